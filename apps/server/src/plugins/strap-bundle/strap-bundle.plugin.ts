import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { shopApiExtensions } from './api/api-extensions';
import { StrapBundleResolver } from './api/strap-bundle.resolver';
import { orderLineCustomFields, productCustomFields } from './config/custom-fields';
import { StrapBundleInterceptor } from './config/strap-bundle-interceptor';
import { StrapBundlePriceStrategy } from './config/strap-bundle-price-strategy';
import { BuckleChoiceService } from './services/buckle-choice.service';
import { BuckleStockService } from './services/buckle-stock.service';

/**
 * A strap is sold as a bundle with an optional buckle (spec §1), and this plugin is all of it:
 * which buckles a strap is sold with (the product's `buckles`), the buckle riding on the strap's
 * order line (its `buckle`), the line's price (strap plus buckle), the refusal of any other
 * buckle, the offer the strap page shows with the prices the bag will charge, and the buckle's
 * stock: the units a line needs, which the checkout's stock hold locks, and every stock movement
 * of the strap's line made for the buckle too.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [BuckleChoiceService, BuckleStockService],
    exports: [BuckleChoiceService, BuckleStockService],
    shopApiExtensions: { schema: shopApiExtensions, resolvers: [StrapBundleResolver] },
    configuration: (config) => {
        config.customFields.Product.push(...productCustomFields);
        config.customFields.OrderLine.push(...orderLineCustomFields);
        config.orderOptions.orderItemPriceCalculationStrategy = new StrapBundlePriceStrategy();
        config.orderOptions.orderInterceptors.push(new StrapBundleInterceptor());
        return config;
    },
    compatibility: '^3.0.0',
})
export class StrapBundlePlugin {}
