import { useTranslation } from '~/lib/use-translation';

import type { StoreCardData } from '../store-view';

/** Open now or closed, and today's hours (Beijing time), as the server reckoned them for the page. */
export function OpenState({ store }: { store: Pick<StoreCardData, 'openNow' | 'today'> }) {
    const { t } = useTranslation();
    return (
        <>
            <span className={`store-state store-state--${store.openNow ? 'open' : 'closed'}`}>
                {t(store.openNow ? 'stores.openNow' : 'stores.closedNow')}
            </span>{' '}
            {store.today
                ? t('stores.todayHours', { opens: store.today.opens, closes: store.today.closes })
                : t('stores.closedToday')}
        </>
    );
}
