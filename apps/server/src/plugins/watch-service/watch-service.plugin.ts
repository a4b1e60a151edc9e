import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import gql from 'graphql-tag';

import { StoresPlugin } from '../stores';
import { ServiceCentreResultResolver, ServiceCentresAdminResolver } from './api/service-centres-admin.resolver';
import {
    serviceCentresAdminApiExtensions,
    serviceCentresShopApiExtensions,
} from './api/service-centres-api-extensions';
import { ServiceCentreCountryNameResolver, ServiceCentresShopResolver } from './api/service-centres-shop.resolver';
import { ServiceCentre, ServiceCentreTranslation } from './entities/service-centre.entity';
import { ServiceCentresService } from './services/service-centres.service';
import { ServiceSeedService } from './services/service-seed.service';
import { UserManualResultResolver, UserManualsAdminResolver } from './api/user-manuals-admin.resolver';
import { userManualsAdminApiExtensions, userManualsShopApiExtensions } from './api/user-manuals-api-extensions';
import { UserManualsShopResolver } from './api/user-manuals-shop.resolver';
import { UserManual, UserManualTranslation } from './entities/user-manual.entity';
import { UserManualsService } from './services/user-manuals.service';

import { manageWatchServicePermission, WATCH_SERVICE_PLUGIN_OPTIONS } from './constants';
import type { WatchServicePluginOptions } from './types';

/** The plugin's services, each offered to the plugins that import this one. */
const services = [ServiceCentresService, ServiceSeedService, UserManualsService];

/**
 * After-sales service for the watch itself (issue 33): service prices by movement,
 * complication and operation, the FAQ, service centres by country, user manuals, watches sent
 * in for service and their repair, warranty cards and the watch's signed certificate. Returns
 * and cancellations of orders stay in the after-sales plugin; the service pages' prose is the
 * content plugin's.
 */
@VendurePlugin({
    imports: [PluginCommonModule, StoresPlugin],
    entities: [ServiceCentre, ServiceCentreTranslation, UserManual, UserManualTranslation],
    providers: [...services, { provide: WATCH_SERVICE_PLUGIN_OPTIONS, useFactory: () => WatchServicePlugin.options }],
    exports: [...services],
    shopApiExtensions: {
        schema: gql`
            ${serviceCentresShopApiExtensions}
            ${userManualsShopApiExtensions}
        `,
        resolvers: [ServiceCentresShopResolver, ServiceCentreCountryNameResolver, UserManualsShopResolver],
    },
    adminApiExtensions: {
        schema: gql`
            ${serviceCentresAdminApiExtensions}
            ${userManualsAdminApiExtensions}
        `,
        resolvers: [
            ServiceCentresAdminResolver,
            ServiceCentreCountryNameResolver,
            ServiceCentreResultResolver,
            UserManualsAdminResolver,
            UserManualResultResolver,
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
