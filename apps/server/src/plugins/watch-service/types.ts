export interface WatchServicePluginOptions {
    /** The storefront's public origin, for links in messages (a request's page, a label). */
    publicUrl: string;
}
