export { WishlistPlugin } from './wishlist.plugin';
export { WishlistEntry } from './entities/wishlist-entry.entity';
export { WishlistService, type WishInput } from './services/wishlist.service';
