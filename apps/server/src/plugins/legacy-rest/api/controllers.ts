import type { Type } from '@nestjs/common';

import { AddressesController } from './addresses.controller';
import { AppletController } from './applet.controller';
import { CatalogueController } from './catalogue.controller';
import { InventoryController } from './inventory.controller';
import { StoresController } from './stores.controller';

/** Every controller of the face's rows, in the order the document lists them. */
export const LEGACY_CONTROLLERS: readonly Type[] = [
    InventoryController,
    CatalogueController,
    AppletController,
    StoresController,
    AddressesController,
];
