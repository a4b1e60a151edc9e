import { useRootData } from '~/lib/root-data';
import { useTranslation } from '~/lib/use-translation';

import { dateLabel } from '../booking-days';

/** An appointment's state as a badge. */
export function StateBadge({ state }: { state: string }) {
    const { t } = useTranslation();
    return <span className={`appointment-badge appointment-badge--${state}`}>{t(`appointment.states.${state}`)}</span>;
}

/** What the last change did (`?done=` after the action's redirect): cancelled or moved. */
export function ChangeNotice({ done }: { done: string | null }) {
    const { t } = useTranslation();
    if (done !== 'cancelled' && done !== 'moved') return null;
    return (
        <p className="appointment__notice" role="status">
            {t(done === 'cancelled' ? 'appointment.manage.cancelled' : 'appointment.manage.moved')}
        </p>
    );
}

/** What the visitor booked: reference, store, day and time, purpose. */
export function AppointmentDetails({
    appointment,
}: {
    appointment: {
        reference: string;
        purpose: string;
        date: string;
        slotStart: string;
        slotEnd: string;
        store: { name: string; addressLine?: string };
    };
}) {
    const { t } = useTranslation();
    const { locale } = useRootData();
    return (
        <dl className="appointment-details">
            <dt>{t('appointment.confirm.reference')}</dt>
            <dd className="appointment-details__reference">{appointment.reference}</dd>
            <dt>{t('appointment.confirm.store')}</dt>
            <dd>
                {appointment.store.name}
                {appointment.store.addressLine && (
                    <span className="appointment-details__address">{appointment.store.addressLine}</span>
                )}
            </dd>
            <dt>{t('appointment.confirm.when')}</dt>
            <dd>
                {dateLabel(appointment.date, locale)} {appointment.slotStart}–{appointment.slotEnd}
            </dd>
            <dt>{t('appointment.confirm.purpose')}</dt>
            <dd>{t(`appointment.purposes.${appointment.purpose}`)}</dd>
        </dl>
    );
}
