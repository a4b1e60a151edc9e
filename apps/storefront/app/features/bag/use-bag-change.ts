import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';

import { useUi } from '~/features/ui/use-ui';
import type { action } from '~/routes/api.bag';

import { bagErrorKey } from './bag-state';
import { useBag } from './use-bag';

/**
 * A change to the bag from the sidebar or checkout (quantity, removal, coupon): the bag it
 * answers with replaces the shown one, and a refusal is said in the toast (spec §8).
 */
export function useBagChange() {
    const { t } = useTranslation();
    const fetcher = useFetcher<typeof action>();
    const { accept } = useBag();
    const { toast } = useUi();

    // Each answer is taken once, as its submission ends (not again when the page re-renders).
    const waiting = useRef(false);
    useEffect(() => {
        if (fetcher.state !== 'idle') {
            waiting.current = true;
            return;
        }
        if (!waiting.current || !fetcher.data) return;
        waiting.current = false;
        if (fetcher.data.ok) accept(fetcher.data.bag);
        else toast(t(bagErrorKey(fetcher.data.code)));
    }, [fetcher.state, fetcher.data, accept, toast, t]);

    const busy = fetcher.state !== 'idle';
    const error = !busy && fetcher.data && !fetcher.data.ok ? fetcher.data.code : undefined;
    return { fetcher, busy, error };
}
