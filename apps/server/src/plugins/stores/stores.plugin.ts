import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import {
    StoreCalendarDayAdminResolver,
    StoreCalendarDayResultResolver,
    StoreResultResolver,
    StoresAdminResolver,
    StoreServiceResultResolver,
} from './api/stores-admin.resolver';
import { StoreHoursResolver, StoreServiceShopResolver, StoresShopResolver } from './api/stores-shop.resolver';
import { manageStoresPermission } from './constants';
import { StoreCalendarDay } from './entities/store-calendar-day.entity';
import { StoreService, StoreServiceTranslation } from './entities/store-service.entity';
import { StoreTranslation } from './entities/store-translation.entity';
import { Store } from './entities/store.entity';
import { StoreCalendarService } from './services/store-calendar.service';
import { StoreSeedService } from './services/store-seed.service';
import { StoreServicesService } from './services/store-services.service';
import { StoresService } from './services/stores.service';

/**
 * Boutiques and authorised retailers (issue 31): their places, hours and in-store services in
 * zh, en and de, and the calendar of days China closes or moves; staff keep them with the
 * ManageStores permission. Appointments will build on the slots packages/shared computes.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [Store, StoreTranslation, StoreService, StoreServiceTranslation, StoreCalendarDay],
    providers: [StoresService, StoreServicesService, StoreCalendarService, StoreSeedService],
    exports: [StoresService, StoreServicesService, StoreCalendarService, StoreSeedService],
    shopApiExtensions: {
        schema: shopApiExtensions,
        resolvers: [StoresShopResolver, StoreHoursResolver, StoreServiceShopResolver],
    },
    adminApiExtensions: {
        schema: adminApiExtensions,
        resolvers: [
            StoresAdminResolver,
            StoreHoursResolver,
            StoreCalendarDayAdminResolver,
            StoreResultResolver,
            StoreServiceResultResolver,
            StoreCalendarDayResultResolver,
        ],
    },
    configuration: (config) => {
        config.authOptions.customPermissions.push(manageStoresPermission);
        return config;
    },
    compatibility: '^3.0.0',
})
export class StoresPlugin {}
