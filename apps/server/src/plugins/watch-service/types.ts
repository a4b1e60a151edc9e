export interface WatchServicePluginOptions {
    /** The storefront's public origin, for links in messages (a request's page, a label). */
    publicUrl: string;
}

/** Options of "send my watch" (issue 33, part 2), given with the plugin's. */
export interface WatchServicePluginOptions {
    /**
     * Where the photos of watches sent for service are kept when no `servicePhotoStorage` is
     * given: a directory of their own, outside the public assets. Default: service-photos/ in the
     * working directory's var/.
     */
    servicePhotoDir?: string;
    /** Keeps the photos elsewhere (object storage); the local directory otherwise. */
    servicePhotoStorage?: import('./photos/service-photo-storage').ServicePhotoStorage;
}
