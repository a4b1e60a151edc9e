import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { CatalogPlugin } from '../catalog';
import { MembershipPlugin } from '../membership';
import { shopApiExtensions } from './api/api-extensions';
import { AddToWishlistResultResolver, WishlistResolver } from './api/wishlist.resolver';
import { WishlistEntry } from './entities/wishlist-entry.entity';
import { WishlistPersonalData } from './services/wishlist-personal-data';
import { WishlistService } from './services/wishlist.service';

/**
 * Members' wishlists (spec §3, §4): watches and straps kept by sku, added and removed from the
 * product cards and pages, a guest's list merged in on sign-in. A guest's own list stays in
 * their browser and never reaches the server until then.
 */
@VendurePlugin({
    imports: [PluginCommonModule, CatalogPlugin, MembershipPlugin],
    entities: [WishlistEntry],
    providers: [WishlistService, WishlistPersonalData],
    exports: [WishlistService],
    shopApiExtensions: { schema: shopApiExtensions, resolvers: [WishlistResolver, AddToWishlistResultResolver] },
    compatibility: '^3.0.0',
})
export class WishlistPlugin {}
