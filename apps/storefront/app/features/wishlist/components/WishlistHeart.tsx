import { Icon } from '~/components/Icon';
import { useTranslation } from '~/lib/use-translation';

import { useWishlist, type Wish } from '../use-wishlist';

/**
 * The heart of a card or product page (spec §4 product card): adds the watch or strap to the
 * wishlist, or takes it off. Pressed when it is on the list.
 */
export function WishlistHeart({ wish, className, size = 18 }: { wish: Wish; className?: string; size?: number }) {
    const { t } = useTranslation();
    const { has, toggle, ready } = useWishlist();
    const on = has(wish.sku);
    return (
        <button
            type="button"
            className={className}
            aria-pressed={on}
            aria-label={t(on ? 'wishlist.remove' : 'wishlist.add', { name: wish.name })}
            data-wish-sku={wish.sku}
            disabled={!ready}
            onClick={() => toggle(wish)}
        >
            <Icon name="heart" size={size} />
        </button>
    );
}
