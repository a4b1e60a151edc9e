import { type APIRequestContext, expect } from '@playwright/test';

import { E2E_SERVER_URL } from '../../playwright.config';
import { legacyCall } from './legacy-api';
import { freshMobile, smsCodeFor } from './members';

const octet = () => 1 + Math.floor(Math.random() * 250);

/** A client address of its own, so that no per-client throttle counts a test's calls together. */
export function clientAddress(): Record<string, string> {
    return { 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` };
}

/**
 * A Shop API call as the mini-program makes it, straight to the backend without cookies, with a
 * member's bearer token when given; answers the data and the response's `vendure-auth-token`.
 */
export async function shopCall<T>(
    request: APIRequestContext,
    query: string,
    variables: object = {},
    options: { token?: string; headers?: Record<string, string> } = {},
): Promise<{ data: T; token?: string }> {
    const res = await request.post(`${E2E_SERVER_URL}/shop-api`, {
        headers: {
            ...clientAddress(),
            ...options.headers,
            ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        },
        data: { query, variables },
    });
    const body = (await res.json()) as { data: T; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return { data: body.data, token: res.headers()['vendure-auth-token'] };
}

/**
 * A new member signed in by SMS through the Shop API (the membership plugin's sms strategy):
 * their mobile and the bearer token the REST face reads.
 */
export async function signedInMember(request: APIRequestContext): Promise<{ mobile: string; token: string }> {
    const mobile = freshMobile();
    const headers = clientAddress();
    const { data } = await shopCall<{ localCaptchaChallenge: { randstr: string; ticket: string } }>(
        request,
        'query { localCaptchaChallenge { randstr ticket } }',
    );
    const sent = await shopCall<{ requestSmsCode: { __typename: string } }>(
        request,
        'mutation ($m: String!, $c: SmsCaptchaInput!) { requestSmsCode(mobile: $m, captcha: $c) { __typename } }',
        { m: mobile, c: data.localCaptchaChallenge },
        { headers },
    );
    expect(sent.data.requestSmsCode.__typename).not.toBe('ShopFailure');
    const code = await smsCodeFor(mobile);
    const signedIn = await shopCall<{ authenticate: { __typename: string } }>(
        request,
        `mutation ($m: String!, $c: String!) {
            authenticate(input: { sms: { mobile: $m, code: $c, acceptTerms: true } }) { __typename }
        }`,
        { m: mobile, c: code },
        { headers },
    );
    expect(signedIn.data.authenticate.__typename).toBe('CurrentUser');
    expect(signedIn.token).toBeTruthy();
    return { mobile, token: signedIn.token! };
}

/** A membership or wishlist reply (spec §7): `result.code` 1 is success. */
export interface RestResult<T> {
    result: { code: number; message: string; errorCode?: string; field?: string };
    res: T;
}
/** What `login/code` answers. */
export interface SignedIn {
    token: string;
    customerId: string;
    isNew: boolean;
}

export async function captcha(request: APIRequestContext): Promise<{ ticket: string; randstr: string }> {
    const res = await request.get('/api/captcha');
    expect(res.ok()).toBe(true);
    return (await res.json()) as { ticket: string; randstr: string };
}

/** Asks for a sign-in code through the REST row and reads it from the outbox. */
export async function textedCode(request: APIRequestContext, mobile: string): Promise<string> {
    const { ticket, randstr } = await captcha(request);
    const sent = await legacyCall<RestResult<{ retryAfterSeconds: number }>>(
        request,
        'GET',
        `membership/user/reg/verifycode?mobile=${mobile}&captchaType=9&ticket=${encodeURIComponent(ticket)}&randstr=${encodeURIComponent(randstr)}`,
        { headers: clientAddress() },
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    return smsCodeFor(mobile);
}

/** A new member signed in through `login/code`: their token and number. */
export async function newMember(
    request: APIRequestContext,
    extra: { wxCode?: string } = {},
): Promise<SignedIn & { mobile: string }> {
    const mobile = freshMobile();
    const code = await textedCode(request, mobile);
    const reply = await legacyCall<RestResult<SignedIn>>(request, 'POST', 'membership/user/login/code', {
        body: { mobile, code, acceptTerms: true, ...extra },
        headers: clientAddress(),
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return { ...reply.body.res, mobile };
}

/** Spec §3's shipping placeholder. */
export const placeholderAddress = {
    region: '上海市',
    region_id: 999,
    region_code: 'SH',
    country_id: 'CN',
    street: ['南京西路 1266 号'],
    postcode: '200040',
    city: '上海市',
    firstname: '雷',
    lastname: '李',
    email: 'lei.li@example.cn',
    telephone: '13912345678',
};
/** A `shipping-information` body with the placeholder (or another address) for both addresses. */
export const shippingInformation = (address: object = placeholderAddress) => ({
    addressInformation: {
        shipping_address: address,
        billing_address: address,
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
    },
});

/** The boutique the REST tests book at. */
export const BOOKABLE_STORE = 'beijing-skp';

/** A date in Beijing `days` from today. */
export function dayFromToday(days: number): string {
    return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** The first day from `fromDays` ahead (for 30 days) with a free slot at the store, and that slot, by the Shop API. */
export async function freeSlot(request: APIRequestContext, fromDays: number): Promise<{ date: string; start: string }> {
    for (let days = fromDays; days < fromDays + 30; days++) {
        const date = dayFromToday(days);
        const { data } = await shopCall<{ appointmentSlots: Array<{ start: string; remaining: number }> }>(
            request,
            'query ($s: String!, $d: String!) { appointmentSlots(storeSlug: $s, date: $d) { start remaining } }',
            { s: BOOKABLE_STORE, d: date },
        );
        const slot = data.appointmentSlots.find((s) => s.remaining > 0);
        if (slot) return { date, start: slot.start };
    }
    throw new Error('no free slot');
}
