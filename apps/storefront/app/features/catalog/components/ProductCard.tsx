import { CARD_IMAGE_HEIGHT, CARD_IMAGE_WIDTH } from '@maison/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { usePrefetch } from '~/lib/prefetch';

import type { ProductCardData } from '../catalog.server';
import { Price } from './Price';

/** Spec §2 product card: image, flag, sku, title and price. */
export function ProductCard({ card, eager = false }: { card: ProductCardData; eager?: boolean }) {
    const { t } = useTranslation();
    const prefetch = usePrefetch();
    return (
        <article className="card">
            <Link to={card.href} className="card__link" prefetch={prefetch}>
                <div className="card__media">
                    {card.image ? (
                        <img
                            src={`${card.image}?preset=card`}
                            srcSet={`${card.image}?preset=card 1x, ${card.image}?preset=card2x 2x`}
                            width={CARD_IMAGE_WIDTH}
                            height={CARD_IMAGE_HEIGHT}
                            alt={card.name}
                            loading={eager ? 'eager' : 'lazy'}
                            decoding="async"
                        />
                    ) : (
                        <div className="card__placeholder" aria-hidden="true" />
                    )}
                    {card.flag && <span className="card__flag">{t(`flags.${card.flag}`)}</span>}
                    {!card.inStock && <span className="card__soldout">{t('catalog.soldOut')}</span>}
                </div>
                <p className="card__sku">{card.sku}</p>
                <h3 className="card__title">{card.name}</h3>
                <Price fen={card.price} from={card.fromPrice} />
            </Link>
        </article>
    );
}
