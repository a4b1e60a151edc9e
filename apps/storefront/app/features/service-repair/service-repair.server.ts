import { FAILURES, isOneOf, type Locale, normaliseServiceReference, type ServicePaymentState } from '@maison/shared';
import { createCookie, data } from 'react-router';

import { payChannelFor } from '~/features/checkout/pay-channel';
import { paymentQr, type PaymentQr } from '~/features/checkout/payment-qr.server';
import { loadRequest, SEND_WATCH_PAGE_FAILURES, type SendWatchFailure } from '~/features/send-watch/send-watch.server';
import { env, gatewayOrigins } from '~/lib/env.server';
import { graphql } from '~/lib/graphql';
import { pageTitle, serverT } from '~/lib/messages.server';
import { notFound } from '~/lib/not-found';
import { readForm } from '~/lib/read-form';
import { safeGatewayRedirect, safeRedirect } from '~/lib/safe-redirect';
import type { ShopClient } from '~/lib/shop-client.server';

import { fapiaoInput, paymentInstructionsOf, readPayForm } from './pay-form';

const OwnQuery = graphql(`
    query OwnServiceRequest($reference: String!) {
        myServiceRequest(reference: $reference) {
            reference
        }
    }
`);

const AnswerMutation = graphql(`
    mutation AnswerServiceEstimate($request: ServiceRequestOwnerInput!, $accept: Boolean!) {
        answerServiceEstimate(request: $request, accept: $accept) {
            __typename
            ... on ShopFailure {
                errorCode
            }
        }
    }
`);

const PayMutation = graphql(`
    mutation PayServiceEstimate($input: PayServiceEstimateInput!) {
        payServiceEstimate(input: $input) {
            __typename
            ... on ServiceEstimatePayment {
                orderCode
                instructions
            }
            ... on ShopFailure {
                errorCode
                field
            }
        }
    }
`);

/**
 * The WeChat Pay code of the payment just opened, for the request's page to show until the
 * gateway's word arrives: the Shop API hands it out once, and the page reads itself again
 * while it waits. Signed, and shown only while that same payment is the request's open one.
 */
const qrCookie = createCookie('maison_service_pay', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: 2 * 60 * 60,
    secrets: [env.SESSION_SECRET],
    secure: env.PUBLIC_URL.startsWith('https:'),
});

interface OpenQr {
    reference: string;
    orderCode: string;
    codeUrl: string;
}

/** The code to scan for the request's open payment, if this visitor opened it with WeChat Pay. */
export async function openPaymentQr(
    request: Request,
    repair: { reference: string; paymentState: ServicePaymentState; orderCode?: string | null },
): Promise<PaymentQr | null> {
    if (repair.paymentState !== 'pending') return null;
    const value = (await qrCookie.parse(request.headers.get('Cookie')).catch(() => null)) as Partial<OpenQr> | null;
    if (!value || value.reference !== repair.reference || value.orderCode !== repair.orderCode) return null;
    return typeof value.codeUrl === 'string' ? paymentQr(value.codeUrl) : null;
}

/** How the Shop API is told whose request it is: a member's by reference, a guest's by the pass. */
async function ownerOf(client: ShopClient, reference: string, accessToken: string | undefined) {
    if (client.hasSession && (await client.request(OwnQuery, { reference })).myServiceRequest) return { reference };
    return accessToken ? { accessToken } : undefined;
}

/** What the request's page shows after a refused answer or payment. */
export interface RepairActionAnswer {
    intent: 'accept' | 'decline' | 'pay';
    failure?: SendWatchFailure;
    errors: Record<string, string>;
    /** The pay form's fields as posted, to fill it again after a refusal. */
    values?: Record<string, string>;
}

