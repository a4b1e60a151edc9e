import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { versionEndpoint } from './api/version-endpoint';
import { CATALOGUE_VERSION, DEFAULT_REDIS_KEY, DEFAULT_VERSION_ROUTE } from './constants';
import { CatalogueChangeService } from './services/catalogue-change.service';
import { CatalogueVersion } from './services/catalogue-version';
import { RedisVersionStore } from './store/redis-version-store';
import { MemoryVersionStore } from './store/version-store';
import type { CatalogueCachePluginOptions } from './types';

/**
 * The catalogue version the storefront caches its catalogue reads under: an endpoint that tells
 * it, and a service that moves it on after every change a catalogue page could show.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [CatalogueChangeService, { provide: CATALOGUE_VERSION, useFactory: () => CatalogueCachePlugin.version }],
    configuration: (config) => {
        const o = CatalogueCachePlugin.options;
        const store = o.redisUrl
            ? new RedisVersionStore(o.redisUrl, o.redisKey ?? DEFAULT_REDIS_KEY)
            : new MemoryVersionStore();
        // Made here rather than by injection: the endpoint is mounted before Nest starts.
        const version = new CatalogueVersion(store);
        CatalogueCachePlugin.version = version;
        config.apiOptions.middleware = [
            ...(config.apiOptions.middleware ?? []),
            { route: o.route ?? DEFAULT_VERSION_ROUTE, beforeListen: true, handler: versionEndpoint(version) },
        ];
        return config;
    },
    compatibility: '^3.0.0',
})
export class CatalogueCachePlugin {
    static options: CatalogueCachePluginOptions = {};
    static version: CatalogueVersion;

    static init(options: CatalogueCachePluginOptions = {}): typeof CatalogueCachePlugin {
        CatalogueCachePlugin.options = options;
        return CatalogueCachePlugin;
    }
}
