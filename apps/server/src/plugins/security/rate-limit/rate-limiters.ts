import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { TransactionalConnection } from '@vendure/core';
import { Redis } from 'ioredis';
import type { Pool } from 'pg';
import {
    RateLimiterMemory,
    RateLimiterPostgres,
    RateLimiterRedis,
    type RateLimiterAbstract,
} from 'rate-limiter-flexible';

import { SECURITY_PLUGIN_OPTIONS } from '../constants';
import type { SecurityPluginOptions } from '../types';

/** The table of the database store, made by a migration (`RateLimit1796750000000`). */
export const RATE_LIMIT_TABLE = 'rate_limit';

export interface LimiterOptions {
    /** Names the limiter's keys; two limiters with the same name share their counts. */
    name: string;
    /** Points a key may consume within `durationMs`. */
    points: number;
    /** How long a key's count lasts from its first point. */
    durationMs: number;
}

/**
 * Where every limit and throttle keeps its counts, so that all instances share them and each
 * step is one atomic operation of the store (rate-limiter-flexible): Redis with REDIS_URL, else
 * PostgreSQL. The embedded SQLite profile is one process, the only instance there can be, so
 * it counts in memory: nothing else could read the counts, and a restart forgetting them lets
 * no attacker in who could not already restart the shop.
 */
@Injectable()
export class RateLimiters implements OnApplicationShutdown {
    private redis: Redis | undefined;

    constructor(
        private readonly connection: TransactionalConnection,
        @Inject(SECURITY_PLUGIN_OPTIONS) private readonly options: SecurityPluginOptions,
    ) {}

    /** A limiter in the shared store. */
    create({ name, points, durationMs }: LimiterOptions): RateLimiterAbstract {
        const common = { keyPrefix: name, points, duration: Math.max(1, Math.ceil(durationMs / 1000)) };
        if (this.options.redisUrl) {
            this.redis ??= new Redis(this.options.redisUrl, { enableOfflineQueue: true, maxRetriesPerRequest: 3 });
            return new RateLimiterRedis({ ...common, storeClient: this.redis });
        }
        const source = this.connection.rawConnection;
        if (source.options.type === 'postgres') {
            // TypeORM's PostgreSQL driver keeps its pg Pool as `master`.
            const pool = (source.driver as unknown as { master: Pool }).master;
            return new RateLimiterPostgres({
                ...common,
                storeClient: pool,
                storeType: 'pool',
                tableName: RATE_LIMIT_TABLE,
                tableCreated: true,
            });
        }
        return new RateLimiterMemory(common);
    }

    async onApplicationShutdown(): Promise<void> {
        await this.redis?.quit().catch(() => undefined);
    }
}
