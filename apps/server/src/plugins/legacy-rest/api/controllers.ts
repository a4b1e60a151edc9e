import type { Type } from '@nestjs/common';

import { InventoryController } from './inventory.controller';
import { MembershipController } from './membership.controller';
import { WishlistController } from './wishlist.controller';

/** Every controller of the face's rows, in the order the document lists them. */
export const LEGACY_CONTROLLERS: readonly Type[] = [InventoryController, MembershipController, WishlistController];
