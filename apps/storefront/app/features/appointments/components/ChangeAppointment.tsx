import { useState } from 'react';
import { Form } from 'react-router';

import { useTranslation } from '~/lib/use-translation';

import type { AppointmentAnswer } from '../appointments.server';
import type { SlotChoice } from '../booking-days';
import { DayForm, SlotPicker } from './SlotPicker';

/**
 * Cancelling (after a confirm step) and moving an appointment, as the signed link's page and the
 * member's list both offer: posted forms with `intent` cancel or reschedule; `fields` name the
 * appointment (its id, or the link's reference and token), `keep` the day form's query.
 */
export function ChangeAppointment({
    id,
    fields,
    keep,
    choice,
    answer,
    open = false,
    askCancel = false,
}: {
    id: string;
    fields: Record<string, string>;
    keep: Record<string, string>;
    /** The slot picker of the appointment's store; none until asked for. */
    choice?: SlotChoice;
    answer?: AppointmentAnswer;
    /** Whether the move's picker shows (the page was asked for a day with `?move=`). */
    open?: boolean;
    /** Whether the page came back from the first cancel step (without script). */
    askCancel?: boolean;
}) {
    const { t } = useTranslation();
    const [asking, setAsking] = useState(askCancel);
    const dayForm = `move-day-${id}`;
    const hidden = Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
    ));
    return (
        <div className="appointment-change">
            {answer?.failure && (
                <p className="form-error" role="alert">
                    {t(`appointment.errors.${answer.failure}`)}
                </p>
            )}
            {asking ? (
                <Form method="post" className="appointment-change__confirm" preventScrollReset>
                    {hidden}
                    <p>{t('appointment.manage.cancelAsk')}</p>
                    <button type="submit" name="intent" value="cancel" className="button button--primary">
                        {t('appointment.manage.cancelYes')}
                    </button>
                    <button type="button" className="button button--secondary" onClick={() => setAsking(false)}>
                        {t('appointment.manage.cancelNo')}
                    </button>
                </Form>
            ) : (
                // Without script the first step is posted, and the page comes back asking to confirm.
                <Form method="post" preventScrollReset>
                    {hidden}
                    <button
                        type="submit"
                        name="intent"
                        value="ask-cancel"
                        className="button button--secondary"
                        onClick={(event) => {
                            event.preventDefault();
                            setAsking(true);
                        }}
                    >
                        {t('appointment.manage.cancel')}
                    </button>
                </Form>
            )}
            {choice && open ? (
                <>
                    <DayForm id={dayForm} keep={keep} />
                    <Form method="post" className="appointment-change__move" preventScrollReset>
                        {hidden}
                        <SlotPicker
                            choice={choice}
                            dayForm={dayForm}
                            error={answer?.errors.slotStart ?? answer?.errors.date}
                        />
                        <button type="submit" name="intent" value="reschedule" className="button button--primary">
                            {t('appointment.manage.rescheduleSubmit')}
                        </button>
                    </Form>
                </>
            ) : (
                <Form method="get" preventScrollReset>
                    {Object.entries(keep).map(([name, value]) => (
                        <input key={name} type="hidden" name={name} value={value} />
                    ))}
                    <button type="submit" className="button button--secondary">
                        {t('appointment.manage.reschedule')}
                    </button>
                </Form>
            )}
        </div>
    );
}
