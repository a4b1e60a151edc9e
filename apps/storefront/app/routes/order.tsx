import {
    CANCEL_REASONS,
    formatDateTime,
    formatMoney,
    OPEN_AFTER_SALES_STATES,
    orderMayBeCancelled,
    orderMayBeReturned,
} from '@maison/shared';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';

import { isOrderStatus, statusOfState } from '~/features/account/order-status';
import { requireMemberOrderWith } from '~/features/account/orders.server';
import { answerAfterSales, loadOrderAfterSales } from '~/features/after-sales/after-sales.server';
import { OutcomeNotice } from '~/features/after-sales/components/OutcomeNotice';
import { ReasonFields } from '~/features/after-sales/components/ReasonFields';
import { RequestList } from '~/features/after-sales/components/RequestList';
import { OrderTotals } from '~/features/checkout/components/OrderTotals';
import { localeContext, shopContext } from '~/lib/context';
import { imageUrl } from '~/lib/image-url';
import { pageTitle, serverT } from '~/lib/messages.server';
import { notFound } from '~/lib/not-found';
import { seoMeta, siteFrom } from '~/lib/seo';

import type { Route } from './+types/order';

/** One of the member's orders (spec §2 /order/{status?}/{orderBn}); any other number is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
    if (params.status !== undefined && !isOrderStatus(params.status)) throw notFound();
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
    data
        ? seoMeta({ title: data.title, path: location.pathname, origin: siteFrom(matches).origin, noindex: true })
        : [];

export default function Order({ loaderData, actionData }: Route.ComponentProps) {
    const { t, i18n } = useTranslation();
    const busy = useNavigation().state !== 'idle';
    const { order, back, requests } = loaderData;
    const open = requests.some((r) => (OPEN_AFTER_SALES_STATES as readonly string[]).includes(r.state));
    const money = (fen: number) => formatMoney(fen, order.currencyCode, i18n.language);
    const placed = order.orderPlacedAt ?? order.updatedAt;
    const address = order.shippingAddress;
    const fapiao = order.customFields?.fapiaoType;
    return (
        <div className="account-page">
            <p>
                <Link to={back}>{t('account.ordersPage.back')}</Link>
            </p>
            <h1 className="account-page__title">{t('pages.order', { orderBn: order.code })}</h1>
            <p className="account-page__lead">
                <span className="tag">{t(`account.ordersPage.state.${statusOfState(order.state)}`)}</span>{' '}
                {placed && t('account.ordersPage.placed', { date: formatDateTime(placed, i18n.language) })}
            </p>
            {(order.state === 'ArrangingPayment' || order.state === 'PaymentAuthorized') && order.active && (
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
            <div className="order-detail">
                <section aria-labelledby="order-lines">
                    <h2 id="order-lines">{t('account.ordersPage.items')}</h2>
                    <ul className="order-lines">
                        {order.lines.map((line) => (
                            <li key={line.id}>
                                {line.featuredAsset && (
                                    <img
                                        src={imageUrl(line.featuredAsset.preview, 'thumb')}
                                        alt=""
                                        width={80}
                                        height={80}
                                        loading="lazy"
                                    />
                                )}
                                <span>
                                    {line.productVariant.name}
                                    {line.customFields?.buckle && ` + ${line.customFields.buckle.name}`}
                                    <br />
                                    <small>
                                        {line.productVariant.sku} × {line.quantity}
                                    </small>
                                </span>
                                <span>{money(line.discountedLinePriceWithTax)}</span>
                            </li>
                        ))}
                    </ul>
                    <OrderTotals order={order} />
                </section>
                <section aria-labelledby="order-delivery">
                    <h2 id="order-delivery">{t('account.ordersPage.delivery')}</h2>
                    {address ? (
                        <p>
                            {address.fullName} {address.phoneNumber}
                            <br />
                            {address.province} {address.city} {address.streetLine2} {address.streetLine1}
                            <br />
                            {address.postalCode}
                        </p>
                    ) : (
                        <p>{t('account.profilePage.none')}</p>
                    )}
                    {fapiao && fapiao !== 'none' && (
                        <>
                            <h2>{t('account.ordersPage.fapiao')}</h2>
                            <p>
                                {t(`checkout.fapiao.${fapiao}`)}
                                {order.customFields?.fapiaoTitle && ` · ${order.customFields.fapiaoTitle}`}
                            </p>
                        </>
                    )}
                    {order.fulfillments && order.fulfillments.length > 0 && (
                        <p>
                            <Link to={`/order/logistic/${order.code}`}>{t('account.ordersPage.track')}</Link>
                        </p>
                    )}
                </section>
            </div>
        </div>
    );
}
