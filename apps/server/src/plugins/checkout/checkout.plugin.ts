import {
    configureDefaultOrderProcess,
    defaultOrderProcess,
    OrderProcess,
    OrderState,
    PluginCommonModule,
    VendurePlugin,
} from '@vendure/core';

import { STOCK_HOLD_MINUTES } from '@maison/shared';

import { StrapBundlePlugin } from '../strap-bundle';
import { checkoutShopApiExtensions } from './api/api-extensions';
import { OrderStockResolver } from './api/order-stock.resolver';
import { CHECKOUT_PLUGIN_OPTIONS } from './constants';
import { fapiaoOrderFields } from './config/fapiao-fields';
import { oneClickKeyField } from './config/one-click-key-field';
import { orderContentsProcess } from './config/order-contents-process';
import { HeldStockAllocationStrategy } from './config/held-stock-allocation-strategy';
import { releaseExpiredHoldsTask } from './config/release-expired-holds-task';
import { stockHoldProcess } from './config/stock-hold-process';
import { MemberCheckoutService } from './services/member-checkout.service';
import { StockHoldService } from './services/stock-hold.service';
import type { CheckoutPluginOptions } from './types';

/**
 * Checkout: the stock of an order is checked under a row lock and held while its shopper pays,
 * so the last unit is sold once.
 */
@VendurePlugin({
    // The units a line needs, a strap's buckle among them.
    imports: [PluginCommonModule, StrapBundlePlugin],
    providers: [
        StockHoldService,
        MemberCheckoutService,
        { provide: CHECKOUT_PLUGIN_OPTIONS, useFactory: (): Required<CheckoutPluginOptions> => CheckoutPlugin.options },
    ],
    exports: [StockHoldService, MemberCheckoutService],
    shopApiExtensions: { schema: checkoutShopApiExtensions, resolvers: [OrderStockResolver] },
    configuration: (config) => {
        // Vendure's own stock check reads without a lock, so it lets concurrent checkouts through
        // and answers the others in words of its own: the hold below checks instead. Its checks
        // of contents and shipping would refuse an order of a service, which has neither: ours
        // below keeps them for goods. (The merged config holds a copy of the default process;
        // its functions are the same.)
        const isDefault = (p: OrderProcess<OrderState>) =>
            p.onTransitionStart === defaultOrderProcess.onTransitionStart;
        config.orderOptions.process = [
            ...config.orderOptions.process.map((p) =>
                isDefault(p)
                    ? configureDefaultOrderProcess({
                          arrangingPaymentRequiresStock: false,
                          arrangingPaymentRequiresContents: false,
                          arrangingPaymentRequiresShipping: false,
                      })
                    : p,
            ),
            orderContentsProcess(),
            stockHoldProcess(),
        ];
        config.orderOptions.stockAllocationStrategy = new HeldStockAllocationStrategy();
        config.customFields.Order.push(...fapiaoOrderFields, oneClickKeyField);
        config.schedulerOptions.tasks.push(releaseExpiredHoldsTask);
        return config;
    },
    compatibility: '^3.0.0',
})
export class CheckoutPlugin {
    static options: Required<CheckoutPluginOptions> = { stockHoldMinutes: STOCK_HOLD_MINUTES };

    static init(options: CheckoutPluginOptions = {}): typeof CheckoutPlugin {
        this.options = { ...this.options, ...options };
        return CheckoutPlugin;
    }
}
