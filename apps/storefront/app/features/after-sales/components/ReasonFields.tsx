import { AFTER_SALES_NOTE_MAX_LENGTH } from '@maison/shared';

import { useTranslation } from '~/lib/use-translation';

/** The reason a member gives for a cancellation or return, and an optional note. */
export function ReasonFields({ reasons }: { reasons: readonly string[] }) {
    const { t } = useTranslation();
    return (
        <>
            <label className="field">
                <span>{t('afterSales.reasonLabel')}</span>
                <select name="reason" required defaultValue="">
                    <option value="" disabled>
                        {t('afterSales.chooseReason')}
                    </option>
                    {reasons.map((reason) => (
                        <option key={reason} value={reason}>
                            {t(`afterSales.reason.${reason}`)}
                        </option>
                    ))}
                </select>
            </label>
            <label className="field">
                <span>{t('afterSales.noteLabel')}</span>
                <textarea name="note" maxLength={AFTER_SALES_NOTE_MAX_LENGTH} rows={3} />
            </label>
        </>
    );
}
