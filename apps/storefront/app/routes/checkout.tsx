import { fapiaoSchema, STOCK_HOLD_MINUTES } from '@maison/shared';
import { data } from 'react-router';

import {
    backToBag,
    loadCheckout,
    saveBillingAndProceed,
    sameAddress,
    saveShipping,
    startPayment,
    stepOrder,
    type CheckoutFailure,
} from '~/features/checkout/checkout.server';
import { linkOrderToVisitor } from '~/features/analytics/funnel.server';
import { canVisit, currentStep, type CheckoutStep } from '~/features/checkout/checkout-step';
import { CheckoutView } from '~/features/checkout/components/CheckoutView';
import { payChannelFor } from '~/features/checkout/pay-channel';
import { startAuthorisation, wechatPayer } from '~/features/wechat/wechat-openid.server';
import { fieldErrors } from '~/lib/field-errors';
import { lastAttempt } from '~/features/checkout/payment-result';
import { readAddress, regionLists } from '~/features/address/address-form.server';
import { pastConsents } from '~/features/account/legal-consents.server';
import { localeContext, shopContext } from '~/lib/context';
import { gatewayOrigins } from '~/lib/env.server';
import { pageTitle, serverT } from '~/lib/messages.server';
import { readForm } from '~/lib/read-form';
import { safeGatewayRedirect, safeRedirect } from '~/lib/safe-redirect';
import type { ShopClient } from '~/lib/shop-client.server';
import { seoMeta, siteFrom } from '~/lib/seo';

import type { Route } from './+types/checkout';

/** Spec §4 checkout steps, the step derived from the order; a step not yet allowed goes to `/`. */
export async function loader({ request, context }: Route.LoaderArgs) {
    const client = context.get(shopContext);
    const { order, signedIn } = await loadCheckout(client);
    const locale = context.get(localeContext);
    const url = new URL(request.url);
    const step = currentStep(stepOrder(order), url.searchParams.get('step'));
    if (!order || !step) throw safeRedirect('/');
    await requireConsents(client, signedIn);
    const inWechat = payChannelFor(request.headers.get('User-Agent')) === 'inWechat';
    const wechatAuthFailed = inWechat && url.searchParams.get('wechat') === 'failed';
    if (inWechat && step === 'payment' && !wechatAuthFailed) {
        // WeChat Pay inside WeChat pays as a WeChat user: learn who, silently, before the shopper pays.
        const { auth, openId } = await wechatPayer(client, request);
        if (!openId) throw await startAuthorisation(request, auth, '/checkout');
    }
    return {
        inWechat,
        wechatAuthFailed,
        title: pageTitle(locale, serverT(locale)('pages.checkout')),
        order,
        step,
        declined: lastAttempt(order.payments)?.state === 'Declined',
        holdMinutes: STOCK_HOLD_MINUTES,
        shipping: regionLists(order.shippingAddress),
        billing: regionLists(order.billingAddress),
    };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data ? seoMeta({ title: data.title, path: location.pathname, site: siteFrom(matches), noindex: true }) : [];

type Fields = Record<string, string>;

/** A member pays only once they have accepted the current legal texts: first to the consents page, then back. */
async function requireConsents(client: ShopClient, signedIn: boolean): Promise<void> {
    if (!signedIn) return;
    const next = await pastConsents(client, '/checkout');
    if (next !== '/checkout') throw safeRedirect(next);
}

const INTENT_STEP: Record<string, CheckoutStep> = { shipping: 'shipping', billing: 'billing', pay: 'payment' };

function failure(code: CheckoutFailure, status = 409, errors: Record<string, string> = {}) {
    return data({ code, errors }, { status });
}

export async function action({ request, context }: Route.ActionArgs) {
    const client = context.get(shopContext);
    const posted = await readForm(request);
    if (!posted) return failure('INVALID', 400);
    const form = Object.fromEntries([...posted].map(([k, v]) => [k, String(v)])) as Fields;
    const { order, signedIn } = await loadCheckout(client);
    if (!order || !currentStep(stepOrder(order))) throw safeRedirect('/');
    await requireConsents(client, signedIn);
    // Each form answers only at the step it belongs to: a crafted post cannot skip one.
    const step = INTENT_STEP[form.intent ?? ''];
    if (step && !canVisit(step, stepOrder(order))) throw safeRedirect('/checkout');
    const waitForWord = safeRedirect(`/checkout/onepage/success?order=${encodeURIComponent(order.code)}`);

    switch (form.intent) {
        case 'shipping': {
            const address = readAddress(form);
            if (!address.input) return failure('INVALID', 400, address.errors);
            if (!(await saveShipping(client, order, address.input))) return failure('INVALID', 400);
            throw safeRedirect('/checkout');
        }
        case 'billing': {
            const fapiao = fapiaoSchema.safeParse(form);
            const sameAsShipping = form.sameAsShipping === 'on';
            const billing = sameAsShipping ? undefined : readAddress(form, 'billing.');
            const errors = { ...(fapiao.success ? {} : fieldErrors(fapiao.error)), ...(billing?.errors ?? {}) };
            if (!fapiao.success || (billing && !billing.input) || !order.shippingAddress?.streetLine1) {
                return failure('INVALID', 400, errors);
            }
            const input = billing?.input ?? sameAddress(order.shippingAddress);
            const refused = await saveBillingAndProceed(client, order, input, fapiao.data);
            if (refused) return failure(refused);
            throw safeRedirect('/checkout');
        }
        case 'pay': {
            if (form.method !== 'alipay' && form.method !== 'wechatpay') return failure('INVALID', 400);
            const channel = payChannelFor(request.headers.get('User-Agent'));
            let openId: string | undefined;
            if (channel === 'inWechat') {
                // WeChat blocks Alipay's pages in its browser, and refuses WeChat Pay's H5 payment there.
                if (form.method !== 'wechatpay') return failure('INVALID', 400);
                const payer = await wechatPayer(client, request);
                if (!payer.openId) throw await startAuthorisation(request, payer.auth, '/checkout');
                openId = payer.openId;
            }
            await linkOrderToVisitor(client, request);
            const started = await startPayment(client, form.method, channel, openId);
            // Paid already in another tab or on the phone: the result page waits for the gateway's word.
            if (!started.ok && started.code === 'PAID_AT_GATEWAY') throw waitForWord;
            if (!started.ok) return failure(started.code, 502);
            // A QR code is scanned on the result page, which also waits for the gateway's word.
            if (started.instructions.kind === 'qr') throw waitForWord;
            // Confirmed inside WeChat on the result page, which also waits for WeChat Pay's word.
            if (channel === 'inWechat') {
                if (started.instructions.kind === 'jsapi') throw waitForWord;
                return failure('PAYMENT_FAILED', 502);
            }
            // Asked for a browser's channel, a payment confirmed inside WeChat is none of ours.
            if (started.instructions.kind === 'jsapi') return failure('PAYMENT_FAILED', 502);
            throw safeGatewayRedirect(started.instructions.url, gatewayOrigins, '/checkout');
        }
        case 'back': {
            if (!(await backToBag(client, order))) throw waitForWord;
            throw safeRedirect('/checkout?step=shipping');
        }
        default:
            return failure('INVALID', 400);
    }
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
    return <CheckoutView data={loaderData} failure={actionData} />;
}
