export interface CatalogueCachePluginOptions {
    /**
     * Redis holding the version, shared by every server instance and the worker. Without it
     * (the default) the version lives in this process's memory, which suits the embedded
     * profile, where one process serves the APIs and runs the jobs.
     */
    redisUrl?: string;
    /** The Redis key of the version. Default `maison:catalogue-version`. */
    redisKey?: string;
    /** The path of the version endpoint. Default `/catalogue-version`. */
    route?: string;
}
