export interface WatchServicePluginOptions {
    /** The storefront's public origin, for links in messages (a request's page, a label). */
    publicUrl: string;
    /** Warranty cards and certificates. */
    warranty: WarrantyOptions;
}

/** What the warranty part of the plugin needs (issue 33); the secrets come from config/secrets.ts. */
export interface WarrantyOptions {
    /** The maker's Ed25519 private key (PKCS#8 PEM) that signs certificates. */
    certificateSigningKey: string;
    /** Keys the hash of warranty cards' codes. */
    warrantyCodeKey: string;
    /** The issuer named in certificates: the brand's name. */
    brandName: string;
}
