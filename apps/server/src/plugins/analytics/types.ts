/** The analytics plugin's options. */
export interface AnalyticsPluginOptions {
    /** Keys the HMAC under which members are counted (derived from a server secret, never a default). */
    memberKeySecret: string;
    /** Days raw page views, events and purchases are kept (ANALYTICS_RAW_RETENTION_DAYS). */
    rawRetentionDays: number;
    /** The shop's own host (PUBLIC_URL's): a referrer from it is no channel but direct. */
    ownHost: string;
}
