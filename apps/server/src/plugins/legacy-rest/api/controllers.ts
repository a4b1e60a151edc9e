import type { Type } from '@nestjs/common';

import { InventoryController } from './inventory.controller';

/** Every controller of the face's rows, in the order the document lists them. */
export const LEGACY_CONTROLLERS: readonly Type[] = [InventoryController];
