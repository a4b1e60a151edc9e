import { Link } from 'react-router';

import { readBookingFlash } from '~/features/appointments/appointment-flash.server';
import { AppointmentDetails } from '~/features/appointments/components/AppointmentDetails';
import { localeContext } from '~/lib/context';
import { pageTitle, serverT } from '~/lib/messages.server';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/appointment-confirm';

/**
 * /stores/appointment/confirm?ref=: the booking just made, from the booking's own signed cookie
 * only; a reference alone shows nothing, so nobody reads another's appointment by its reference.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
    const locale = context.get(localeContext);
    const booked = await readBookingFlash(request, new URL(request.url).searchParams.get('ref'));
    return { booked, title: pageTitle(locale, serverT(locale)('appointment.confirm.title')) };
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data ? seoMeta({ title: data.title, path: location.pathname, site: siteFrom(matches), noindex: true }) : [];

export default function AppointmentConfirm({ loaderData: { booked } }: Route.ComponentProps) {
    const { t } = useTranslation();
    return (
        <div className="appointment appointment--confirm">
            <h1 className="appointment__title">{t(booked ? 'appointment.confirm.title' : 'appointment.title')}</h1>
            {booked ? (
                <>
                    <p className="appointment__lead" role="status">
                        {t('appointment.confirm.lead')}
                    </p>
                    <AppointmentDetails appointment={booked} />
                    <p className="appointment__note">{t('appointment.confirm.sms', { mobile: booked.mobile })}</p>
                </>
            ) : (
                <p className="appointment__lead">{t('appointment.confirm.none')}</p>
            )}
            <div className="appointment__actions">
                <Link to="/stores/appointment" className="button button--secondary">
                    {t('appointment.confirm.again')}
                </Link>
                <Link to="/stores" className="link-button">
                    {t('appointment.confirm.stores')}
                </Link>
            </div>
        </div>
    );
}
