import { formatMoney } from '@maison/shared';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';

import { isOrderStatus, ORDER_STATUSES, ORDERS_PER_PAGE, statusOfState } from '~/features/account/order-status';
import { loadOrders } from '~/features/account/orders.server';
import { loadMyRequests } from '~/features/after-sales/after-sales.server';
import { localeContext, shopContext } from '~/lib/context';
import { imageUrl } from '~/lib/image-url';
import { pageTitle, serverT } from '~/lib/messages.server';
import { notFound } from '~/lib/not-found';
import { seoMeta, siteFrom } from '~/lib/seo';

import type { Route } from './+types/orders';

/** Pages of a list a member may ask for; beyond, the list is simply empty. */
const MAX_PAGE = 100;

export async function loader({ params, request, context }: Route.LoaderArgs) {
    if (!isOrderStatus(params.status)) throw notFound();
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
    data
        ? seoMeta({ title: data.title, path: location.pathname, origin: siteFrom(matches).origin, noindex: true })
        : [];

/** The member's orders by status (spec §2 /orders/{status}), newest first, ten a page. */
export default function Orders({ loaderData }: Route.ComponentProps) {
    const { t, i18n } = useTranslation();
    const { status, orders, requests, page, pages } = loaderData;
    const date = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleDateString(i18n.language) : '');
    return (
        <div className="account-page">
            <h1 className="account-page__title">{t('pages.orders')}</h1>
            <nav className="order-tabs" aria-label={t('account.ordersPage.tabs')}>
                <ul>
                    {ORDER_STATUSES.map((s) => (
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
                        <li key={request.id} className="order-card" data-request={request.id}>
                            <Link
                                to={
                                    request.kind === 'return'
                                        ? `/order/return/${request.orderCode}`
                                        : `/order/${request.orderCode}`
                                }
                                className="order-card__link"
                            >
                                <span className="order-card__main">
                                    <span className="order-card__code">
                                        {t('account.ordersPage.number', { code: request.orderCode })}
                                    </span>
                                    <span className="order-card__items">
                                        {t(`afterSales.kind.${request.kind}`)} ·{' '}
                                        {t(`afterSales.reason.${request.reason}`)}
                                    </span>
                                    <span className="order-card__date">{date(request.createdAt)}</span>
                                </span>
                                <span className="order-card__side">
                                    <span className="tag">{t(`afterSales.state.${request.state}`)}</span>
                                </span>
                            </Link>
                        </li>
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
                        return (
                            <li key={order.id} className="order-card" data-order={order.code}>
                                <Link to={`/order/${status}/${order.code}`} className="order-card__link">
                                    {first?.featuredAsset && (
                                        <img
                                            src={imageUrl(first.featuredAsset.preview, 'thumb')}
                                            alt=""
                                            width={80}
                                            height={80}
                                            loading="lazy"
                                        />
                                    )}
                                    <span className="order-card__main">
                                        <span className="order-card__code">
                                            {t('account.ordersPage.number', { code: order.code })}
                                        </span>
                                        <span className="order-card__items">
                                            {first?.productVariant.name}
                                            {order.lines.length > 1 &&
                                                ` ${t('account.ordersPage.more', { count: order.lines.length - 1 })}`}
                                        </span>
                                        <span className="order-card__date">
                                            {date(order.orderPlacedAt ?? order.updatedAt)}
                                        </span>
                                    </span>
                                    <span className="order-card__side">
                                        <span className="tag">
                                            {t(`account.ordersPage.state.${statusOfState(order.state)}`)}
                                        </span>
                                        <span>
                                            {formatMoney(order.totalWithTax, order.currencyCode, i18n.language)}
                                        </span>
                                    </span>
                                </Link>
                            </li>
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
