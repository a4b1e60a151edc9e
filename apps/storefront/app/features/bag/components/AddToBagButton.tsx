import { ADD_TO_CART_FEEDBACK_MS } from '@maison/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';

import type { action } from '~/routes/api.bag';

import { useBag } from '../use-bag';

type Phase = 'idle' | 'adding' | 'added';

/**
 * Adds one unit of a variant. Spec §4: "adding" shows for a second, then "added"; the bag
 * sidebar opens on success, and a failure says why under the button.
 */
export function AddToBagButton({ variantId, disabled }: { variantId: string; disabled?: boolean }) {
    const { t } = useTranslation();
    const fetcher = useFetcher<typeof action>();
    const { setOpen } = useBag();
    const [phase, setPhase] = useState<Phase>('idle');
    const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

    useEffect(() => () => clearTimeout(timer.current), []);

    useEffect(() => {
        if (fetcher.state !== 'idle' || !fetcher.data || phase !== 'adding') return;
        if (fetcher.data.ok) {
            timer.current = setTimeout(() => {
                setPhase('added');
                setOpen(true);
            }, ADD_TO_CART_FEEDBACK_MS);
        } else {
            setPhase('idle');
        }
    }, [fetcher.state, fetcher.data, phase, setOpen]);

    const error = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.code : undefined;
    const label = disabled
        ? t('bag.soldOut')
        : phase === 'adding'
          ? t('bag.adding')
          : phase === 'added'
            ? t('bag.added')
            : t('bag.add');

    return (
        <fetcher.Form method="post" action="/api/bag" onSubmit={() => setPhase('adding')} className="add-to-bag">
            <input type="hidden" name="intent" value="add" />
            <input type="hidden" name="productVariantId" value={variantId} />
            <input type="hidden" name="quantity" value="1" />
            <button
                type="submit"
                className="button button--primary button--wide"
                disabled={disabled || phase === 'adding'}
                aria-live="polite"
            >
                {label}
            </button>
            {error && (
                <p className="form-error" role="alert">
                    {t(`bag.errors.${error}`, { defaultValue: t('bag.errors.UNKNOWN') })}
                </p>
            )}
        </fetcher.Form>
    );
}
