import {
    isOneOf,
    ORDER_ACCESS_FAILURES,
    orderAccessEmailSchema,
    orderAccessSmsSchema,
    smsCodeRequestSchema,
    type OrderAccessFailure as ProofRefusal,
} from '@maison/shared';

import { fieldErrors } from '~/lib/field-errors';
import { graphql } from '~/lib/graphql';
import type { ShopClient } from '~/lib/shop-client.server';

const ProveOrderAccessMutation = graphql(`
    mutation ProveOrderAccess($input: OrderAccessProofInput!) {
        proveOrderAccess(input: $input) {
            __typename
            ... on ShopFailure {
                errorCode
                waitSeconds
            }
        }
    }
`);

const RequestOrderAccessCodeMutation = graphql(`
    mutation RequestOrderAccessCode($orderCode: String!, $captcha: SmsCaptchaInput!) {
        requestOrderAccessCode(orderCode: $orderCode, captcha: $captcha) {
            __typename
            ... on SmsCodeSent {
                retryAfterSeconds
            }
            ... on ShopFailure {
                errorCode
            }
        }
    }
`);

export type OrderAccessIntent = 'email' | 'sms-code' | 'sms';

/** Why a proof was not taken: the Shop API's failure code, or the form's own. */
export type OrderAccessFailure = ProofRefusal | 'CAPTCHA_FAILED' | 'INVALID';

/** What the guest order page's form answers; `granted` sends the visitor on to the order. */
export type OrderAccessAnswer =
    | { intent: OrderAccessIntent; ok: true; granted: boolean; retryAfterSeconds?: number }
    | {
          intent: OrderAccessIntent;
          ok: false;
          failure: OrderAccessFailure;
          errors: Record<string, string>;
          waitSeconds?: number;
      };

function invalid(intent: OrderAccessIntent, errors: Record<string, string>): OrderAccessAnswer {
    return { intent, ok: false, failure: 'INVALID', errors };
}

async function prove(
    client: ShopClient,
    intent: OrderAccessIntent,
    input: { orderCode: string; emailAddress?: string; smsCode?: string },
): Promise<OrderAccessAnswer> {
    const { proveOrderAccess: result } = await client.request(ProveOrderAccessMutation, { input });
    if (result.__typename === 'OrderAccessGranted') return { intent, ok: true, granted: true };
    // Any other refusal is shown as an unknown order too: it tells a guesser nothing.
    const failure = isOneOf(ORDER_ACCESS_FAILURES, result.errorCode) ? result.errorCode : 'ORDER_NOT_FOUND';
    return { intent, ok: false, failure, errors: {}, waitSeconds: result.waitSeconds ?? undefined };
}

/**
 * The guest order page's three forms: the order's e-mail address, asking for a code to its
 * phone (behind the captcha), and that code. The Shop API answers a wrong proof as an unknown
 * order; so does this page.
 */
export async function answerOrderAccess(
    client: ShopClient,
    orderCode: string,
    form: Record<string, string>,
): Promise<OrderAccessAnswer> {
    const intent: OrderAccessIntent = form.intent === 'sms' || form.intent === 'sms-code' ? form.intent : 'email';
    if (intent === 'email') {
        const parsed = orderAccessEmailSchema.safeParse(form);
        if (!parsed.success) return invalid(intent, fieldErrors(parsed.error));
        return prove(client, intent, { orderCode, emailAddress: parsed.data.email });
    }
    if (intent === 'sms') {
        const parsed = orderAccessSmsSchema.safeParse(form);
        if (!parsed.success) return invalid(intent, fieldErrors(parsed.error));
        return prove(client, intent, { orderCode, smsCode: parsed.data.code });
    }
    // The captcha's answer, checked by the same rule as the sign-in form's (the number is the order's).
    const captcha = smsCodeRequestSchema.pick({ ticket: true, randstr: true }).safeParse(form);
    if (!captcha.success) return invalid(intent, fieldErrors(captcha.error));
    // The local captcha is a box to tick; Tencent's puzzle fills the ticket itself.
    if (form.captchaKind === 'local' && form.human !== 'on') return invalid(intent, { human: 'validation.captcha' });
    const { requestOrderAccessCode: result } = await client.request(RequestOrderAccessCodeMutation, {
        orderCode,
        captcha: captcha.data,
    });
    if (result.__typename === 'SmsCodeSent') {
        return { intent, ok: true, granted: false, retryAfterSeconds: result.retryAfterSeconds };
    }
    return { intent, ok: false, failure: 'CAPTCHA_FAILED', errors: {} };
}
