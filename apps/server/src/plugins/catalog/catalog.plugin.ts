import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { shopApiExtensions } from './api/api-extensions';
import { CatalogShopResolver } from './api/catalog-shop.resolver';
import { productCustomFields } from './config/custom-fields';
import { CatalogService } from './services/catalog.service';

/**
 * The shop's catalogue beyond Vendure's core: product kinds (watch, strap, buckle), the
 * collection and model codes of watches, and look-up by sku for the detail pages.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [CatalogService],
    exports: [CatalogService],
    shopApiExtensions: { schema: shopApiExtensions, resolvers: [CatalogShopResolver] },
    configuration: (config) => {
        config.customFields.Product.push(...productCustomFields);
        return config;
    },
    compatibility: '^3.0.0',
})
export class CatalogPlugin {}
