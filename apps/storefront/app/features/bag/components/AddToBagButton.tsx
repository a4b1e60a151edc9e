import { ADD_TO_CART_FEEDBACK_MS } from '@maison/shared';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';

import { Icon } from '~/components/Icon';
import { track } from '~/features/analytics/client';
import { useTranslation } from '~/lib/use-translation';
import type { action } from '~/routes/api.bag';

import { useUi } from '~/features/ui/use-ui';
import { useFetcherAnswer } from '~/lib/use-fetcher-answer';

import { bagErrorKey } from '../bag-state';
import { useBag } from '../use-bag';

type Phase = 'idle' | 'adding' | 'added';

/**
 * Posts one unit of a variant to the bag. The sidebar opens on the bag the answer carries, so
 * nothing reads it again; the button says "added" for a second (spec §9). A failure says why,
 * under the button and in the toast (spec §8), and the page is not reloaded.
 */
function useAddToBag(variantId: string) {
    const { t } = useTranslation();
    const fetcher = useFetcher<typeof action>();
    const { show } = useBag();
    const { toast } = useUi();
    const [phase, setPhase] = useState<Phase>('idle');
    const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

    useEffect(() => () => clearTimeout(timer.current), []);

    useFetcherAnswer(fetcher, (answer) => {
        if (answer.ok) {
            const sku = answer.bag?.lines.find((line) => line.productVariant.id === variantId)?.productVariant.sku;
            if (sku) track({ kind: 'add_to_bag', sku, quantity: 1 });
            setPhase('added');
            show(answer.bag);
            toast(t('bag.added'));
            timer.current = setTimeout(() => setPhase('idle'), ADD_TO_CART_FEEDBACK_MS);
        } else {
            setPhase('idle');
            toast(t(bagErrorKey(answer.code)));
        }
    });

    const error = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.code : undefined;
    const start = () => {
        // A second add within the "added" second: its timer must not end the new one's wait.
        clearTimeout(timer.current);
        setPhase('adding');
    };
    return { fetcher, phase, error, start };
}

function BagFields({ variantId }: { variantId: string }) {
    // Where a plain form (posted before the script ran) comes back to; the script's own post ignores it.
    const { pathname, search } = useLocation();
    return (
        <>
            <input type="hidden" name="back" value={`${pathname}${search}`} />
            <input type="hidden" name="intent" value="add" />
            <input type="hidden" name="productVariantId" value={variantId} />
            <input type="hidden" name="quantity" value="1" />
        </>
    );
}

/**
 * The detail page's button, with the reason under it when the bag refuses. `children` are
 * further fields of the same form (a strap's buckle), `soldOutLabel` what a disabled button says.
 */
export function AddToBagButton({
    variantId,
    disabled,
    soldOutLabel,
    children,
}: {
    variantId: string;
    disabled?: boolean;
    soldOutLabel?: string;
    children?: ReactNode;
}) {
    const { t } = useTranslation();
    const { fetcher, phase, error, start } = useAddToBag(variantId);
    const label = disabled
        ? (soldOutLabel ?? t('bag.soldOut'))
        : phase === 'adding'
          ? t('bag.adding')
          : phase === 'added'
            ? t('bag.added')
            : t('bag.add');

    return (
        <fetcher.Form
            method="post"
            action="/api/bag"
            onSubmit={start}
            defaultShouldRevalidate={false}
            className="add-to-bag"
        >
            <BagFields variantId={variantId} />
            {children}
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
                    {t(bagErrorKey(error))}
                </p>
            )}
        </fetcher.Form>
    );
}

/** A product card's round add-to-bag control (spec §2), named after the product it adds. */
export function AddToBagCircle({ variantId, productName }: { variantId: string; productName: string }) {
    const { t } = useTranslation();
    const { fetcher, phase, error, start } = useAddToBag(variantId);
    const label =
        phase === 'adding'
            ? t('bag.adding')
            : phase === 'added'
              ? t('bag.added')
              : t('bag.addNamed', { name: productName });
    return (
        <fetcher.Form
            method="post"
            action="/api/bag"
            onSubmit={start}
            defaultShouldRevalidate={false}
            className="card__add"
        >
            <BagFields variantId={variantId} />
            <button
                type="submit"
                className={`card__add-button card__add-button--${phase}`}
                disabled={phase === 'adding'}
                aria-label={label}
                title={error ? t(bagErrorKey(error)) : label}
            >
                <Icon name={phase === 'added' ? 'check' : 'bag'} size={18} />
                <span className="card__add-state" aria-live="polite">
                    {phase === 'idle' ? '' : label}
                </span>
            </button>
        </fetcher.Form>
    );
}
