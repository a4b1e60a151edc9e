import { formatMoney } from '@maison/shared';
import { useEffect, useRef } from 'react';
import { Link, useFetchers } from 'react-router';

import { useRootData } from '~/lib/root-data';
import { useTranslation } from '~/lib/use-translation';

import { checkoutPath } from '../bag-state';
import { useBag } from '../use-bag';
import { BagLineItem } from './BagLineItem';
import { CouponForm } from './CouponForm';
import { OrderTotals } from './OrderTotals';

/**
 * Spec §2 shopping bag sidebar: lines with price, quantity and the sold-out mask, coupon,
 * subtotal, discounts, total and checkout; what it shows follows the bag's loading state.
 */
export function BagSidebar() {
    const { t, i18n } = useTranslation();
    const { signedIn } = useRootData();
    const { bag, status, open, setOpen, reload } = useBag();
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
    const hasShort = bag !== null && bag.shortLineIds.length > 0;
    // While a change is on its way the shown bag is not yet the one checkout would read.
    const changing = useFetchers().some((f) => f.state === 'submitting' && f.formAction?.startsWith('/api/bag'));
    const blocked = hasShort || changing;

    return (
        <>
            <div
                className={`scrim${open ? ' scrim--visible' : ''}`}
                onClick={() => setOpen(false)}
                aria-hidden="true"
            />
            <aside
                id="bag-sidebar"
                ref={panel}
                className={`bag${open ? ' bag--open' : ''}`}
                aria-label={t('bag.title')}
                aria-hidden={!open}
                aria-busy={status === 'loading'}
                data-status={status}
                tabIndex={-1}
                inert={!open}
            >
                <header className="bag__header">
                    <h2>{t('bag.title')}</h2>
                    <button
                        type="button"
                        className="icon-button"
                        onClick={() => setOpen(false)}
                        aria-label={t('common.close')}
                    >
                        ×
                    </button>
                </header>
                {status === 'loading' && lines.length === 0 ? (
                    <p className="bag__loading" role="status">
                        {t('bag.loading')}
                    </p>
                ) : status === 'failed' ? (
                    <div className="bag__failed" role="alert">
                        <p>{t('bag.loadFailed')}</p>
                        <button type="button" className="button button--secondary" onClick={reload}>
                            {t('bag.retry')}
                        </button>
                    </div>
                ) : lines.length === 0 ? (
                    <p className="bag__empty">{t('bag.empty')}</p>
                ) : (
                    <>
                        <ul className="bag__lines">
                            {lines.map((line) => (
                                <BagLineItem key={line.id} bag={bag!} line={line} money={money} />
                            ))}
                        </ul>
                        <CouponForm codes={bag!.couponCodes} />
                        <OrderTotals order={bag!} testIds="bag" />
                        {hasShort && (
                            <p className="form-error" role="alert">
                                {t('bag.shortBeforeCheckout')}
                            </p>
                        )}
                        <Link
                            className={`button button--primary button--wide${blocked ? ' button--disabled' : ''}`}
                            to={checkoutPath(signedIn)}
                            aria-disabled={blocked}
                            onClick={(e) => (blocked ? e.preventDefault() : setOpen(false))}
                        >
                            {t('bag.checkout')}
                        </Link>
                    </>
                )}
            </aside>
        </>
    );
}
