import type { Type } from '@nestjs/common';

import { InventoryController } from './inventory.controller';
import { MemberOrdersController } from './member-orders.controller';
import { OrderManagementController } from './order-management.controller';

/** Every controller of the face's rows, in the order the document lists them. */
export const LEGACY_CONTROLLERS: readonly Type[] = [
    InventoryController,
    MemberOrdersController,
    OrderManagementController,
];
