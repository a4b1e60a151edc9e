import type { LoginThrottleOptions } from './login-throttle/login-throttle';

/** Limits one GraphQL API puts on a single operation. */
export interface QueryLimits {
    /** Highest complexity score (Vendure's estimator: fields, lists weighed by `take`). */
    maxComplexity: number;
    /** Deepest nesting of fields. */
    maxDepth: number;
    /** Most fields selected under another name. */
    maxAliases: number;
    /** Most field selections once fragments are expanded. */
    maxFields: number;
}

export interface SecurityPluginOptions {
    /** Limits per API; defaults in constants.ts, measured against the storefront and the dashboard. */
    queryLimits?: { shop?: Partial<QueryLimits>; admin?: Partial<QueryLimits> };
    /** Largest request body the backend reads, in bytes. Default 100 KB. */
    maxBodyBytes?: number;
    /** Where limits and throttles keep their counts: Redis when given, else the database (memory on SQLite). */
    redisUrl?: string;
    /** The sign-in throttle; defaults in constants.ts and stated in the README. */
    loginThrottle?: Partial<LoginThrottleOptions>;
}