function refused(
    intent: RepairActionAnswer['intent'],
    code: string,
    errors: Record<string, string> = {},
    values?: Record<string, string>,
) {
    const failure = isOneOf(SEND_WATCH_PAGE_FAILURES, code) ? code : 'UNKNOWN';
    const status = failure in FAILURES ? FAILURES[failure as keyof typeof FAILURES].status : 400;
    return data<RepairActionAnswer>({ intent, failure, errors, values }, { status });
}

/** The pay form's own fields, bounded, to fill it again. */
function payValues(form: Record<string, string>): Record<string, string> {
    const keep = ['method', 'fapiaoType', 'fapiaoTitle', 'fapiaoTaxId'] as const;
    return Object.fromEntries(keep.map((k) => [k, String(form[k] ?? '').slice(0, 100)]));
}

/**
 * The owner's answer to the estimate, or the payment of it, posted from the request's page
 * (plain forms: they work before and without the page's script). Each success goes back to
 * the page, or to the gateway; a refusal comes back as its failure code.
 */
export async function serviceRepairAction(
    request: Request,
    client: ShopClient,
    reference: string,
    accessToken: string | undefined,
) {
    const page = new URL(request.url).pathname;
    const posted = await readForm(request);
    const form: Record<string, string> = posted ? Object.fromEntries([...posted].map(([k, v]) => [k, String(v)])) : {};
    const intent = form.intent;
    if (intent !== 'accept' && intent !== 'decline' && intent !== 'pay') return refused('pay', 'UNKNOWN');
    const owner = await ownerOf(client, reference, accessToken);
    if (!owner) return refused(intent, 'SERVICE_REQUEST_NOT_FOUND');

    if (intent !== 'pay') {
        const result = (await client.request(AnswerMutation, { request: owner, accept: intent === 'accept' }))
            .answerServiceEstimate;
        if (result.__typename === 'ShopFailure') return refused(intent, result.errorCode);
        throw safeRedirect(page);
    }

    const pay = readPayForm(form);
    if (!pay.ok) return refused('pay', 'INVALID_SERVICE_REQUEST_INPUT', pay.errors, payValues(form));
    const result = (
        await client.request(PayMutation, {
            input: {
                request: owner,
                method: pay.method,
                channel: payChannelFor(request.headers.get('User-Agent')),
                fapiao: fapiaoInput(pay.fapiao),
            },
        })
    ).payServiceEstimate;
    // Paid already in another tab or on the phone: the page waits for the gateway's word.
    if (result.__typename === 'ShopFailure' && result.errorCode === 'PAID_AT_GATEWAY') throw safeRedirect(page);
    if (result.__typename === 'ShopFailure') return refused('pay', result.errorCode, {}, payValues(form));
    const instructions = paymentInstructionsOf(result.instructions);
    if (!instructions) return refused('pay', 'SERVICE_PAYMENT_FAILED');
    if (instructions.kind === 'redirect') throw safeGatewayRedirect(instructions.url, gatewayOrigins, page);
    // A QR code is scanned on the request's page, which waits for the gateway's word meanwhile.
    const cookie = await qrCookie.serialize({
        reference,
        orderCode: result.orderCode,
        codeUrl: instructions.codeUrl,
    } satisfies OpenQr);
    throw safeRedirect(page, { headers: { 'Set-Cookie': cookie } });
}

/**
 * What a request's page loads, for its member or for the guest whose pass `access` is: the
 * request and the WeChat code of a payment still open; a reference that cannot be one, another's
 * request, or none is not found.
 */
export async function loadRequestPage(
    request: Request,
    client: ShopClient,
    locale: Locale,
    rawReference: string | undefined,
    access: (reference: string) => Promise<string | undefined>,
) {
    const reference = normaliseServiceReference(rawReference ?? '');
    if (!reference) throw notFound();
    const found = await loadRequest(client, reference, await access(reference));
    if (!found) throw notFound();
    return {
        title: pageTitle(locale, serverT(locale)('sendWatch.request.title')),
        request: found,
        qr: await openPaymentQr(request, found),
    };
}
