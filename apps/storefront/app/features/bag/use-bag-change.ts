import { useFetcher } from 'react-router';

import { useUi } from '~/features/ui/use-ui';
import { useFetcherAnswer } from '~/lib/use-fetcher-answer';
import { useTranslation } from '~/lib/use-translation';
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

    useFetcherAnswer(fetcher, (answer) => {
        if (answer.ok) accept(answer.bag);
        else toast(t(bagErrorKey(answer.code)));
    });

    const busy = fetcher.state !== 'idle';
    const error = !busy && fetcher.data && !fetcher.data.ok ? fetcher.data.code : undefined;
    return { fetcher, busy, error };
}
