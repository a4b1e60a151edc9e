import { formatMoney, isOrderListStatus, listOfState, ORDER_LIST_STATUSES, ORDERS_PER_PAGE } from '@maison/shared';
import { Link, NavLink } from 'react-router';

import { OrderCard } from '~/features/account/components/OrderCard';
import { loadOrders } from '~/features/account/orders.server';
import { loadMyRequests } from '~/features/after-sales/after-sales.server';
import { localeContext, shopContext } from '~/lib/context';
import { pageTitle, serverT } from '~/lib/messages.server';
import { notFound } from '~/lib/not-found';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/orders';

/** Pages of a list a member may ask for; beyond, the list is simply empty. */
const MAX_PAGE = 100;

export async function loader({ params, request, context }: Route.LoaderArgs) {
    if (!isOrderListStatus(params.status)) throw notFound();
    const raw = Number(new URL(request.url).searchParams.get('page') ?? '1');
    const page = Number.isInteger(raw) && raw >= 1 && raw <= MAX_PAGE ? raw : 1;
    const locale = context.get(localeContext);
    const client = context.get(shopContext);
    const skip = (page - 1) * ORDERS_PER_PAGE;
    // Returns and cancellations are requests about orders, listed as such.
    const [{ orders, total }, requests] =
        params.status === 'returns'
            ? [{ orders: [], total: 0 }, await loadMyRequests(client, skip, ORDERS_PER_PAGE)]
            : [await loadOrders(client, params.status, page), { items: [], total: 0 }];
    return {
        title: pageTitle(locale, serverT(locale)('pages.orders')),
        status: params.status,
        orders,
        requests: requests.items,
        page,
        pages: Math.max(1, Math.ceil(Math.max(total, requests.total) / ORDERS_PER_PAGE)),
    };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data ? seoMeta({ title: data.title, path: location.pathname, site: siteFrom(matches), noindex: true }) : [];

/** The member's orders by status (spec §2 /orders/{status}), newest first, ten a page. */
export default function Orders({ loaderData }: Route.ComponentProps) {
    const { t, i18n } = useTranslation();
    const { status, orders, requests, page, pages } = loaderData;
    return (
        <div className="account-page">
            <h1 className="account-page__title">{t('pages.orders')}</h1>
            <nav className="order-tabs" aria-label={t('account.ordersPage.tabs')}>
                <ul>
                    {ORDER_LIST_STATUSES.map((s) => (
                        <li key={s}>
                            <NavLink to={`/orders/${s}`} end>
                                {t(`account.ordersPage.status.${s}`)}
                            </NavLink>
                        </li>
                    ))}
                </ul>
            </nav>
            {requests.length > 0 ? (
                <ul className="order-cards">
                    {requests.map((request) => (
                        <OrderCard
                            key={request.id}
                            data-request={request.id}
                            to={
                                request.kind === 'return'
                                    ? `/order/return/${request.orderCode}`
                                    : `/order/${request.orderCode}`
                            }
                            code={request.orderCode}
                            summary={`${t(`afterSales.kind.${request.kind}`)} · ${t(`afterSales.reason.${request.reason}`)}`}
                            date={request.createdAt}
                            state={t(`afterSales.state.${request.state}`)}
                        />
                    ))}
                </ul>
            ) : orders.length === 0 ? (
                <div className="account-page__empty">
                    <p>{t(status === 'returns' ? 'account.ordersPage.noReturns' : 'account.ordersPage.empty')}</p>
                    <Link to="/watches" className="button button--secondary">
                        {t('account.ordersPage.shop')}
                    </Link>
                </div>
            ) : (
                <ul className="order-cards">
                    {orders.map((order) => {
                        const first = order.lines[0];
                        const more = order.lines.length - 1;
                        // The payment of a watch's repair: its request's page says what it paid for.
                        const repair = order.customFields?.serviceRequestReference;
                        return (
                            <OrderCard
                                key={order.id}
                                data-order={order.code}
                                to={
                                    repair ? `/my-account/service-requests/${repair}` : `/order/${status}/${order.code}`
                                }
                                code={order.code}
                                image={first?.featuredAsset?.preview}
                                summary={
                                    repair
                                        ? t('account.ordersPage.serviceRepair', { reference: repair })
                                        : (first?.productVariant.name ?? '') +
                                          // A strap's buckle, as the order's page names it.
                                          (first?.customFields?.buckle ? ` + ${first.customFields.buckle.name}` : '') +
                                          (more > 0 ? ` ${t('account.ordersPage.more', { count: more })}` : '')
                                }
                                date={order.orderPlacedAt ?? order.updatedAt}
                                state={t(`account.ordersPage.state.${listOfState(order.state)}`)}
                                amount={formatMoney(order.totalWithTax, order.currencyCode, i18n.language)}
                            />
                        );
                    })}
                </ul>
            )}
            {pages > 1 && (
                <nav className="order-pages" aria-label={t('account.ordersPage.pages')}>
                    {page > 1 && <Link to={`?page=${page - 1}`}>{t('account.ordersPage.previous')}</Link>}
                    <span>{t('account.ordersPage.pageOf', { page, pages })}</span>
                    {page < pages && <Link to={`?page=${page + 1}`}>{t('account.ordersPage.next')}</Link>}
                </nav>
            )}
        </div>
    );
}
