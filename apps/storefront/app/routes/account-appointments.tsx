import { entityIdSchema } from '@maison/shared';
import { data, Link, redirect, useSearchParams } from 'react-router';

import {
    type AppointmentAnswer,
    type AppointmentView,
    cancelAppointment,
    loadMyAppointments,
    loadSlotChoice,
    rescheduleAppointment,
} from '~/features/appointments/appointments.server';
import { splitAppointments, visitorMayChange } from '~/features/appointments/booking-days';
import { AppointmentDetails, ChangeNotice, StateBadge } from '~/features/appointments/components/AppointmentDetails';
import { ChangeAppointment } from '~/features/appointments/components/ChangeAppointment';
import { localeContext, shopContext } from '~/lib/context';
import { pageTitle, serverT } from '~/lib/messages.server';
import { readFields } from '~/lib/read-form';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/account-appointments';

const PATH = '/my-account/appointments';

/** The member's appointments, upcoming first; `?move=<id>&date=` opens one's slot picker on a day. */
export async function loader({ request, context }: Route.LoaderArgs) {
    const locale = context.get(localeContext);
    const client = context.get(shopContext);
    const url = new URL(request.url);
    const now = new Date();
    const { upcoming, past } = splitAppointments(await loadMyAppointments(client), now);
    const moving = upcoming.find((a) => a.id === url.searchParams.get('move'));
    const choice = moving
        ? await loadSlotChoice(client, moving.store.slug, url.searchParams.get('date') ?? moving.date, now)
        : undefined;
    return {
        title: pageTitle(locale, serverT(locale)('appointment.mine.title')),
        upcoming,
        past,
        moving: moving?.id,
        choice,
        done: url.searchParams.get('done'),
    };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data ? seoMeta({ title: data.title, path: location.pathname, site: siteFrom(matches), noindex: true }) : [];

/** Cancels or moves one of the member's own appointments (the Shop API checks whose it is). */
export async function action({ request, context }: Route.ActionArgs) {
    const form = await readFields(request);
    if (!entityIdSchema.safeParse(form.id).success) return data({ ok: false, errors: {} }, { status: 400 });
    const owner = { id: form.id };
    const client = context.get(shopContext);
    if (form.intent === 'ask-cancel') return { ok: false, errors: {}, askCancel: true, id: form.id };
    if (form.intent === 'cancel') {
        const refused = await cancelAppointment(client, owner);
        return refused ? data({ ...refused, id: form.id }, { status: 409 }) : redirect(`${PATH}?done=cancelled`);
    }
    if (form.intent === 'reschedule') {
        const refused = await rescheduleAppointment(client, owner, form);
        return refused ? data({ ...refused, id: form.id }, { status: 409 }) : redirect(`${PATH}?done=moved`);
    }
    return data({ ok: false, errors: {} }, { status: 400 });
}

function Item({ appointment, children }: { appointment: AppointmentView; children?: React.ReactNode }) {
    return (
        <li className="appointment-item" data-reference={appointment.reference}>
            <div className="appointment-item__head">
                <h3 className="appointment-item__store">{appointment.store.name}</h3>
                <StateBadge state={appointment.state} />
            </div>
            <AppointmentDetails appointment={appointment} />
            {children}
        </li>
    );
}

/** /my-account/appointments: upcoming visits with cancel and move, then the past ones. */
export default function AccountAppointments({ loaderData, actionData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const [query] = useSearchParams();
    const { upcoming, past, choice, moving, done } = loaderData;
    const answer = actionData as (AppointmentAnswer & { id?: string; askCancel?: boolean }) | undefined;
    const now = new Date();
    return (
        <div className="account-page appointments-page">
            <h1 className="account-page__title">{t('appointment.mine.title')}</h1>
            <ChangeNotice done={done} />
            {upcoming.length === 0 && past.length === 0 ? (
                <div className="account-page__empty">
                    <p>{t('appointment.mine.empty')}</p>
                    <Link to="/stores/appointment" className="button button--primary">
                        {t('appointment.mine.book')}
                    </Link>
                </div>
            ) : (
                <>
                    <section aria-labelledby="appointments-upcoming">
                        <h2 id="appointments-upcoming" className="appointments-page__heading">
                            {t('appointment.mine.upcoming')}
                        </h2>
                        {upcoming.length === 0 ? (
                            <p className="appointment__note">
                                <Link to="/stores/appointment">{t('appointment.mine.book')}</Link>
                            </p>
                        ) : (
                            <ul className="appointment-items">
                                {upcoming.map((appointment) => (
                                    <Item key={appointment.id} appointment={appointment}>
                                        {visitorMayChange(appointment.state, appointment.startsAt, now) && (
                                            <ChangeAppointment
                                                id={appointment.id}
                                                fields={{ id: appointment.id }}
                                                keep={{ move: appointment.id }}
                                                choice={moving === appointment.id ? choice : undefined}
                                                open={moving === appointment.id && query.has('move')}
                                                answer={answer?.id === appointment.id ? answer : undefined}
                                                askCancel={answer?.id === appointment.id && answer.askCancel}
                                            />
                                        )}
                                    </Item>
                                ))}
                            </ul>
                        )}
                    </section>
                    {past.length > 0 && (
                        <section aria-labelledby="appointments-past">
                            <h2 id="appointments-past" className="appointments-page__heading">
                                {t('appointment.mine.past')}
                            </h2>
                            <ul className="appointment-items appointment-items--past">
                                {past.map((appointment) => (
                                    <Item key={appointment.id} appointment={appointment} />
                                ))}
                            </ul>
                        </section>
                    )}
                </>
            )}
        </div>
    );
}
