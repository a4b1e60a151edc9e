import { useTranslation } from '~/lib/use-translation';

import type { AfterSalesOutcome } from '../after-sales.server';

/** What the last after-sales form did, or why it could not. */
export function OutcomeNotice({ outcome }: { outcome: AfterSalesOutcome | undefined }) {
    const { t } = useTranslation();
    if (!outcome) return null;
    return outcome.ok ? (
        <p className="account-page__notice" role="status">
            {t(`afterSales.done.${outcome.done}`)}
        </p>
    ) : (
        <p className="form-error" role="alert">
            {t(`afterSales.error.${outcome.error}`)}
        </p>
    );
}
