import { Redis } from 'ioredis';

import { type CatalogueVersionStore, newVersion } from './version-store';

/**
 * The version in Redis, shared by every server instance and the worker, whose jobs (collection
 * filters, search-index updates) change the catalogue too.
 */
export class RedisVersionStore implements CatalogueVersionStore {
    private readonly redis: Redis;

    constructor(
        url: string,
        private readonly key: string,
    ) {
        this.redis = new Redis(url, {
            lazyConnect: true,
            // While Redis is away a read fails at once (the storefront then caches nothing) rather
            // than waiting in a queue; a failed bump is retried by CatalogueVersion.
            enableOfflineQueue: false,
            maxRetriesPerRequest: 1,
            connectTimeout: 5_000,
        });
        // ioredis reconnects by itself; without a listener an outage would crash the process.
        this.redis.on('error', () => undefined);
    }

    async current(): Promise<string> {
        const version = await this.redis.get(this.key);
        if (version) return version;
        // First use, or Redis lost the key: any fresh token will do, as long as all agree on it.
        await this.redis.set(this.key, newVersion(), 'NX');
        const agreed = await this.redis.get(this.key);
        if (!agreed) throw new Error(`${this.key} vanished from Redis`);
        return agreed;
    }

    async bump(): Promise<void> {
        await this.redis.set(this.key, newVersion());
    }

    async open(): Promise<void> {
        if (this.redis.status === 'wait') await this.redis.connect();
    }

    async close(): Promise<void> {
        this.redis.disconnect();
    }
}
