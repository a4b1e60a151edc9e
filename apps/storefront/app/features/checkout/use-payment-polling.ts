import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

/** How often a page waiting for the gateway asks again, and for how long at most. */
export const PAYMENT_POLL_MS = 2_000;
const PAYMENT_POLL_LIMIT_MS = 15 * 60_000;

/** Reads the page again every two seconds while `active`: the order moves when the gateway says so. */
export function usePaymentPolling(active: boolean) {
    const { revalidate, state } = useRevalidator();
    useEffect(() => {
        if (!active) return;
        const started = Date.now();
        const timer = setInterval(() => {
            if (Date.now() - started > PAYMENT_POLL_LIMIT_MS) clearInterval(timer);
            else if (state === 'idle' && document.visibilityState === 'visible') void revalidate();
        }, PAYMENT_POLL_MS);
        return () => clearInterval(timer);
    }, [active, revalidate, state]);
}
