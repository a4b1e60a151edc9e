import { useState } from 'react';
import { Link } from 'react-router';

import { AddToBagButton } from '~/features/bag/components/AddToBagButton';

import { productHref } from '../product-href';
import type { StrapBundle } from '../strap-bundle';
import { Price } from './Price';
import { imageUrl } from '~/lib/image-url';
import { useTranslation } from '~/lib/use-translation';

/**
 * A strap's page sells a bundle (spec §1): the strap in one size with an optional buckle,
 * priced together at the price the server gives for each choice, which is what the bag charges.
 * Without script the choice is still posted with the form; with it, the price follows the
 * choice at once.
 */
export function StrapBundleForm({
    bundle,
    productId,
    slug,
    currency,
}: {
    bundle: StrapBundle;
    productId: string;
    slug: string;
    currency: string;
}) {
    const { t } = useTranslation();
    const [buckle, setBuckle] = useState<string>('');
    const { strap, sizes, buckles, available } = bundle;
    const chosen = buckles.find((b) => b.variantId === buckle && !b.soldOut);
    return (
        <div className="bundle">
            <p className="detail__price" aria-live="polite">
                <Price fen={chosen?.bundlePriceWithTax ?? bundle.priceWithTax} currency={currency} />
            </p>
            {!available && <p className="detail__stock detail__stock--out_of_stock">{t('bag.insufficientStock')}</p>}
            {sizes.length > 1 && (
                <nav className="bundle__sizes" aria-label={t('bundle.size')}>
                    <p className="bundle__label">{t('bundle.size')}</p>
                    <ul>
                        {sizes.map((s) => (
                            <li key={s.sku}>
                                <Link
                                    to={productHref('strap', { productId, slug, sku: s.sku })}
                                    aria-current={s.current ? 'page' : undefined}
                                    className={`bundle__size${s.soldOut ? ' bundle__size--sold-out' : ''}`}
                                    preventScrollReset
                                    replace
                                >
                                    {s.label}
                                </Link>
                            </li>
                        ))}
                    </ul>
                </nav>
            )}
            <AddToBagButton variantId={strap.id} disabled={!available} soldOutLabel={t('bag.insufficientStock')}>
                {available && buckles.length > 0 && (
                    <fieldset className="bundle__buckles">
                        <legend className="bundle__label">{t('bundle.buckle')}</legend>
                        <label className="bundle__buckle">
                            <input
                                type="radio"
                                name="buckleVariantId"
                                value=""
                                checked={buckle === ''}
                                onChange={() => setBuckle('')}
                            />
                            <span>{t('bundle.noBuckle')}</span>
                        </label>
                        {buckles.map((b) => (
                            <label
                                key={b.variantId}
                                className={`bundle__buckle${b.soldOut ? ' bundle__buckle--sold-out' : ''}`}
                            >
                                <input
                                    type="radio"
                                    name="buckleVariantId"
                                    value={b.variantId}
                                    checked={buckle === b.variantId}
                                    disabled={b.soldOut}
                                    onChange={() => setBuckle(b.variantId)}
                                />
                                {b.image && (
                                    <img src={imageUrl(b.image, 'tiny')} alt="" width={50} height={50} loading="lazy" />
                                )}
                                <span>{b.name}</span>
                                <span className="bundle__buckle-price">
                                    {b.soldOut ? (
                                        t('bag.insufficientStock')
                                    ) : (
                                        <>
                                            + <Price fen={b.priceWithTax} currency={currency} />
                                        </>
                                    )}
                                </span>
                            </label>
                        ))}
                    </fieldset>
                )}
            </AddToBagButton>
        </div>
    );
}
