import { LEGACY_API_PATH } from '@maison/shared';
import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { AfterSalesPlugin } from '../after-sales';
import { CatalogPlugin } from '../catalog';
import { CheckoutPlugin } from '../checkout';
import { ContentPlugin } from '../content';
import { MembershipPlugin } from '../membership';
import { StoresPlugin } from '../stores';
import { StrapBundlePlugin } from '../strap-bundle';
import { WishlistPlugin } from '../wishlist';
import { LegacyCatalogueReader } from './api/catalogue-reader';
import { LEGACY_CONTROLLERS } from './api/controllers';
import { LegacyAuthGuard } from './api/legacy-auth.guard';
import { legacyBodyErrors } from './api/legacy-body-errors';
import { LegacyFallbackController } from './api/legacy-fallback.controller';
import { OpenApiController } from './api/openapi.controller';
import { ReferencePageController } from './api/reference-page.controller';
import { deleteAbandonedGuestCartsTask } from './config/delete-abandoned-guest-carts-task';
import { GuestCart } from './entities/guest-cart.entity';
import { routeStyles } from './openapi/route-styles';
import { GuestCartService } from './services/guest-cart.service';
import { LegacyCartService } from './services/legacy-cart.service';
import { MemberOrderReader } from './services/member-order-reader';

/**
 * The REST face for the WeChat mini-program and older clients (spec §7): thin controllers over
 * the services the Shop API uses, so a cart, a wishlist or an order is the same whichever face
 * a client uses. Members send a bearer token; the session cookie is never read here.
 */
@VendurePlugin({
    imports: [
        PluginCommonModule,
        CatalogPlugin,
        CheckoutPlugin,
        AfterSalesPlugin,
        StrapBundlePlugin,
        ContentPlugin,
        StoresPlugin,
        MembershipPlugin,
        WishlistPlugin,
    ],
    entities: [GuestCart],
    // The fallback last: Nest matches routes in the order they are registered.
    controllers: [...LEGACY_CONTROLLERS, OpenApiController, ReferencePageController, LegacyFallbackController],
    providers: [LegacyAuthGuard, LegacyCatalogueReader, GuestCartService, LegacyCartService, MemberOrderReader],
    configuration: (config) => {
        config.apiOptions.middleware = [
            ...(config.apiOptions.middleware ?? []),
            { route: LEGACY_API_PATH, beforeListen: true, handler: legacyBodyErrors(routeStyles(LEGACY_CONTROLLERS)) },
        ];
        config.schedulerOptions.tasks.push(deleteAbandonedGuestCartsTask);
        return config;
    },
    compatibility: '^3.0.0',
})
export class LegacyRestPlugin {}
