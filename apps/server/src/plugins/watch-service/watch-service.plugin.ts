import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import gql from 'graphql-tag';

import { StoresPlugin } from '../stores';
import { FaqEntryResultResolver, ServiceInfoAdminResolver, ServicePriceResultResolver } from './api/service-info-admin.resolver';
import { serviceInfoAdminApiExtensions, serviceInfoShopApiExtensions } from './api/service-info-api-extensions';
import {
    ServiceFaqResultResolver,
    ServiceInfoShopResolver,
    ServicePricesForModelResultResolver,
} from './api/service-info-shop.resolver';

import { manageWatchServicePermission, WATCH_SERVICE_PLUGIN_OPTIONS } from './constants';
import { FaqEntry, FaqEntryTranslation } from './entities/faq-entry.entity';
import { ServicePrice } from './entities/service-price.entity';
import { FaqService } from './services/faq.service';
import { ServiceInfoSeedService } from './services/service-info-seed.service';
import { ServicePricesService } from './services/service-prices.service';
import type { WatchServicePluginOptions } from './types';

/** The plugin's services, each offered to the plugins that import this one. */
const services = [
    ServicePricesService,
    FaqService,
    ServiceInfoSeedService,
];

/**
 * After-sales service for the watch itself (issue 33): service prices by movement,
 * complication and operation, the FAQ, service centres by country, user manuals, watches sent
 * in for service and their repair, warranty cards and the watch's signed certificate. Returns
 * and cancellations of orders stay in the after-sales plugin; the service pages' prose is the
 * content plugin's.
 */
@VendurePlugin({
    imports: [PluginCommonModule, StoresPlugin],
    entities: [
        ServicePrice,
        FaqEntry,
        FaqEntryTranslation,
    ],
    providers: [...services, { provide: WATCH_SERVICE_PLUGIN_OPTIONS, useFactory: () => WatchServicePlugin.options }],
    exports: [...services],
    shopApiExtensions: {
        schema: gql`
            ${serviceInfoShopApiExtensions}
        `,
        resolvers: [
            ServiceInfoShopResolver,
            ServicePricesForModelResultResolver,
            ServiceFaqResultResolver,
        ],
    },
    adminApiExtensions: {
        schema: gql`
            ${serviceInfoAdminApiExtensions}
        `,
        resolvers: [
            ServiceInfoAdminResolver,
            ServicePriceResultResolver,
            FaqEntryResultResolver,
        ],
    },
    configuration: (config) => {
        config.authOptions.customPermissions.push(manageWatchServicePermission);
        return config;
    },
    compatibility: '^3.0.0',
    dashboard: './dashboard/index.tsx',
})
export class WatchServicePlugin {
    static options: WatchServicePluginOptions;

    static init(options: WatchServicePluginOptions): typeof WatchServicePlugin {
        this.options = options;
        return WatchServicePlugin;
    }
}
