import { entityIdSchema } from '@maison/shared';
import { data, Form, Link } from 'react-router';

import { AddToBagButton } from '~/features/bag/components/AddToBagButton';
import { Price } from '~/features/catalog/components/Price';
import { useWishlist } from '~/features/wishlist/use-wishlist';
import { loadWishCards, loadWishlist, removeWish, type WishCard } from '~/features/wishlist/wishlist.server';
import { localeContext, shopContext } from '~/lib/context';
import { imageUrl } from '~/lib/image-url';
import { pageTitle, serverT } from '~/lib/messages.server';
import { readFields } from '~/lib/read-form';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/account-wishlist';

export async function loader({ context }: Route.LoaderArgs) {
    const locale = context.get(localeContext);
    const client = context.get(shopContext);
    const entries = await loadWishlist(client);
    const cards = await loadWishCards(
        client,
        entries.map((entry) => entry.sku),
    );
    const ids = new Map(entries.map((entry) => [entry.sku, entry.id]));
    return {
        title: pageTitle(locale, serverT(locale)('pages.wishlist')),
        items: cards.map((card) => ({ ...card, entryId: ids.get(card.sku)! })),
    };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data ? seoMeta({ title: data.title, path: location.pathname, site: siteFrom(matches), noindex: true }) : [];

/** Removal without the page's script; with it, the list changes through the wishlist itself. */
export async function action({ request, context }: Route.ActionArgs) {
    const { id } = await readFields(request);
    if (!entityIdSchema.safeParse(id).success) return data({ removed: false }, { status: 400 });
    await removeWish(context.get(shopContext), id);
    return { removed: true };
}

function WishItem({ item }: { item: WishCard & { entryId: string } }) {
    const { t } = useTranslation();
    const { toggle, ready } = useWishlist();
    return (
        <li className="wish-item" data-sku={item.sku}>
            <Link to={item.href} className="wish-item__media">
                {item.image ? (
                    <img src={imageUrl(item.image, 'card')} alt={item.name} width={108} height={163} loading="lazy" />
                ) : (
                    <span className="card__placeholder" aria-hidden="true" />
                )}
            </Link>
            <div className="wish-item__body">
                <p className="wish-item__sku">{item.sku}</p>
                <h2 className="wish-item__name">
                    <Link to={item.href}>{item.name}</Link>
                </h2>
                <Price fen={item.price} from={item.kind === 'strap'} />
                {!item.inStock && <p className="wish-item__soldout">{t('catalog.soldOut')}</p>}
                <div className="wish-item__actions">
                    {item.kind === 'watch' ? (
                        <AddToBagButton variantId={item.variantId} disabled={!item.inStock} />
                    ) : (
                        // A strap goes in the bag with a buckle or without, chosen on its page.
                        <Link to={item.href} className="button button--primary">
                            {t('wishlist.chooseBuckle')}
                        </Link>
                    )}
                    <Form
                        method="post"
                        onSubmit={(event) => {
                            // Until the list is read, toggling would add: the page's action removes instead.
                            if (!ready) return;
                            event.preventDefault();
                            toggle({ sku: item.sku, type: item.kind, name: item.name });
                        }}
                    >
                        <input type="hidden" name="id" value={item.entryId} />
                        <button type="submit" className="link-button">
                            {t('wishlist.removeShort')}
                        </button>
                    </Form>
                </div>
            </div>
        </li>
    );
}

/** The member's wishlist (spec §2 /my-account/wishlist): each watch or strap, to the bag or off the list. */
export default function AccountWishlist({ loaderData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const { has, ready } = useWishlist();
    // Once the page's script has the list, a heart or remove button changes what is shown at once.
    const items = ready ? loaderData.items.filter((item) => has(item.sku)) : loaderData.items;
    return (
        <div className="account-page">
            <h1 className="account-page__title">{t('pages.wishlist')}</h1>
            {items.length === 0 ? (
                <div className="account-page__empty">
                    <p>{t('wishlist.empty')}</p>
                    <Link to="/watches" className="button button--primary">
                        {t('wishlist.browse')}
                    </Link>
                </div>
            ) : (
                <ul className="wish-items">
                    {items.map((item) => (
                        <WishItem key={item.sku} item={item} />
                    ))}
                </ul>
            )}
        </div>
    );
}
