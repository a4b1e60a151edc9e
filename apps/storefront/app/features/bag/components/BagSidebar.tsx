import { formatMoney } from '@maison/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';

import type { BagLine } from '../bag.server';
import { useBag } from '../use-bag';
import { imageUrl } from '~/lib/image-url';

/** Spec §2 shopping bag sidebar: lines with price and quantity, subtotal, total, checkout. */
export function BagSidebar() {
    const { t, i18n } = useTranslation();
    const { bag, open, setOpen } = useBag();
    const panel = useRef<HTMLElement>(null);
    const lines = bag?.lines ?? [];

    useEffect(() => {
        if (!open) return;
        panel.current?.focus();
        const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
        window.addEventListener('keydown', onKey);
        return () => window.removeEventListener('keydown', onKey);
    }, [open, setOpen]);

    const money = (fen: number) => formatMoney(fen, bag?.currencyCode ?? 'CNY', i18n.language);

    return (
        <>
            <div className={`scrim${open ? ' scrim--visible' : ''}`} onClick={() => setOpen(false)} aria-hidden="true" />
            <aside
                id="bag-sidebar"
                ref={panel}
                className={`bag${open ? ' bag--open' : ''}`}
                aria-label={t('bag.title')}
                aria-hidden={!open}
                tabIndex={-1}
                inert={!open}
            >
                <header className="bag__header">
                    <h2>{t('bag.title')}</h2>
                    <button type="button" className="icon-button" onClick={() => setOpen(false)} aria-label={t('common.close')}>
                        ×
                    </button>
                </header>
                {lines.length === 0 ? (
                    <p className="bag__empty">{t('bag.empty')}</p>
                ) : (
                    <>
                        <ul className="bag__lines">
                            {lines.map((line) => (
                                <BagLineItem key={line.id} line={line} money={money} />
                            ))}
                        </ul>
                        <dl className="bag__totals">
                            <div>
                                <dt>{t('bag.subtotal')}</dt>
                                <dd data-testid="bag-subtotal">{money(bag!.subTotalWithTax)}</dd>
                            </div>
                            <div>
                                <dt>{t('bag.shipping')}</dt>
                                <dd>{money(0)}</dd>
                            </div>
                            <div className="bag__total">
                                <dt>{t('bag.total')}</dt>
                                <dd data-testid="bag-total">{money(bag!.totalWithTax)}</dd>
                            </div>
                        </dl>
                        <Link className="button button--primary button--wide" to="/checkout" onClick={() => setOpen(false)}>
                            {t('bag.checkout')}
                        </Link>
                    </>
                )}
            </aside>
        </>
    );
}

function BagLineItem({ line, money }: { line: BagLine; money: (fen: number) => string }) {
    const { t } = useTranslation();
    const fetcher = useFetcher();
    const variant = line.productVariant;
    const soldOut = variant.stockLevel === 'OUT_OF_STOCK';
    const removing = fetcher.state !== 'idle';
    return (
        <li className={`bag-line${removing ? ' bag-line--removing' : ''}`}>
            <div className="bag-line__image">
                {line.featuredAsset && <img src={imageUrl(line.featuredAsset.preview, 'card')} alt="" width={75} height={113} />}
                {soldOut && <span className="bag-line__mask">{t('bag.insufficientStock')}</span>}
            </div>
            <div className="bag-line__body">
                <p className="bag-line__sku">{variant.sku}</p>
                <p className="bag-line__name">{variant.name}</p>
                {variant.options.map((o) => (
                    <p key={o.code} className="bag-line__option">
                        {o.group.name}: {o.name}
                    </p>
                ))}
                <p className="bag-line__qty">
                    {t('bag.quantity')}: {line.quantity}
                </p>
                <p className="bag-line__price">
                    {line.discountedLinePriceWithTax < line.linePriceWithTax && (
                        <s>{money(line.linePriceWithTax)}</s>
                    )}{' '}
                    <span>{money(line.discountedLinePriceWithTax)}</span>
                </p>
            </div>
            <fetcher.Form method="post" action="/api/bag">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="orderLineId" value={line.id} />
                <button type="submit" className="link-button" disabled={removing}>
                    {t('bag.remove')}
                </button>
            </fetcher.Form>
        </li>
    );
}
