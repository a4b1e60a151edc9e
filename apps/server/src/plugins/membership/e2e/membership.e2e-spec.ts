import { MEMBER_TERMS_VERSION, PRIVACY_POLICY_VERSION } from '@maison/shared';
import { RequestContextService, TransactionalConnection } from '@vendure/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { startTestShop, type TestDatabase, type TestShop } from '../../../../e2e/test-shop';
import { MemberConsent } from '../entities/member-consent.entity';
import { SmsCode } from '../entities/sms-code.entity';
import { SmsCodeService } from '../services/sms-code.service';
import { latestOutboxSms } from '../sms/outbox-sms-sender';

const databases: TestDatabase[] = inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];

const CHALLENGE = /* GraphQL */ `
    query {
        localCaptchaChallenge {
            randstr
            ticket
        }
    }
`;

const REQUEST_CODE = /* GraphQL */ `
    mutation ($mobile: String!, $captcha: SmsCaptchaInput!) {
        requestSmsCode(mobile: $mobile, captcha: $captcha) {
            __typename
            ... on SmsCodeSent {
                retryAfterSeconds
            }
            ... on ShopFailure {
                errorCode
                waitSeconds
            }
        }
    }
`;

const SIGN_IN = /* GraphQL */ `
    mutation ($mobile: String!, $code: String!, $acceptTerms: Boolean) {
        authenticate(input: { sms: { mobile: $mobile, code: $code, acceptTerms: $acceptTerms } }) {
            __typename
            ... on CurrentUser {
                id
            }
            ... on InvalidCredentialsError {
                authenticationError
            }
        }
    }
`;

type Requested = {
    requestSmsCode: { __typename: string; errorCode?: string; retryAfterSeconds?: number; waitSeconds?: number };
};
type SignedIn = { authenticate: { __typename: string; authenticationError?: string } };

