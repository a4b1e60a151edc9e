import { useEffect, useRef } from 'react';

import { useTranslation } from '~/lib/use-translation';

import { bagErrorKey } from '../bag-state';
import { useBagChange } from '../use-bag-change';

/** Applies a coupon code staff made in the dashboard, and lists the applied ones to remove. */
/** `revalidate`: the page shows the order too (checkout), so its loaders read it again. */
export function CouponForm({ codes, revalidate = false }: { codes: readonly string[]; revalidate?: boolean }) {
    const { t } = useTranslation();
    const apply = useBagChange();
    const remove = useBagChange();
    const input = useRef<HTMLInputElement>(null);

    useEffect(() => {
        if (apply.fetcher.state === 'idle' && apply.fetcher.data?.ok && input.current) input.current.value = '';
    }, [apply.fetcher.state, apply.fetcher.data]);

    return (
        <div className="coupon">
            <apply.fetcher.Form
                method="post"
                action="/api/bag"
                defaultShouldRevalidate={revalidate}
                className="coupon__form"
            >
                <input type="hidden" name="intent" value="coupon-apply" />
                <label className="coupon__label" htmlFor="coupon-code">
                    {t('coupon.label')}
                </label>
                <input
                    ref={input}
                    id="coupon-code"
                    name="couponCode"
                    className="input"
                    maxLength={50}
                    required
                    autoComplete="off"
                    aria-invalid={Boolean(apply.error)}
                    aria-describedby={apply.error ? 'coupon-error' : undefined}
                />
                <button type="submit" className="button button--secondary" disabled={apply.busy}>
                    {t('coupon.apply')}
                </button>
            </apply.fetcher.Form>
            {apply.error && (
                <p id="coupon-error" className="form-error" role="alert">
                    {t(bagErrorKey(apply.error))}
                </p>
            )}
            {codes.length > 0 && (
                <ul className="coupon__codes">
                    {codes.map((code) => (
                        <li key={code}>
                            <remove.fetcher.Form method="post" action="/api/bag" defaultShouldRevalidate={revalidate}>
                                <input type="hidden" name="intent" value="coupon-remove" />
                                <input type="hidden" name="couponCode" value={code} />
                                <span className="coupon__code">{code}</span>
                                <button
                                    type="submit"
                                    className="link-button"
                                    disabled={remove.busy}
                                    aria-label={t('coupon.removeNamed', { code })}
                                >
                                    {t('coupon.remove')}
                                </button>
                            </remove.fetcher.Form>
                        </li>
                    ))}
                </ul>
            )}
        </div>
    );
}
