import { FLAG_FACET_CODE, topFlag } from '@maison/shared';
import { useEffect } from 'react';

import { track } from '~/features/analytics/client';
import { AddToBagButton } from '~/features/bag/components/AddToBagButton';
import { ProductReviews } from '~/features/reviews/components/ProductReviews';
import { Rating } from '~/features/reviews/components/Rating';
import { WishlistHeart } from '~/features/wishlist/components/WishlistHeart';
import type { ProductReviewsData } from '~/features/reviews/reviews.server';

import type { Crumb, ProductCardData, ProductDetail } from '../catalog.server';
import { Breadcrumbs } from './Breadcrumbs';
import { Price } from './Price';
import { ProductGrid } from './ProductGrid';
import { StrapBundleForm } from './StrapBundleForm';
import { strapBundle } from '../strap-bundle';
import { imageUrl } from '~/lib/image-url';
import { useTranslation } from '~/lib/use-translation';

export interface ProductDetailViewProps {
    product: ProductDetail;
    sku: string;
    breadcrumbs: Crumb[];
    specs: Array<{ name: string; value: string }>;
    related: ProductCardData[];
    straps: ProductCardData[];
    reviews: ProductReviewsData;
}

/** Spec §2 product page: gallery, price, stock, add to bag, description, specifications, and what goes with it. */
export function ProductDetailView({
    product,
    sku,
    breadcrumbs,
    specs,
    related,
    straps,
    reviews,
}: ProductDetailViewProps) {
    const { t } = useTranslation();
    const variant = product.variants.find((v) => v.sku === sku) ?? product.variants[0];
    const soldOut = variant.stockLevel === 'OUT_OF_STOCK';
    useEffect(() => track({ kind: 'product_view', sku: variant.sku }), [variant.sku]);
    const flag = topFlag(product.facetValues.filter((fv) => fv.facet.code === FLAG_FACET_CODE).map((fv) => fv.code));
    const count = product.customFields?.reviewCount ?? 0;
    const average = product.customFields?.reviewRating;
    const rating = count > 0 && average != null ? { average, count } : undefined;
    const images = product.assets.length ? product.assets : product.featuredAsset ? [product.featuredAsset] : [];
    return (
        <>
            <article className="detail">
                <Breadcrumbs crumbs={breadcrumbs} />
                <div className="detail__gallery">
                    {images.map((a, i) => (
                        <img
                            key={a.id}
                            src={imageUrl(a.preview, 'medium')}
                            srcSet={`${imageUrl(a.preview, 'medium')} 600w, ${imageUrl(a.preview, 'detail')} 800w, ${imageUrl(a.preview, 'large')} 1200w`}
                            sizes="(min-width: 1024px) 30vw, 100vw"
                            width={600}
                            height={900}
                            alt={i === 0 ? product.name : ''}
                            loading={i === 0 ? 'eager' : 'lazy'}
                            // The first picture is the page's largest paint: nothing else may
                            // hold it up, not even the next one, on screen below it on a phone.
                            fetchPriority={i === 0 ? 'high' : 'low'}
                        />
                    ))}
                </div>
                <div className="detail__info">
                    {flag && <p className="detail__flag">{t(`flags.${flag}`)}</p>}
                    <p className="detail__sku">{variant.sku}</p>
                    <div className="detail__heading">
                        <h1 className="detail__title">{product.name}</h1>
                        <WishlistHeart
                            wish={{
                                sku: variant.sku,
                                type: product.customFields?.kind === 'strap' ? 'strap' : 'watch',
                                name: product.name,
                            }}
                            className="detail__wish"
                            size={22}
                        />
                    </div>
                    {rating && (
                        <a href="#reviews-title" className="detail__rating">
                            <Rating average={rating.average} count={rating.count} />
                        </a>
                    )}
                    {product.customFields?.kind === 'strap' ? (
                        <StrapBundleForm
                            bundle={strapBundle(product.variants, variant.sku)}
                            productId={product.id}
                            slug={product.slug}
                            currency={variant.currencyCode}
                        />
                    ) : (
                        <>
                            <p className="detail__price">
                                <Price fen={variant.priceWithTax} currency={variant.currencyCode} />
                            </p>
                            <p className={`detail__stock detail__stock--${variant.stockLevel.toLowerCase()}`}>
                                {t(`catalog.stock.${variant.stockLevel}`, { defaultValue: '' })}
                            </p>
                            <AddToBagButton variantId={variant.id} disabled={soldOut} />
                        </>
                    )}
                    {/* Staff-written HTML, made safe by the Shop API (the catalog plugin's description resolver). */}
                    <div className="detail__description" dangerouslySetInnerHTML={{ __html: product.description }} />
                    {specs.length > 0 && (
                        <section aria-labelledby="specs-title">
                            <h2 id="specs-title" className="detail__subtitle">
                                {t('catalog.specifications')}
                            </h2>
                            <dl className="detail__specs">
                                {specs.map((s) => (
                                    <div key={s.name}>
                                        <dt>{s.name}</dt>
                                        <dd>{s.value}</dd>
                                    </div>
                                ))}
                            </dl>
                        </section>
                    )}
                </div>
            </article>
            <ProductReviews rating={rating} data={reviews} />
            {straps.length > 0 && (
                <section className="detail-more" aria-labelledby="straps-title">
                    <h2 id="straps-title">{t('catalog.compatibleStraps')}</h2>
                    <ProductGrid cards={straps} eager={0} />
                </section>
            )}
            {related.length > 0 && (
                <section className="detail-more" aria-labelledby="related-title">
                    <h2 id="related-title">{t('catalog.related')}</h2>
                    <ProductGrid cards={related} eager={0} />
                </section>
            )}
        </>
    );
}
