import { data, Link, redirect, useSearchParams } from 'react-router';

import {
    type AppointmentAnswer,
    cancelAppointment,
    loadByToken,
    loadSlotChoice,
    rescheduleAppointment,
} from '~/features/appointments/appointments.server';
import { visitorMayChange } from '~/features/appointments/booking-days';
import { AppointmentDetails, ChangeNotice, StateBadge } from '~/features/appointments/components/AppointmentDetails';
import { ChangeAppointment } from '~/features/appointments/components/ChangeAppointment';
import { localeContext, shopContext } from '~/lib/context';
import { pageTitle, serverT } from '~/lib/messages.server';
import { readFields } from '~/lib/read-form';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/appointment-manage';

/** The signed link's reference and token, as the SMS gives them. */
function linkOf(request: Request) {
    const url = new URL(request.url);
    return { url, reference: url.searchParams.get('ref') ?? '', token: url.searchParams.get('token') ?? '' };
}

/**
 * /stores/appointment/manage?ref=&token= (the SMS's signed link): the appointment, and its
 * cancellation and move; a wrong or broken link answers 404 with a page that says so.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
    const locale = context.get(localeContext);
    const client = context.get(shopContext);
    const { url, reference, token } = linkOf(request);
    const title = pageTitle(locale, serverT(locale)('appointment.manage.title'));
    const appointment = await loadByToken(client, reference, token);
    if (!appointment) return data({ title, appointment: null, choice: undefined, done: null }, { status: 404 });
    const moving =
        url.searchParams.has('move') && visitorMayChange(appointment.state, appointment.startsAt, new Date());
    const choice = moving
        ? await loadSlotChoice(client, appointment.store.slug, url.searchParams.get('date') ?? appointment.date)
        : undefined;
    return { title, appointment, choice, done: url.searchParams.get('done') };
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });

export const meta: Route.MetaFunction = ({ data, matches }) =>
    data
        ? seoMeta({ title: data.title, path: '/stores/appointment/manage', site: siteFrom(matches), noindex: true })
        : [];

export async function action({ request, context }: Route.ActionArgs) {
    const form = await readFields(request);
    const { reference, token } = linkOf(request);
    const owner = { reference, token };
    const back = (done: string) =>
        redirect(`/stores/appointment/manage?${new URLSearchParams({ ref: reference, token, done }).toString()}`);
    const client = context.get(shopContext);
    // A link no SMS ever held: refused before the Shop API is asked.
    if (!reference || !token || reference.length > 32 || token.length > 128) {
        return data({ ok: false, errors: {}, failure: 'APPOINTMENT_NOT_FOUND' }, { status: 404 });
    }
    if (form.intent === 'ask-cancel') return { ok: false, errors: {}, askCancel: true };
    if (form.intent === 'cancel') {
        const refused = await cancelAppointment(client, owner);
        return refused ? data(refused, { status: 409 }) : back('cancelled');
    }
    if (form.intent === 'reschedule') {
        const refused = await rescheduleAppointment(client, owner, form);
        return refused ? data(refused, { status: 409 }) : back('moved');
    }
    return data({ ok: false, errors: {} }, { status: 400 });
}

export default function AppointmentManage({ loaderData, actionData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const { appointment, choice, done } = loaderData;
    const [query] = useSearchParams();
    if (!appointment) {
        return (
            <div className="appointment appointment--invalid">
                <h1 className="appointment__title">{t('appointment.manage.invalid')}</h1>
                <p className="appointment__lead">{t('appointment.manage.invalidLead')}</p>
                <div className="appointment__actions">
                    <Link to="/stores/appointment" className="button button--primary">
                        {t('appointment.confirm.again')}
                    </Link>
                </div>
            </div>
        );
    }
    const answer = actionData as (AppointmentAnswer & { askCancel?: boolean }) | undefined;
    const changeable = visitorMayChange(appointment.state, appointment.startsAt, new Date());
    return (
        <div className="appointment appointment--manage">
            <h1 className="appointment__title">{t('appointment.manage.title')}</h1>
            <ChangeNotice done={done} />
            <StateBadge state={appointment.state} />
            <AppointmentDetails appointment={appointment} />
            {changeable ? (
                <ChangeAppointment
                    id={appointment.reference}
                    fields={{}}
                    keep={{ ref: query.get('ref') ?? '', token: query.get('token') ?? '', move: '1' }}
                    choice={choice}
                    open={Boolean(choice)}
                    answer={answer}
                    askCancel={answer?.askCancel}
                />
            ) : (
                <p className="appointment__note">{t('appointment.manage.closed')}</p>
            )}
        </div>
    );
}
