import { Form, useSubmit } from 'react-router';

import { useRootData } from '~/lib/root-data';
import { useTranslation } from '~/lib/use-translation';

import { dateLabel, groupSlots } from '../booking-days';
import type { SlotChoice } from '../booking-days';

/**
 * The GET form the day's choice belongs to: with it the page's loader lists that day's slots, as
 * a plain link would; `keep` are the query's other fields (the store, a signed link's).
 */
export function DayForm({ id, keep }: { id: string; keep: Record<string, string> }) {
    return (
        <Form id={id} method="get" preventScrollReset replace>
            {Object.entries(keep).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
            ))}
        </Form>
    );
}

/**
 * The day and the time of a visit: the days ahead (closed ones shown, not offered) in the day
 * form, which reloads the slots without a full page load once the script runs, and the chosen
 * day's slots as radio buttons of the booking form, full ones disabled.
 */
export function SlotPicker({
    choice,
    dayForm,
    selected,
    error,
}: {
    choice: SlotChoice;
    /** The id of the DayForm the day select belongs to. */
    dayForm: string;
    selected?: string;
    /** The i18n key of what is wrong with the time, if anything. */
    error?: string;
}) {
    const { t } = useTranslation();
    const { locale } = useRootData();
    const submit = useSubmit();
    if (!choice.date) return <p className="appointment__empty">{t('appointment.noDays')}</p>;
    return (
        <>
            <div className="field appointment__day">
                <label htmlFor="appointment-date">{t('appointment.date')}</label>
                <div className="appointment__day-row">
                    <select
                        id="appointment-date"
                        name="date"
                        form={dayForm}
                        className="input"
                        defaultValue={choice.date}
                        onChange={(event) =>
                            void submit(event.currentTarget.form, { preventScrollReset: true, replace: true })
                        }
                    >
                        {choice.days.map((day) => (
                            <option key={day.date} value={day.date} disabled={!day.open}>
                                {dateLabel(day.date, locale)}
                                {day.open ? '' : ` (${t('appointment.closed')})`}
                            </option>
                        ))}
                    </select>
                    <button type="submit" form={dayForm} className="button button--secondary">
                        {t('appointment.showTimes')}
                    </button>
                </div>
            </div>
            {/* The day the slots below belong to, sent with the booking. */}
            <input type="hidden" name="date" value={choice.date} />
            <fieldset
                className="appointment__slots"
                aria-invalid={Boolean(error)}
                aria-describedby={error ? 'appointment-slot-error' : undefined}
            >
                <legend>{t('appointment.time')}</legend>
                {choice.slots.every((slot) => slot.remaining === 0) && (
                    <p className="appointment__empty">{t('appointment.noSlots')}</p>
                )}
                {groupSlots(choice.slots).map((group) => (
                    <div key={group.part} className="appointment__part">
                        <p className="appointment__part-name">{t(`appointment.parts.${group.part}`)}</p>
                        <div className="appointment__slot-grid">
                            {group.slots.map((slot) => (
                                <label
                                    key={slot.start}
                                    className={`appointment__slot${slot.remaining === 0 ? ' appointment__slot--full' : ''}`}
                                >
                                    <input
                                        type="radio"
                                        name="slotStart"
                                        value={slot.start}
                                        disabled={slot.remaining === 0}
                                        defaultChecked={selected === slot.start && slot.remaining > 0}
                                    />
                                    <span className="appointment__slot-time">
                                        {slot.start}–{slot.end}
                                    </span>
                                    <span className="appointment__slot-left">
                                        {slot.remaining === 0
                                            ? t('appointment.full')
                                            : t('appointment.left', { count: slot.remaining })}
                                    </span>
                                </label>
                            ))}
                        </div>
                    </div>
                ))}
                {error && (
                    <p id="appointment-slot-error" className="form-error" role="alert">
                        {t(error)}
                    </p>
                )}
            </fieldset>
        </>
    );
}
