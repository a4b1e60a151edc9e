import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { MembershipPlugin } from '../membership';
import { PaymentPlugin } from '../payment';
import { AfterSalesAdminResolver } from './api/after-sales-admin.resolver';
import {
    AfterSalesRequestResultResolver,
    AfterSalesRequestShopResolver,
    AfterSalesShopResolver,
} from './api/after-sales-shop.resolver';
import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import { AFTER_SALES_PLUGIN_OPTIONS, manageAfterSalesPermission } from './constants';
import { AfterSalesRequest } from './entities/after-sales-request.entity';
import { AfterSalesService } from './services/after-sales.service';
import { TrackingService } from './services/tracking.service';
import type { AfterSalesPluginOptions } from './types';

/**
 * After the sale: a member cancels an order before it ships or returns some of it after, and
 * follows its parcels; staff decide on each request in the dashboard (Sales › After-sales
 * requests). Tracking comes from Kuaidi100 when configured, else from the fulfilments staff record.
 */
@VendurePlugin({
    imports: [PluginCommonModule, MembershipPlugin, PaymentPlugin],
    entities: [AfterSalesRequest],
    providers: [
        AfterSalesService,
        TrackingService,
        { provide: AFTER_SALES_PLUGIN_OPTIONS, useFactory: () => AfterSalesPlugin.options },
    ],
    exports: [AfterSalesService, TrackingService],
    shopApiExtensions: {
        schema: shopApiExtensions,
        resolvers: [AfterSalesShopResolver, AfterSalesRequestShopResolver, AfterSalesRequestResultResolver],
    },
    adminApiExtensions: {
        schema: adminApiExtensions,
        resolvers: [AfterSalesAdminResolver, AfterSalesRequestResultResolver],
    },
    configuration: (config) => {
        config.authOptions.customPermissions.push(manageAfterSalesPermission);
        return config;
    },
    dashboard: './dashboard/index.tsx',
    compatibility: '^3.0.0',
})
export class AfterSalesPlugin {
    static options: AfterSalesPluginOptions;

    static init(options: AfterSalesPluginOptions): typeof AfterSalesPlugin {
        this.options = options;
        return AfterSalesPlugin;
    }
}
