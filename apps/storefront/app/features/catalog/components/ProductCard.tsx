import { CARD_IMAGE_HEIGHT, CARD_IMAGE_WIDTH } from '@maison/shared';
import { Link } from 'react-router';

import { AddToBagCircle } from '~/features/bag/components/AddToBagButton';
import { WishlistHeart } from '~/features/wishlist/components/WishlistHeart';
import { usePrefetch } from '~/lib/prefetch';

import type { ProductCardData } from '../catalog.server';
import { Price } from './Price';
import { Rating } from '~/features/reviews/components/Rating';
import { imageUrl } from '~/lib/image-url';
import { useTranslation } from '~/lib/use-translation';

function CardImage({
    src,
    alt,
    eager,
    hover = false,
    className,
}: {
    src: string;
    alt: string;
    eager: boolean;
    /** The picture shown on hover: on screen but hidden, it must not hold up the visible ones. */
    hover?: boolean;
    className?: string;
}) {
    return (
        <img
            className={className}
            src={imageUrl(src, 'card')}
            srcSet={`${imageUrl(src, 'card')} 1x, ${imageUrl(src, 'card2x')} 2x`}
            width={CARD_IMAGE_WIDTH}
            height={CARD_IMAGE_HEIGHT}
            alt={alt}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={hover ? 'low' : undefined}
            decoding="async"
        />
    );
}

/**
 * Spec §2 product card: up to two images (the second on hover), the highest-priority flag,
 * wishlist heart, an add-to-bag circle for a watch in stock, sku, title and price.
 */
export function ProductCard({
    card,
    eager = false,
    addToBag = true,
}: {
    card: ProductCardData;
    eager?: boolean;
    addToBag?: boolean;
}) {
    const { t } = useTranslation();
    const prefetch = usePrefetch();
    return (
        <article className="card" data-sku={card.sku} data-kind={card.kind}>
            <Link to={card.href} className="card__link" prefetch={prefetch}>
                <div className={`card__media${card.hoverImage ? ' card__media--two' : ''}`}>
                    {card.image ? (
                        <CardImage src={card.image} alt={card.name} eager={eager} />
                    ) : (
                        <div className="card__placeholder" aria-hidden="true" />
                    )}
                    {card.hoverImage && (
                        <CardImage src={card.hoverImage} alt="" eager={false} hover className="card__hover" />
                    )}
                    {card.flag && (
                        <span className="card__flag" data-flag={card.flag}>
                            {t(`flags.${card.flag}`)}
                        </span>
                    )}
                    {!card.inStock && <span className="card__soldout">{t('catalog.soldOut')}</span>}
                </div>
                <p className="card__sku">{card.sku}</p>
                <h3 className="card__title">{card.name}</h3>
                <Price fen={card.price} from={card.fromPrice} />
                {card.rating && <Rating average={card.rating.average} count={card.rating.count} />}
            </Link>
            <WishlistHeart wish={{ sku: card.variantSku, type: card.kind, name: card.name }} className="card__wish" />
            {addToBag && card.kind === 'watch' && card.inStock && (
                <AddToBagCircle variantId={card.variantId} productName={card.name} />
            )}
        </article>
    );
}
