/** The operations settings of the storefront server (operations-env.mjs). */
export declare const operationsEnvKeys: readonly string[];

export declare function parseOperationsEnv(source: Record<string, string | undefined>): {
    NODE_ENV: 'development' | 'production' | 'test';
    LOG_LEVEL: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
    LOG_FORMAT: 'json' | 'pretty';
    METRICS_PORT?: number;
    METRICS_HOST: string;
    SHUTDOWN_TIMEOUT_MS: number;
};
