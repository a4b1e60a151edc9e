import {
    CARRIER_MAX_LENGTH,
    OPEN_AFTER_SALES_STATES,
    orderMayBeReturned,
    RETURN_REASONS,
    memberMaySendBack,
    TRACKING_CODE_MAX_LENGTH,
    type AfterSalesState,
} from '@maison/shared';
import { Form, Link, useNavigation } from 'react-router';

import { requireMemberOrderWith } from '~/features/account/orders.server';
import { answerAfterSales, loadOrderAfterSales } from '~/features/after-sales/after-sales.server';
import { OutcomeNotice } from '~/features/after-sales/components/OutcomeNotice';
import { ReasonFields } from '~/features/after-sales/components/ReasonFields';
import { RequestList } from '~/features/after-sales/components/RequestList';
import { localeContext, shopContext } from '~/lib/context';
import { pageTitle, serverT } from '~/lib/messages.server';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/order-return';

/** A return of one of the member's orders (spec §2 /order/return/{orderBn}); any other number is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
    const client = context.get(shopContext);
    const [order, all] = await requireMemberOrderWith(client, params.orderBn, (code) =>
        loadOrderAfterSales(client, code),
    );
    const locale = context.get(localeContext);
    const requests = all.filter((r) => r.kind === 'return');
    return {
        title: pageTitle(locale, serverT(locale)('pages.orderReturn', { orderBn: order.code })),
        order,
        requests,
    };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data ? seoMeta({ title: data.title, path: location.pathname, site: siteFrom(matches), noindex: true }) : [];

/** Asking for a return, giving the parcel's tracking number, withdrawing. */
export async function action({ request, params, context }: Route.ActionArgs) {
    return answerAfterSales(request, context.get(shopContext), params.orderBn);
}

type Loaded = Route.ComponentProps['loaderData'];

function ReturnForm({ order, busy }: { order: Loaded['order']; busy: boolean }) {
    const { t } = useTranslation();
    return (
        <Form method="post" className="return-form">
            <fieldset>
                <legend>{t('afterSales.whichItems')}</legend>
                {order.lines.map((line) => (
                    <div key={line.id} className="return-form__line">
                        <label>
                            <input type="checkbox" name="line" value={line.id} /> {line.productVariant.name}{' '}
                            <small>{line.productVariant.sku}</small>
                        </label>
                        {line.quantity > 1 ? (
                            <label>
                                {t('afterSales.quantity')}{' '}
                                <input
                                    type="number"
                                    name={`qty-${line.id}`}
                                    min={1}
                                    max={line.quantity}
                                    defaultValue={1}
                                    inputMode="numeric"
                                />
                            </label>
                        ) : (
                            <input type="hidden" name={`qty-${line.id}`} value="1" />
                        )}
                    </div>
                ))}
            </fieldset>
            <ReasonFields reasons={RETURN_REASONS} />
            <button type="submit" name="intent" value="return" className="button button--primary" disabled={busy}>
                {t('afterSales.submitReturn')}
            </button>
        </Form>
    );
}

function SendBackForm({ id, busy }: { id: string; busy: boolean }) {
    const { t } = useTranslation();
    return (
        <Form method="post" className="return-form">
            <input type="hidden" name="id" value={id} />
            <p>{t('afterSales.sendBackHint')}</p>
            <label className="field">
                <span>{t('afterSales.carrier')}</span>
                <input name="carrier" required maxLength={CARRIER_MAX_LENGTH} autoComplete="off" />
            </label>
            <label className="field">
                <span>{t('afterSales.trackingCode')}</span>
                <input
                    name="trackingCode"
                    required
                    maxLength={TRACKING_CODE_MAX_LENGTH}
                    // TRACKING_CODE_PATTERN as the browser reads it (its `v` flag wants the hyphen escaped).
                    pattern="[A-Za-z0-9\-]{4,40}"
                    autoComplete="off"
                />
            </label>
            <button type="submit" name="intent" value="sendBack" className="button button--primary" disabled={busy}>
                {t('afterSales.submitSendBack')}
            </button>
        </Form>
    );
}

/** The return page: the request and its state once made; the form while the order may be returned. */
export default function OrderReturn({ loaderData, actionData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const busy = useNavigation().state !== 'idle';
    const { order, requests } = loaderData;
    const open = requests.find((r) => (OPEN_AFTER_SALES_STATES as readonly string[]).includes(r.state));
    const awaitingParcel =
        open && memberMaySendBack('return', open.state as AfterSalesState) && !open.returnTrackingCode
            ? open
            : undefined;
    return (
        <div className="account-page">
            <p>
                <Link to={`/order/${order.code}`}>{t('afterSales.backToOrder')}</Link>
            </p>
            <h1 className="account-page__title">{t('pages.orderReturn', { orderBn: order.code })}</h1>
            <OutcomeNotice outcome={actionData} />
            {awaitingParcel && <SendBackForm id={awaitingParcel.id} busy={busy} />}
            {!open &&
                (orderMayBeReturned(order.state) ? (
                    <ReturnForm order={order} busy={busy} />
                ) : (
                    <p className="account-page__empty">{t('afterSales.notReturnable')}</p>
                ))}
            <RequestList requests={requests} busy={busy} />
        </div>
    );
}
