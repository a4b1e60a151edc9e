import { useTranslation } from '~/lib/use-translation';

import { useUi } from '../use-ui';

/** Spec §9 loading popup: covers the page for 1000 ms while a whole-page change starts. */
export function LoadingOverlay() {
    const { t } = useTranslation();
    const { state } = useUi();
    if (!state.loading) return null;
    return (
        <div className="loading-overlay" role="status">
            <span className="loading-overlay__spinner" aria-hidden="true" />
            <span className="visually-hidden">{t('common.loadingText')}</span>
        </div>
    );
}
