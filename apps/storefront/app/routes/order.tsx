import {
    CANCEL_REASONS,
    formatDateTime,
    isOrderListStatus,
    isUnpaidState,
    listOfState,
    OPEN_AFTER_SALES_STATES,
    orderMayBeCancelled,
    orderMayBeReturned,
} from '@maison/shared';
import { Form, Link, useNavigation } from 'react-router';

import { OrderDetail } from '~/features/account/components/OrderDetail';
import { requireMemberOrderWith } from '~/features/account/orders.server';
import { answerAfterSales, loadOrderAfterSales } from '~/features/after-sales/after-sales.server';
import { OutcomeNotice } from '~/features/after-sales/components/OutcomeNotice';
import { ReasonFields } from '~/features/after-sales/components/ReasonFields';
import { RequestList } from '~/features/after-sales/components/RequestList';
import { localeContext, shopContext } from '~/lib/context';
import { pageTitle, serverT } from '~/lib/messages.server';
import { notFound } from '~/lib/not-found';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/order';

/** One of the member's orders (spec §2 /order/{status?}/{orderBn}); any other number is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
    if (params.status !== undefined && !isOrderListStatus(params.status)) throw notFound();
    const client = context.get(shopContext);
    const [order, requests] = await requireMemberOrderWith(client, params.orderBn, (code) =>
        loadOrderAfterSales(client, code),
    );
    const locale = context.get(localeContext);
    return {
        title: pageTitle(locale, serverT(locale)('pages.order', { orderBn: order.code })),
        back: `/orders/${params.status ?? 'all'}`,
        order,
        requests,
    };
}

/** Cancelling the order or withdrawing a request; another member's order is the Shop API's 404. */
export async function action({ request, params, context }: Route.ActionArgs) {
    return answerAfterSales(request, context.get(shopContext), params.orderBn);
}

/** Asking to cancel: a reason and a note, behind a disclosure so that it is not pressed by mistake. */
function CancelForm({ busy }: { busy: boolean }) {
    const { t } = useTranslation();
    return (
        <details className="after-sales-form">
            <summary className="button button--secondary">{t('afterSales.cancelOrder')}</summary>
            <Form method="post">
                <p>{t('afterSales.cancelLead')}</p>
                <ReasonFields reasons={CANCEL_REASONS} />
                <button type="submit" name="intent" value="cancel" className="button button--primary" disabled={busy}>
                    {t('afterSales.confirmCancel')}
                </button>
            </Form>
        </details>
    );
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data ? seoMeta({ title: data.title, path: location.pathname, site: siteFrom(matches), noindex: true }) : [];

export default function Order({ loaderData, actionData }: Route.ComponentProps) {
    const { t, i18n } = useTranslation();
    const busy = useNavigation().state !== 'idle';
    const { order, back, requests } = loaderData;
    const open = requests.some((r) => (OPEN_AFTER_SALES_STATES as readonly string[]).includes(r.state));
    const placed = order.orderPlacedAt ?? order.updatedAt;
    return (
        <div className="account-page">
            <p>
                <Link to={back}>{t('account.ordersPage.back')}</Link>
            </p>
            <h1 className="account-page__title">{t('pages.order', { orderBn: order.code })}</h1>
            <p className="account-page__lead">
                <span className="tag">{t(`account.ordersPage.state.${listOfState(order.state)}`)}</span>{' '}
                {placed && t('account.ordersPage.placed', { date: formatDateTime(placed, i18n.language) })}
            </p>
            {isUnpaidState(order.state) && order.active && (
                <p>
                    <Link to="/checkout" className="button button--primary">
                        {t('account.ordersPage.pay')}
                    </Link>
                </p>
            )}
            <OutcomeNotice outcome={actionData} />
            {!open && (orderMayBeCancelled(order.state) || orderMayBeReturned(order.state)) && (
                <div className="after-sales-actions">
                    {orderMayBeCancelled(order.state) && <CancelForm busy={busy} />}
                    {orderMayBeReturned(order.state) && (
                        <Link to={`/order/return/${order.code}`} className="button button--secondary">
                            {t('afterSales.requestReturn')}
                        </Link>
                    )}
                </div>
            )}
            {requests.length > 0 && (
                <section aria-labelledby="order-after-sales">
                    <h2 id="order-after-sales">{t('afterSales.title')}</h2>
                    <RequestList requests={requests} busy={busy} sendBackAt={`/order/return/${order.code}`} />
                </section>
            )}
            <OrderDetail order={order}>
                {order.fulfillments && order.fulfillments.length > 0 && (
                    <p>
                        <Link to={`/order/logistic/${order.code}`}>{t('account.ordersPage.track')}</Link>
                    </p>
                )}
            </OrderDetail>
        </div>
    );
}
