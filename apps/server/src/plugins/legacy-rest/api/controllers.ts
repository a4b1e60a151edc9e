import type { Type } from '@nestjs/common';

import { AddressesController } from './addresses.controller';
import { AppletController } from './applet.controller';
import { CatalogueController } from './catalogue.controller';
import { GuestCartController } from './guest-cart.controller';
import { InventoryController } from './inventory.controller';
import { MemberCartController } from './member-cart.controller';
import { MemberOrdersController } from './member-orders.controller';
import { MembershipController } from './membership.controller';
import { OrderManagementController } from './order-management.controller';
import { OrderPayController } from './order-pay.controller';
import { StoresController } from './stores.controller';
import { WishlistController } from './wishlist.controller';

/**
 * Every controller of the face's rows, in the order the document lists them. The member's
 * cart before the guest's: `carts/mine/totals` is matched before `carts/{cartId}/totals`.
 */
export const LEGACY_CONTROLLERS: readonly Type[] = [
    MemberCartController,
    GuestCartController,
    InventoryController,
    CatalogueController,
    AppletController,
    StoresController,
    AddressesController,
    MembershipController,
    WishlistController,
    MemberOrdersController,
    OrderPayController,
    OrderManagementController,
];