describe.each(databases)('sign-in by mobile number and SMS code on %s', (db) => {
    let shop: TestShop;
    /** Each test asks from an address of its own: a client may ask once a minute. */
    let clients = 0;
    let numbers = 0;

    beforeAll(async () => {
        shop = await startTestShop({ name: `membership-${db}`, db, postgresUrl: inject('postgresUrl') });
    }, 240_000);

    afterAll(() => shop?.close());

    async function gql<T>(query: string, variables: object, opts: { ip?: string; token?: string } = {}) {
        const res = await fetch(`${shop.baseUrl}/shop-api`, {
            method: 'POST',
            headers: {
                'content-type': 'application/json',
                ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
                ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
            },
            body: JSON.stringify({ query, variables }),
        });
        const body = (await res.json()) as { data: T; errors?: unknown[] };
        expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
        return { data: body.data, token: res.headers.get('vendure-auth-token') ?? undefined };
    }

    const newClient = () => `203.0.113.${++clients}`;
    const newNumber = () => `1380013${String(8000 + ++numbers).padStart(4, '0')}`;

    async function requestCode(mobile: string, ip: string, captcha?: { randstr: string; ticket: string }) {
        const challenge =
            captcha ??
            (await gql<{ localCaptchaChallenge: { randstr: string; ticket: string } }>(CHALLENGE, {}, { ip })).data
                .localCaptchaChallenge;
        return (await gql<Requested>(REQUEST_CODE, { mobile, captcha: challenge }, { ip })).data.requestSmsCode;
    }

    async function codeFor(mobile: string): Promise<string> {
        const sms = await latestOutboxSms(shop.env.SMS_OUTBOX_DIR, mobile);
        expect(sms, `no SMS for ${mobile}`).toBeDefined();
        return sms!.code;
    }

    const signIn = (mobile: string, code: string, acceptTerms?: boolean) =>
        gql<SignedIn>(SIGN_IN, { mobile, code, acceptTerms }, { ip: newClient() });

    it('makes a new number a member on its first sign-in, with its consent recorded, and signs it in again later', async () => {
        const mobile = newNumber();
        const spaced = `${mobile.slice(0, 3)} ${mobile.slice(3, 7)}-${mobile.slice(7)}`;
        expect(await requestCode(spaced, newClient())).toEqual({ __typename: 'SmsCodeSent', retryAfterSeconds: 60 });
        const code = await codeFor(mobile);
        expect(code).toMatch(/^\d{6}$/);

        // A wrong code is refused as for a member: nothing tells a stranger the number is new.
        const wrong = code === '000000' ? '111111' : '000000';
        expect((await signIn(mobile, wrong)).data.authenticate.authenticationError).toBe('SMS_CODE_WRONG');
        // Without the box ticked the right code is not spent: ticking it and trying again works.
        expect((await signIn(mobile, code)).data.authenticate.authenticationError).toBe('TERMS_NOT_ACCEPTED');
        const joined = await signIn(mobile, code, true);
        expect(joined.data.authenticate.__typename).toBe('CurrentUser');
        const me = await gql<{ activeCustomer: { phoneNumber: string } }>(
            `query { activeCustomer { phoneNumber } }`,
            {},
            { token: joined.token },
        );
        expect(me.data.activeCustomer.phoneNumber).toBe(mobile);
        const consents = await shop.app
            .get(TransactionalConnection)
            .rawConnection.getRepository(MemberConsent)
            .find({ where: { customer: { phoneNumber: mobile } }, order: { document: 'ASC' } });
        expect(consents.map((c) => [c.document, c.version])).toEqual([
            ['member-terms', MEMBER_TERMS_VERSION],
            ['privacy-policy', PRIVACY_POLICY_VERSION],
        ]);
        expect(Date.now() - consents[0].createdAt.getTime()).toBeLessThan(60_000);

        // Two minutes later, a member signs in with a new code, no box to tick, as the same customer.
        await shop.app
            .get(TransactionalConnection)
            .rawConnection.getRepository(SmsCode)
            .update({ mobile }, { createdAt: new Date(Date.now() - 2 * 60_000) });
        expect((await requestCode(mobile, newClient())).__typename).toBe('SmsCodeSent');
        const again = await signIn(mobile, await codeFor(mobile));
        expect(again.data.authenticate).toEqual(joined.data.authenticate);
    });

    it('refuses a wrong code, a used one, an expired one, and every code after five wrong tries', async () => {
        const mobile = newNumber();
        await requestCode(mobile, newClient());
        const code = await codeFor(mobile);
        const wrong = code === '000000' ? '000001' : '000000';
        expect((await signIn(mobile, wrong, true)).data.authenticate.authenticationError).toBe('SMS_CODE_WRONG');
        expect((await signIn(mobile, code, true)).data.authenticate.__typename).toBe('CurrentUser');
        expect((await signIn(mobile, code, true)).data.authenticate.authenticationError).toBe('SMS_CODE_USED');

        const late = newNumber();
        await requestCode(late, newClient());
        await shop.app
            .get(TransactionalConnection)
            .rawConnection.getRepository(SmsCode)
            .update({ mobile: late }, { expiresAt: new Date(Date.now() - 1000) });
        expect((await signIn(late, await codeFor(late), true)).data.authenticate.authenticationError).toBe(
            'SMS_CODE_EXPIRED',
        );

        const guessed = newNumber();
        await requestCode(guessed, newClient());
        const right = await codeFor(guessed);
        const other = right === '111111' ? '222222' : '111111';
        for (let i = 0; i < 5; i++) {
            expect((await signIn(guessed, other, true)).data.authenticate.authenticationError).toBe('SMS_CODE_WRONG');
        }
        expect((await signIn(guessed, right, true)).data.authenticate.authenticationError).toBe('SMS_CODE_LOCKED');
        expect((await signIn(newNumber(), '123456', true)).data.authenticate.authenticationError).toBe('SMS_CODE_NONE');
        expect((await signIn('12345', '123456', true)).data.authenticate.authenticationError).toBe('INVALID_MOBILE');
    });

    it('sends a number one code a minute and ten a day, and a client address the same', async () => {
        const mobile = newNumber();
        expect((await requestCode(mobile, newClient())).__typename).toBe('SmsCodeSent');
        const soon = await requestCode(mobile, newClient());
        expect(soon.errorCode).toBe('TOO_SOON');
        expect(soon.waitSeconds).toBeGreaterThan(50);

        // Nine more sent over the day (the rows say when), then the tenth of the day is refused.
        const repo = shop.app.get(TransactionalConnection).rawConnection.getRepository(SmsCode);
        for (let i = 0; i < 9; i++) {
            await repo.update({ mobile }, { createdAt: new Date(Date.now() - (i + 2) * 3_600_000) });
            expect((await requestCode(mobile, newClient())).__typename).toBe('SmsCodeSent');
        }
        await repo.update({ mobile }, { createdAt: new Date(Date.now() - 2 * 3_600_000) });
        expect((await requestCode(mobile, newClient())).errorCode).toBe('DAILY_LIMIT');
        // A day on, the hourly clean-up has deleted them, and the number may ask again.
        const ctx = await shop.app.get(RequestContextService).create({ apiType: 'admin' });
        expect(await shop.app.get(SmsCodeService).deleteOld(ctx, Date.now() + 25 * 3_600_000)).toBeGreaterThanOrEqual(
            10,
        );
        expect((await requestCode(mobile, newClient())).__typename).toBe('SmsCodeSent');

        // Asked for at the same moment from three places: one code goes out.
        const rushed = newNumber();
        const answers = await Promise.all([1, 2, 3].map(() => requestCode(rushed, newClient())));
        expect(answers.filter((a) => a.__typename === 'SmsCodeSent')).toHaveLength(1);

        // One client address asking for two numbers within the minute.
        const client = newClient();
        expect((await requestCode(newNumber(), client)).__typename).toBe('SmsCodeSent');
        expect((await requestCode(newNumber(), client)).errorCode).toBe('TOO_SOON');
    });

    it('refuses a wrong number, a failed captcha and a captcha answered twice, sending nothing', async () => {
        expect((await requestCode('12345678901', newClient())).errorCode).toBe('INVALID_MOBILE');
        const mobile = newNumber();
        const ip = newClient();
        const challenge = (
            await gql<{ localCaptchaChallenge: { randstr: string; ticket: string } }>(CHALLENGE, {}, { ip })
        ).data.localCaptchaChallenge;
        expect((await requestCode(mobile, ip, { ...challenge, ticket: 'forged' })).errorCode).toBe('CAPTCHA_FAILED');
        expect(await latestOutboxSms(shop.env.SMS_OUTBOX_DIR, mobile)).toBeUndefined();
        expect((await requestCode(mobile, ip, challenge)).__typename).toBe('SmsCodeSent');
        expect((await requestCode(newNumber(), newClient(), challenge)).errorCode).toBe('CAPTCHA_FAILED');
    });
});
