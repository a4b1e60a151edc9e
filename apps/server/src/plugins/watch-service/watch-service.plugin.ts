import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import gql from 'graphql-tag';

import { MembershipPlugin } from '../membership';
import { StoresPlugin } from '../stores';
import {
    FaqEntryResultResolver,
    ServiceInfoAdminResolver,
    ServicePriceResultResolver,
} from './api/service-info-admin.resolver';
import { serviceInfoAdminApiExtensions, serviceInfoShopApiExtensions } from './api/service-info-api-extensions';
import {
    ServiceFaqResultResolver,
    ServiceInfoShopResolver,
    ServicePricesForModelResultResolver,
} from './api/service-info-shop.resolver';

import { CreateWatchSerialResultResolver, WarrantyAdminResolver } from './api/warranty-admin.resolver';
import { warrantyAdminApiExtensions, warrantyShopApiExtensions } from './api/warranty-api-extensions';
import {
    RegisterWatchResultResolver,
    WarrantyCardResolver,
    WarrantyShopResolver,
    WatchCertificateResultResolver,
} from './api/warranty-shop.resolver';
import { manageWatchServicePermission, WATCH_SERVICE_PLUGIN_OPTIONS } from './constants';
import { FaqEntry, FaqEntryTranslation } from './entities/faq-entry.entity';
import { ServicePrice } from './entities/service-price.entity';
import { WatchSerial } from './entities/watch-serial.entity';
import { FaqService } from './services/faq.service';
import { ServiceInfoSeedService } from './services/service-info-seed.service';
import { ServicePricesService } from './services/service-prices.service';
import { WarrantyPersonalData } from './services/warranty-personal-data';
import { WarrantyService } from './services/warranty.service';
import { WatchSerialsService } from './services/watch-serials.service';
import { WatchServiceHistoryService } from './services/watch-service-history.service';
import type { WatchServicePluginOptions } from './types';

/** The plugin's services, each offered to the plugins that import this one. */
const services = [
    // Service prices and the FAQ.
    ServicePricesService,
    FaqService,
    ServiceInfoSeedService,
    // Warranty cards and certificates.
    WarrantyService,
    WatchSerialsService,
    WatchServiceHistoryService,
    WarrantyPersonalData,
];

/**
 * After-sales service for the watch itself (issue 33): service prices by movement,
 * complication and operation, the FAQ, service centres by country, user manuals, watches sent
 * in for service and their repair, warranty cards and the watch's signed certificate. Returns
 * and cancellations of orders stay in the after-sales plugin; the service pages' prose is the
 * content plugin's.
 */
@VendurePlugin({
    imports: [PluginCommonModule, StoresPlugin, MembershipPlugin],
    entities: [
        // Service prices and the FAQ.
        ServicePrice,
        FaqEntry,
        FaqEntryTranslation,
        // Warranty cards and certificates.
        WatchSerial,
    ],
    providers: [...services, { provide: WATCH_SERVICE_PLUGIN_OPTIONS, useFactory: () => WatchServicePlugin.options }],
    exports: [...services],
    shopApiExtensions: {
        schema: gql`
            ${serviceInfoShopApiExtensions}
            ${warrantyShopApiExtensions}
        `,
        resolvers: [
            ServiceInfoShopResolver,
            ServicePricesForModelResultResolver,
            ServiceFaqResultResolver,
            WarrantyShopResolver,
            WarrantyCardResolver,
            RegisterWatchResultResolver,
            WatchCertificateResultResolver,
        ],
    },
    adminApiExtensions: {
        schema: gql`
            ${serviceInfoAdminApiExtensions}
            ${warrantyAdminApiExtensions}
        `,
        resolvers: [
            ServiceInfoAdminResolver,
            ServicePriceResultResolver,
            FaqEntryResultResolver,
            WarrantyAdminResolver,
            CreateWatchSerialResultResolver,
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
