import { APPOINTMENT_NOTE_MAX_LENGTH, APPOINTMENT_PURPOSES } from '@maison/shared';
import { useRef } from 'react';
import { data, Form, redirect, useNavigation } from 'react-router';

import { ConsentBox } from '~/features/account/components/SignInFields';
import { flashBooking } from '~/features/appointments/appointment-flash.server';
import {
    type AppointmentAnswer,
    bookAppointment,
    loadBookingPage,
    requestBookingCode,
} from '~/features/appointments/appointments.server';
import { CodeFields } from '~/features/appointments/components/CodeFields';
import { DayForm, SlotPicker } from '~/features/appointments/components/SlotPicker';
import { TextField } from '~/components/TextField';
import { localeContext, shopContext } from '~/lib/context';
import { pageTitle, serverT } from '~/lib/messages.server';
import { readFields } from '~/lib/read-form';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/appointment';

const DAY_FORM = 'appointment-day';

/** /stores/appointment/{slug}: the chosen store's days and the slots of `?date=`; a 404 for an unknown store. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
    const url = new URL(request.url);
    const locale = context.get(localeContext);
    const page = await loadBookingPage(context.get(shopContext), {
        slug: params.slug,
        store: url.searchParams.get('store'),
        date: url.searchParams.get('date'),
    });
    return { ...page, title: pageTitle(locale, serverT(locale)('appointment.title')) };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data ? seoMeta({ title: data.title, path: location.pathname, site: siteFrom(matches) }) : [];

/** Texts a code (`intent=code`) or books the visit and goes on to its confirmation. */
export async function action({ request, context }: Route.ActionArgs) {
    const form = await readFields(request);
    const client = context.get(shopContext);
    if (form.intent === 'code') return requestBookingCode(client, form);
    const result = await bookAppointment(client, form);
    if ('refused' in result) return data(result.refused, { status: 400 });
    const mobile = String(form.mobile ?? '').replace(/\D/g, '');
    return redirect(`/stores/appointment/confirm?ref=${encodeURIComponent(result.booked.reference)}`, {
        headers: { 'Set-Cookie': await flashBooking({ ...result.booked, mobile }) },
    });
}

/** The booking form (issue 31): store, purpose, day and slot, who comes, the mobile's proof and the consent. */
export default function Appointment({ loaderData, actionData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const answer = actionData as AppointmentAnswer | undefined;
    const values = answer?.values ?? {};
    const errors = { ...answer?.errors, ...answer?.code?.errors };
    const { member } = loaderData;
    const formRef = useRef<HTMLFormElement>(null);
    const busy = useNavigation().state === 'submitting';
    // A member booking with the number they sign in with needs no code; the server says when one is needed.
    const askCode = !member || Boolean(answer?.code) || Boolean(errors.smsCode);
    return (
        <div className="appointment">
            <h1 className="appointment__title">{t('appointment.title')}</h1>
            <p className="appointment__lead">{t('appointment.lead')}</p>
            <DayForm id={DAY_FORM} keep={{}} />
            <Form method="post" ref={formRef} noValidate className="appointment__form" preventScrollReset>
                <div className="field">
                    <label htmlFor="appointment-store">{t('appointment.store')}</label>
                    <select
                        id="appointment-store"
                        name="store"
                        form={DAY_FORM}
                        className="input"
                        defaultValue={loaderData.storeSlug}
                        onChange={(event) => event.currentTarget.form?.requestSubmit()}
                    >
                        {loaderData.stores.map((store) => (
                            <option key={store.slug} value={store.slug}>
                                {store.cityName} · {store.name}
                            </option>
                        ))}
                    </select>
                </div>
                <input type="hidden" name="storeSlug" value={loaderData.storeSlug} />
                <SlotPicker
                    choice={loaderData}
                    dayForm={DAY_FORM}
                    selected={values.slotStart}
                    error={errors.slotStart ?? errors.date}
                />
                <div className={`field${errors.purpose ? ' field--invalid' : ''}`}>
                    <label htmlFor="appointment-purpose">{t('appointment.purpose')}</label>
                    <select
                        id="appointment-purpose"
                        name="purpose"
                        className="input"
                        defaultValue={values.purpose ?? APPOINTMENT_PURPOSES[0]}
                    >
                        {APPOINTMENT_PURPOSES.map((purpose) => (
                            <option key={purpose} value={purpose}>
                                {t(`appointment.purposes.${purpose}`)}
                            </option>
                        ))}
                    </select>
                </div>
                <TextField
                    id="appointment-name"
                    name="name"
                    label={t('appointment.name')}
                    autoComplete="name"
                    maxLength={50}
                    defaultValue={values.name ?? member?.name ?? ''}
                    error={errors.name}
                />
                <TextField
                    id="appointment-mobile"
                    name="mobile"
                    label={t('appointment.mobile')}
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel-national"
                    maxLength={20}
                    defaultValue={values.mobile ?? member?.mobile ?? ''}
                    error={errors.mobile}
                />
                {member && !askCode && <p className="appointment__note">{t('appointment.code.memberHint')}</p>}
                {askCode && (
                    <CodeFields
                        form={formRef}
                        challenge={loaderData.challenge}
                        answer={answer?.code}
                        error={errors.smsCode}
                    />
                )}
                <TextField
                    id="appointment-email"
                    name="email"
                    label={t('appointment.email')}
                    type="email"
                    autoComplete="email"
                    maxLength={254}
                    defaultValue={values.email ?? member?.email ?? ''}
                    error={errors.email}
                />
                <div className={`field${errors.note ? ' field--invalid' : ''}`}>
                    <label htmlFor="appointment-note">{t('appointment.note')}</label>
                    <textarea
                        id="appointment-note"
                        name="note"
                        className="input"
                        rows={3}
                        maxLength={APPOINTMENT_NOTE_MAX_LENGTH}
                        defaultValue={values.note ?? ''}
                        aria-invalid={Boolean(errors.note)}
                        aria-describedby={errors.note ? 'appointment-note-error' : undefined}
                    />
                    {errors.note && (
                        <p id="appointment-note-error" className="form-error" role="alert">
                            {t(errors.note)}
                        </p>
                    )}
                </div>
                <ConsentBox name="privacyConsent" text="appointment.consent" error={errors.privacyConsent} />
                {answer?.failure && (
                    <p className="form-error appointment__failure" role="alert">
                        {t(`appointment.errors.${answer.failure}`)}
                    </p>
                )}
                <button
                    type="submit"
                    name="intent"
                    value="book"
                    className="button button--primary button--wide"
                    disabled={busy || !loaderData.date}
                >
                    {busy ? t('appointment.busy') : t('appointment.submit')}
                </button>
            </Form>
        </div>
    );
}
