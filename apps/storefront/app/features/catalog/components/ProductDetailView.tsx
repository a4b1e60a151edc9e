import { topFlag } from '@maison/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { AddToBagButton } from '~/features/bag/components/AddToBagButton';

import type { ProductDetail } from '../catalog.server';
import { Price } from './Price';

/** Facets shown as the specification table, in this order. */
const SPEC_FACETS = ['case-material', 'case-diameter', 'dial-colour', 'movement', 'strap-material', 'gender'];

export function ProductDetailView({ product, sku }: { product: ProductDetail; sku: string }) {
    const { t } = useTranslation();
    const variant = product.variants.find((v) => v.sku === sku) ?? product.variants[0];
    const soldOut = variant.stockLevel === 'OUT_OF_STOCK';
    const flag = topFlag(product.facetValues.filter((fv) => fv.facet.code === 'flag').map((fv) => fv.code));
    const specs = SPEC_FACETS.flatMap((code) => product.facetValues.filter((fv) => fv.facet.code === code));
    const strap = product.customFields?.kind === 'strap';
    const section = strap ? { to: '/straps', label: t('nav.straps') } : { to: '/watches', label: t('nav.watches') };
    const collection = strap ? undefined : product.collections.find((c) => c.parent?.slug === 'watches');
    const images = product.assets.length ? product.assets : product.featuredAsset ? [product.featuredAsset] : [];
    return (
        <article className="detail">
            <nav className="breadcrumbs" aria-label={t('common.breadcrumbs')}>
                <Link to="/">{t('nav.home')}</Link>
                <span aria-hidden="true">/</span>
                <Link to={section.to}>{section.label}</Link>
                {collection && (
                    <>
                        <span aria-hidden="true">/</span>
                        <Link to={`/watches/${collection.slug}`}>{collection.name}</Link>
                    </>
                )}
            </nav>
            <div className="detail__gallery">
                {images.map((a, i) => (
                    <img
                        key={a.id}
                        src={`${a.preview}?preset=medium`}
                        srcSet={`${a.preview}?preset=medium 600w, ${a.preview}?preset=large 1200w`}
                        sizes="(min-width: 1024px) 50vw, 100vw"
                        width={600}
                        height={900}
                        alt={i === 0 ? product.name : ''}
                        loading={i === 0 ? 'eager' : 'lazy'}
                    />
                ))}
            </div>
            <div className="detail__info">
                {flag && <p className="detail__flag">{t(`flags.${flag}`)}</p>}
                <p className="detail__sku">{variant.sku}</p>
                <h1 className="detail__title">{product.name}</h1>
                <p className="detail__price">
                    <Price fen={variant.priceWithTax} currency={variant.currencyCode} />
                </p>
                <p className={`detail__stock detail__stock--${variant.stockLevel.toLowerCase()}`}>
                    {t(`catalog.stock.${variant.stockLevel}`, { defaultValue: '' })}
                </p>
                <AddToBagButton variantId={variant.id} disabled={soldOut} />
                <div className="detail__description" dangerouslySetInnerHTML={{ __html: product.description }} />
                {specs.length > 0 && (
                    <dl className="detail__specs">
                        {specs.map((fv) => (
                            <div key={fv.id}>
                                <dt>{fv.facet.name}</dt>
                                <dd>{fv.name}</dd>
                            </div>
                        ))}
                    </dl>
                )}
            </div>
        </article>
    );
}
