import { useTranslation } from 'react-i18next';

import { useUi } from '../use-ui';

/** Spec §9 loading popup: covers the page for 1000 ms while a whole-page change starts. */
export function LoadingOverlay() {
    const { t } = useTranslation();
    const { state } = useUi();
    if (!state.loading) return null;
    return (
        <div className="loading-overlay" role="alert" aria-busy="true" aria-label={t('common.loading')}>
            <span className="loading-overlay__spinner" aria-hidden="true" />
        </div>
    );
}
