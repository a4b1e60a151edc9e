export { WishlistPlugin } from './wishlist.plugin';
export { WishlistEntry } from './entities/wishlist-entry.entity';
