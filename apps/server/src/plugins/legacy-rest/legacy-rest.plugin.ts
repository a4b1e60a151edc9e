import { LEGACY_API_PATH } from '@maison/shared';
import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { AfterSalesPlugin } from '../after-sales';
import { CatalogPlugin } from '../catalog';
import { CheckoutPlugin } from '../checkout';
import { MembershipPlugin } from '../membership';
import { LEGACY_CONTROLLERS } from './api/controllers';
import { LegacyAuthGuard } from './api/legacy-auth.guard';
import { legacyBodyErrors } from './api/legacy-body-errors';
import { LegacyFallbackController } from './api/legacy-fallback.controller';
import { OpenApiController } from './api/openapi.controller';
import { routeStyles } from './openapi/route-styles';

/**
 * The REST face for the WeChat mini-program and older clients (spec §7): thin controllers over
 * the services the Shop API uses, so a cart, a wishlist or an order is the same whichever face
 * a client uses. Members send a bearer token; the session cookie is never read here.
 */
@VendurePlugin({
    imports: [PluginCommonModule, CatalogPlugin, CheckoutPlugin, MembershipPlugin, AfterSalesPlugin],
    // The fallback last: Nest matches routes in the order they are registered.
    controllers: [...LEGACY_CONTROLLERS, OpenApiController, LegacyFallbackController],
    providers: [LegacyAuthGuard],
    configuration: (config) => {
        config.apiOptions.middleware = [
            ...(config.apiOptions.middleware ?? []),
            { route: LEGACY_API_PATH, beforeListen: true, handler: legacyBodyErrors(routeStyles(LEGACY_CONTROLLERS)) },
        ];
        return config;
    },
    compatibility: '^3.0.0',
})
export class LegacyRestPlugin {}
