import { formatMoney, isMailable, WECHAT_SANDBOX_PREPAY_PREFIX } from '@maison/shared';
import { useEffect } from 'react';
import { Link } from 'react-router';

import { useBag } from '~/features/bag/use-bag';
import { loadOrderByCode, openPayment } from '~/features/checkout/checkout.server';
import { orderCodeParam } from '~/features/checkout/checkout-step';
import { PaymentQr } from '~/features/checkout/components/PaymentQr';
import { WechatJsapiPay } from '~/features/checkout/components/WechatJsapiPay';
import { paymentQr } from '~/features/checkout/payment-qr.server';
import { paymentResult } from '~/features/checkout/payment-result';
import { usePaymentPolling } from '~/features/checkout/use-payment-polling';
import { localeContext, shopContext } from '~/lib/context';
import { env } from '~/lib/env.server';
import { pageTitle, serverT } from '~/lib/messages.server';
import { readFields } from '~/lib/read-form';
import { safeRedirect } from '~/lib/safe-redirect';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/checkout-result';

/**
 * /checkout/onepage/success and /failure: what became of the payment, from the order itself.
 * Success waits for the gateway's notification (a WeChat QR code is shown meanwhile), then
 * thanks; a declined or abandoned payment is shown on failure, with the way to pay again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
    const url = new URL(request.url);
    const code = orderCodeParam(url.searchParams.get('order'));
    // Spec §4: the thank-you step needs the order in its address.
    if (!code) throw safeRedirect('/');
    const order = await loadOrderByCode(context.get(shopContext), code);
    // Not this session's order (the gateway's return opened in another browser or app, say): its
    // page lets a guest prove it and a member sign in, instead of losing the shopper at home.
    if (!order) throw safeRedirect(`/order/guest/${code}`);
    const result = paymentResult(order);
    const onFailurePage = url.pathname.endsWith('/failure');
    if (onFailurePage && result !== 'failed') throw safeRedirect(`/checkout/onepage/success?order=${code}`);
    if (!onFailurePage && result === 'failed') throw safeRedirect(`/checkout/onepage/failure?order=${code}`);
    const open = result === 'waiting' ? openPayment(order) : undefined;
    const qr = open?.instructions.kind === 'qr' ? await paymentQr(open.instructions.codeUrl) : null;
    const jsapi =
        open?.instructions.kind === 'jsapi'
            ? { params: open.instructions.params, sandbox: isSandboxJsapi(open.instructions.params.package) }
            : null;
    const t = serverT(context.get(localeContext));
    const heading = {
        paid: 'pages.checkoutSuccess',
        waiting: 'checkout.result.waitingTitle',
        failed: 'pages.checkoutFailure',
    }[result];
    return {
        title: pageTitle(context.get(localeContext), t(heading)),
        result,
        qr,
        jsapi,
        code: order.code,
        // A member who joined by mobile number has no e-mail: the confirmation is not mailed.
        email: isMailable(order.customer?.emailAddress) ? order.customer.emailAddress : '',
        total: order.totalWithTax,
        currencyCode: order.currencyCode,
    };
}

/** A JSAPI payment the payment sandbox plays (its prepay ids are its own), which no real WeChat can confirm. */
function isSandboxJsapi(pkg: string): boolean {
    return pkg.startsWith(`prepay_id=${WECHAT_SANDBOX_PREPAY_PREFIX}`);
}

/**
 * The sandbox's "confirm in WeChat": outside real WeChat, the shop plays WeChat's client for a
 * payment the sandbox opened, sending the signed parameters to the sandbox as WeChat would.
 */
export async function action({ request, context }: Route.ActionArgs) {
    const fields = await readFields(request);
    const code = orderCodeParam(new URL(request.url).searchParams.get('order'));
    if (!code || fields.intent !== 'sandboxConfirm') throw safeRedirect('/');
    const back = safeRedirect(`/checkout/onepage/success?order=${code}`);
    const order = await loadOrderByCode(context.get(shopContext), code);
    const open = order ? openPayment(order) : undefined;
    if (open?.instructions.kind !== 'jsapi' || !isSandboxJsapi(open.instructions.params.package)) throw back;
    const res = await fetch(new URL('/sandbox-pay/wechatpay/jsapi/confirm', env.BACKEND_URL), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...open.instructions.params, outcome: 'pay' }),
        signal: AbortSignal.timeout(10_000),
    });
    // A refusal (an order closed meanwhile) shows as the order's own state once the page reads it again.
    await res.body?.cancel();
    throw back;
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data ? seoMeta({ title: data.title, path: location.pathname, site: siteFrom(matches), noindex: true }) : [];

export default function CheckoutResult({ loaderData: data }: Route.ComponentProps) {
    const { t, i18n } = useTranslation();
    usePaymentPolling(data.result === 'waiting');
    const { accept } = useBag();
    // Placed: the bag is empty now; the header's count follows without reading it again.
    useEffect(() => {
        if (data.result === 'paid') accept(null);
    }, [data.result, accept]);
    const title = { paid: 'successTitle', waiting: 'waitingTitle', failed: 'failureTitle' }[data.result];
    return (
        <div className="checkout checkout-result" data-result={data.result}>
            <h1 className="checkout__title">{t(`checkout.result.${title}`)}</h1>
            <p role="status" className="checkout__lead">
                {data.result === 'paid' &&
                    (data.email
                        ? t('checkout.result.successLead', { email: data.email })
                        : t('checkout.result.successLeadNoEmail'))}
                {data.result === 'waiting' && t('checkout.result.waitingLead')}
                {data.result === 'failed' && t('checkout.result.failureLead')}
            </p>
            {data.qr && <PaymentQr qr={data.qr} />}
            {data.jsapi && <WechatJsapiPay params={data.jsapi.params} sandbox={data.jsapi.sandbox} />}
            <dl className="checkout-result__facts">
                <div>
                    <dt>{t('checkout.result.orderCode')}</dt>
                    <dd data-testid="order-code">{data.code}</dd>
                </div>
                <div>
                    {/* Until the payment settles the amount is still owed, not paid. */}
                    <dt>{t(data.result === 'paid' ? 'checkout.result.total' : 'checkout.result.due')}</dt>
                    <dd>{formatMoney(data.total, data.currencyCode, i18n.language)}</dd>
                </div>
            </dl>
            <p className="checkout-result__actions">
                {data.result === 'failed' && (
                    <Link className="button button--primary" to="/checkout">
                        {t('checkout.result.payAgain')}
                    </Link>
                )}
                <Link className="button button--secondary" to="/watches">
                    {t('checkout.result.continueShopping')}
                </Link>
            </p>
        </div>
    );
}
