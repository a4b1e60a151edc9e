import type { ServicePhotoStorage } from './photos/service-photo-storage';

export interface WatchServicePluginOptions {
    /** The storefront's public origin, for links in messages (a request's page, a label). */
    publicUrl: string;
    /** Warranty cards and certificates. */
    warranty: WarrantyOptions;
    /**
     * Where the photos of watches sent for service are kept when no `servicePhotoStorage` is
     * given: a directory of their own, outside the public assets. Default: service-photos/ in the
     * working directory's var/.
     */
    servicePhotoDir?: string;
    /** Keeps the photos elsewhere (object storage); the local directory otherwise. */
    servicePhotoStorage?: ServicePhotoStorage;
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
