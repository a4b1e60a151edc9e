import type { Type } from '@nestjs/common';

import { GuestCartController } from './guest-cart.controller';
import { InventoryController } from './inventory.controller';
import { MemberCartController } from './member-cart.controller';

/**
 * Every controller of the face's rows, in the order the document lists them. The member's
 * cart before the guest's: `carts/mine/totals` is matched before `carts/{cartId}/totals`.
 */
export const LEGACY_CONTROLLERS: readonly Type[] = [InventoryController, MemberCartController, GuestCartController];
