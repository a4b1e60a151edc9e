import { formatDateTime } from '@maison/shared';
import { Link } from 'react-router';

import { loadShipments } from '~/features/after-sales/after-sales.server';
import { localeContext, shopContext } from '~/lib/context';
import { pageTitle, serverT } from '~/lib/messages.server';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/order-logistic';

/** The parcels of one of the member's orders (spec §2 /order/logistic/{orderBn}); any other number is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
    const shipments = await loadShipments(context.get(shopContext), params.orderBn);
    const locale = context.get(localeContext);
    return {
        title: pageTitle(locale, serverT(locale)('pages.orderLogistic', { orderBn: params.orderBn })),
        code: params.orderBn,
        shipments,
    };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data ? seoMeta({ title: data.title, path: location.pathname, site: siteFrom(matches), noindex: true }) : [];

/** Each parcel with its carrier, number and events, newest first. */
export default function OrderLogistic({ loaderData }: Route.ComponentProps) {
    const { t, i18n } = useTranslation();
    const { code, shipments } = loaderData;
    return (
        <div className="account-page">
            <p>
                <Link to={`/order/${code}`}>{t('afterSales.backToOrder')}</Link>
            </p>
            <h1 className="account-page__title">{t('pages.orderLogistic', { orderBn: code })}</h1>
            {shipments.length === 0 && <p className="account-page__empty">{t('afterSales.noShipment')}</p>}
            {shipments.map((shipment) => (
                <section key={shipment.trackingCode} className="shipment" aria-label={shipment.trackingCode}>
                    <h2>{t('afterSales.parcel', { carrier: shipment.carrier, code: shipment.trackingCode })}</h2>
                    {!shipment.available && <p className="form-error">{t('afterSales.trackingUnavailable')}</p>}
                    <ol className="tracking-events">
                        {shipment.events.map((event, i) => (
                            <li key={`${event.at}-${i}`} className="tracking-event" data-status={event.status}>
                                <strong>{t(`afterSales.tracking.${event.status}`)}</strong>{' '}
                                <time dateTime={event.at}>{formatDateTime(event.at, i18n.language)}</time>
                                {event.description && <p>{event.description}</p>}
                            </li>
                        ))}
                    </ol>
                </section>
            ))}
        </div>
    );
}
