// Requests only: the membership and wishlist rows of the REST face as the mini-program calls
// them, each answer checked against the face's OpenAPI document. Codes come from the local SMS
// outbox, captchas from the storefront's local challenge, WeChat codes from the local stand-in.
import { type APIRequestContext, expect, test } from '@playwright/test';

import { E2E_SERVER_URL } from '../../playwright.config';
import { legacyCall } from './legacy-api';
import { captcha, clientAddress, newMember, textedCode, type RestResult, type SignedIn } from './legacy-member';
import { freshEmail, freshMobile, smsCodeFor } from './members';
import { adminToken, shopSearch } from './shop-api';

interface Profile {
    customerId: string;
    firstName: string;
    lastName: string;
    mobile: string | null;
    email: string | null;
    birthday: string | null;
    gender: string | null;
    newsletter: boolean;
    pendingConsents: Array<{ document: string; version: string; acceptedVersion: string | null }>;
}
type Wishlist = Array<{ id: string; sku: string; type: 'watch' | 'strap' }>;

/** The Shop API as a client with a bearer token calls it. */
async function shopApiAs<T>(request: APIRequestContext, token: string, query: string, variables: object = {}) {
    const res = await request.post(`${E2E_SERVER_URL}/shop-api`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { query, variables },
    });
    const body = (await res.json()) as { data: T; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
}

/** Two watches' and a strap's sku of the demo catalogue. */
async function someSkus(request: APIRequestContext) {
    const { items } = await shopSearch(request, { take: 100 });
    const watches = items.filter((hit) => hit.kind === 'watch');
    const strap = items.find((hit) => hit.kind === 'strap');
    expect(watches.length).toBeGreaterThan(1);
    expect(strap).toBeTruthy();
    return { watch: watches[0].sku, other: watches[1].sku, strap: strap!.sku };
}

test.describe('REST: membership/user/reg/verifycode', () => {
    test('texts a code behind the captcha, then asks the number to wait with Retry-After', async ({ request }) => {
        const mobile = freshMobile();
        const { ticket, randstr } = await captcha(request);
        const sent = await legacyCall<RestResult<{ retryAfterSeconds: number }>>(
            request,
            'GET',
            `membership/user/reg/verifycode?mobile=${mobile}&ticket=${encodeURIComponent(ticket)}&randstr=${encodeURIComponent(randstr)}`,
            { headers: clientAddress() },
        );
        expect(sent.status).toBe(200);
        expect(sent.body.result.code).toBe(1);
        expect(sent.body.res.retryAfterSeconds).toBeGreaterThan(0);
        expect(await smsCodeFor(mobile)).toMatch(/^\d{6}$/);

        const again = await captcha(request);
        const tooSoon = await legacyCall<RestResult<null>>(
            request,
            'GET',
            `membership/user/reg/verifycode?mobile=${mobile}&ticket=${encodeURIComponent(again.ticket)}&randstr=${encodeURIComponent(again.randstr)}`,
            { headers: clientAddress() },
        );
        expect(tooSoon.status).toBe(429);
        expect(tooSoon.body.result).toMatchObject({ code: 0, errorCode: 'TOO_SOON' });
        expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    });

    test('refuses a missing captcha answer (400 naming it), a wrong one and a number that is not a mobile', async ({
        request,
    }) => {
        const missing = await legacyCall<RestResult<null>>(
            request,
            'GET',
            `membership/user/reg/verifycode?mobile=${freshMobile()}&randstr=x`,
            { headers: clientAddress() },
        );
        expect(missing.status).toBe(400);
        expect(missing.body.result).toMatchObject({ code: 0, errorCode: 'INVALID', field: 'ticket' });

        const wrong = await legacyCall<RestResult<null>>(
            request,
            'GET',
            `membership/user/reg/verifycode?mobile=${freshMobile()}&ticket=forged&randstr=${Date.now().toString(36)}.x`,
            { headers: clientAddress() },
        );
        expect(wrong.status).toBe(400);
        expect(wrong.body.result.errorCode).toBe('CAPTCHA_FAILED');

        const { ticket, randstr } = await captcha(request);
        const notMobile = await legacyCall<RestResult<null>>(
            request,
            'GET',
            `membership/user/reg/verifycode?mobile=12345&ticket=${encodeURIComponent(ticket)}&randstr=${encodeURIComponent(randstr)}`,
            { headers: clientAddress() },
        );
        expect(notMobile.status).toBe(400);
        expect(notMobile.body.result.errorCode).toBe('INVALID_MOBILE');
    });
});

test.describe('REST: membership/user/login/code', () => {
    test('a new number needs the terms, then signs in; its token is a bearer on membership/user/me', async ({
        request,
    }) => {
        const mobile = freshMobile();
        const code = await textedCode(request, mobile);
        const noTerms = await legacyCall<RestResult<null>>(request, 'POST', 'membership/user/login/code', {
            body: { mobile, code },
        });
        expect(noTerms.status).toBe(400);
        expect(noTerms.body.result).toMatchObject({ errorCode: 'TERMS_NOT_ACCEPTED', field: 'acceptTerms' });

        // The right code was kept unspent: the box ticked, the same code signs in.
        const signedIn = await legacyCall<RestResult<SignedIn>>(request, 'POST', 'membership/user/login/code', {
            body: { mobile, code, acceptTerms: true },
        });
        expect(signedIn.status).toBe(200);
        expect(signedIn.body.result.code).toBe(1);
        expect(signedIn.body.res.isNew).toBe(true);
        expect(signedIn.body.res.token.length).toBeGreaterThan(10);

        const me = await legacyCall<RestResult<Profile>>(request, 'GET', 'membership/user/me', {
            token: signedIn.body.res.token,
        });
        expect(me.status).toBe(200);
        expect(me.body.res).toMatchObject({ customerId: signedIn.body.res.customerId, mobile, email: null });
        expect(me.body.res.pendingConsents).toEqual([]);
    });

    test('refuses a wrong code (401) and a body without one (400)', async ({ request }) => {
        const mobile = freshMobile();
        const code = await textedCode(request, mobile);
        const wrong = await legacyCall<RestResult<null>>(request, 'POST', 'membership/user/login/code', {
            body: { mobile, code: code === '000000' ? '111111' : '000000', acceptTerms: true },
        });
        expect(wrong.status).toBe(401);
        expect(wrong.body.result).toMatchObject({ errorCode: 'SMS_CODE_WRONG', field: 'code' });

        const malformed = await legacyCall<RestResult<null>>(request, 'POST', 'membership/user/login/code', {
            body: { mobile },
        });
        expect(malformed.status).toBe(400);
        expect(malformed.body.result).toMatchObject({ errorCode: 'INVALID', field: 'code' });

        const notJson = await legacyCall<RestResult<null>>(request, 'POST', 'membership/user/login/code', {
            rawBody: '{"mobile":',
        });
        expect(notJson.status).toBe(400);
    });

    test('binds the wx.login code’s WeChat account; another member with the same one is refused, nothing signed in', async ({
        request,
    }) => {
        const wxCode = `sandbox-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
        await newMember(request, { wxCode });

        const mobile = freshMobile();
        const code = await textedCode(request, mobile);
        const taken = await legacyCall<RestResult<null>>(request, 'POST', 'membership/user/login/code', {
            body: { mobile, code, acceptTerms: true, wxCode },
        });
        expect(taken.status).toBe(409);
        expect(taken.body.result).toMatchObject({ code: 0, errorCode: 'WECHAT_ACCOUNT_TAKEN' });

        // Nothing of that sign-in stayed: the code still signs in, as a new member, without WeChat.
        const plain = await legacyCall<RestResult<SignedIn>>(request, 'POST', 'membership/user/login/code', {
            body: { mobile, code, acceptTerms: true },
        });
        expect(plain.status).toBe(200);
        expect(plain.body.res.isNew).toBe(true);
    });

    test('refuses a WeChat code WeChat did not give', async ({ request }) => {
        const mobile = freshMobile();
        const code = await textedCode(request, mobile);
        const reply = await legacyCall<RestResult<null>>(request, 'POST', 'membership/user/login/code', {
            body: { mobile, code, acceptTerms: true, wxCode: '081xYz000made-up' },
        });
        expect(reply.status).toBe(400);
        expect(reply.body.result).toMatchObject({ errorCode: 'WECHAT_CODE_INVALID', field: 'wxCode' });
    });
});

test.describe('REST: membership/user/reg', () => {
    test('registers a number with its name, signed in at once', async ({ request }) => {
        const mobile = freshMobile();
        const code = await textedCode(request, mobile);
        const reply = await legacyCall<RestResult<SignedIn>>(request, 'POST', 'membership/user/reg', {
            body: { mobile, code, acceptTerms: true, firstName: '伟', lastName: '李' },
        });
        expect(reply.status).toBe(200);
        expect(reply.body.res.isNew).toBe(true);
        const me = await legacyCall<RestResult<Profile>>(request, 'GET', 'membership/user/me', {
            token: reply.body.res.token,
        });
        expect(me.body.res).toMatchObject({ firstName: '伟', lastName: '李', mobile });
    });

    test('refuses a registration without the terms accepted (400 naming them) or with a wrong code', async ({
        request,
    }) => {
        const mobile = freshMobile();
        const code = await textedCode(request, mobile);
        const noTerms = await legacyCall<RestResult<null>>(request, 'POST', 'membership/user/reg', {
            body: { mobile, code, acceptTerms: false },
        });
        expect(noTerms.status).toBe(400);
        expect(noTerms.body.result).toMatchObject({ errorCode: 'INVALID', field: 'acceptTerms' });
        const longName = await legacyCall<RestResult<null>>(request, 'POST', 'membership/user/reg', {
            body: { mobile, code, acceptTerms: true, firstName: 'x'.repeat(51) },
        });
        expect(longName.status).toBe(400);
        expect(longName.body.result.field).toBe('firstName');
        const wrong = await legacyCall<RestResult<null>>(request, 'POST', 'membership/user/reg', {
            body: { mobile, code: code === '000000' ? '111111' : '000000', acceptTerms: true },
        });
        expect(wrong.status).toBe(401);
    });
});

test.describe('REST: membership/user/me', () => {
    test('updates the profile by the form’s rules; a field left out stays', async ({ request }) => {
        const member = await newMember(request);
        const updated = await legacyCall<RestResult<Profile>>(request, 'POST', 'membership/user/me', {
            token: member.token,
            body: { firstName: '芳', lastName: '王', birthday: '1990-05-01', gender: 'female', newsletter: true },
        });
        expect(updated.status).toBe(200);
        expect(updated.body.res).toMatchObject({
            firstName: '芳',
            lastName: '王',
            birthday: '1990-05-01',
            gender: 'female',
            newsletter: true,
        });
        const namesOnly = await legacyCall<RestResult<Profile>>(request, 'POST', 'membership/user/me', {
            token: member.token,
            body: { firstName: '芳芳', lastName: '王' },
        });
        expect(namesOnly.body.res).toMatchObject({ firstName: '芳芳', birthday: '1990-05-01', newsletter: true });

        // The one customer: the Shop API sees what REST wrote.
        const shop = await shopApiAs<{ activeCustomer: { firstName: string; customFields: { gender: string } } }>(
            request,
            member.token,
            '{ activeCustomer { firstName customFields { gender } } }',
        );
        expect(shop.activeCustomer).toMatchObject({ firstName: '芳芳', customFields: { gender: 'female' } });
    });

    test('refuses a birthday or gender the form refuses (400 naming it), nothing changed', async ({ request }) => {
        const member = await newMember(request);
        const badBirthday = await legacyCall<RestResult<null>>(request, 'POST', 'membership/user/me', {
            token: member.token,
            body: { firstName: '芳', lastName: '王', birthday: '2990-01-01' },
        });
        expect(badBirthday.status).toBe(400);
        expect(badBirthday.body.result).toMatchObject({ errorCode: 'INVALID', field: 'birthday' });
        const badGender = await legacyCall<RestResult<null>>(request, 'POST', 'membership/user/me', {
            token: member.token,
            body: { firstName: '芳', lastName: '王', gender: 'robot' },
        });
        expect(badGender.status).toBe(400);
        const me = await legacyCall<RestResult<Profile>>(request, 'GET', 'membership/user/me', { token: member.token });
        expect(me.body.res.firstName).not.toBe('芳');
    });

    test('needs a member’s token: none, or one that names no session, is 401', async ({ request }) => {
        for (const [method, path] of [
            ['GET', 'membership/user/me'],
            ['POST', 'membership/user/me'],
            ['GET', 'membership/member/me'],
            ['POST', 'membership/user/me/consent'],
        ] as const) {
            const body = method === 'POST' ? { firstName: 'a', lastName: 'b' } : undefined;
            const none = await legacyCall<RestResult<null>>(request, method, path, { body });
            expect(none.status, `${method} ${path}`).toBe(401);
            expect(none.body.result.errorCode).toBe('NOT_SIGNED_IN');
            const madeUp = await legacyCall<RestResult<null>>(request, method, path, {
                body,
                token: 'no-such-session',
            });
            expect(madeUp.status, `${method} ${path}`).toBe(401);
        }
    });

    test('a staff member’s token is no member’s: 401, not a fault', async ({ request }) => {
        const token = await adminToken(request);
        for (const path of ['membership/user/me', 'membership/member/me', 'membership/wishlist']) {
            const reply = await legacyCall<RestResult<null>>(request, 'GET', path, { token });
            expect(reply.status, path).toBe(401);
            expect(reply.body.result.errorCode).toBe('NOT_SIGNED_IN');
        }
    });

    test('each member reads only their own profile', async ({ request }) => {
        const [a, b] = [await newMember(request), await newMember(request)];
        const asB = await legacyCall<RestResult<Profile>>(request, 'GET', 'membership/user/me', { token: b.token });
        expect(asB.body.res.mobile).toBe(b.mobile);
        expect(asB.body.res.customerId).not.toBe(a.customerId);
    });
});

test.describe('REST: membership/member/me', () => {
    test('a new member stands in the first tier with no points', async ({ request }) => {
        const member = await newMember(request);
        const club = await legacyCall<RestResult<{ tier: string; points: number; nextTier: string | null }>>(
            request,
            'GET',
            'membership/member/me',
            { token: member.token },
        );
        expect(club.status).toBe(200);
        expect(club.body.res).toMatchObject({ tier: 'classic', points: 0 });
        expect(club.body.res.nextTier).toBeTruthy();
    });
});

test.describe('REST: membership/user/me/consent', () => {
    test('records the current versions a member was asked to accept; a stale one is refused', async ({ request }) => {
        // A member registered by e-mail without the box: both documents pending.
        const email = freshEmail('consent');
        const password = 'Morvaux-2026!';
        const registered = await request.post(`${E2E_SERVER_URL}/shop-api`, {
            data: {
                query: 'mutation ($input: RegisterCustomerInput!) { registerCustomerAccount(input: $input) { __typename } }',
                variables: { input: { emailAddress: email, firstName: '伟', lastName: '李', password } },
            },
        });
        expect(await registered.json()).toMatchObject({ data: { registerCustomerAccount: { __typename: 'Success' } } });
        const login = await request.post(`${E2E_SERVER_URL}/shop-api`, {
            data: {
                query: 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }',
                variables: { u: email, p: password },
            },
        });
        const token = login.headers()['vendure-auth-token'];
        expect(token).toBeTruthy();

        const me = await legacyCall<RestResult<Profile>>(request, 'GET', 'membership/user/me', { token });
        expect(me.body.res.email).toBe(email);
        const pending = me.body.res.pendingConsents;
        expect(pending.map((p) => p.document).sort()).toEqual(['memberTerms', 'privacyPolicy']);

        const stale = await legacyCall<RestResult<null>>(request, 'POST', 'membership/user/me/consent', {
            token,
            body: { documents: [{ document: 'privacyPolicy', version: 'not-the-current-one' }] },
        });
        expect(stale.status).toBe(400);
        expect(stale.body.result).toMatchObject({ errorCode: 'TERMS_NOT_ACCEPTED', field: 'documents.0.version' });

        const privacy = pending.find((p) => p.document === 'privacyPolicy')!;
        const accepted = await legacyCall<RestResult<{ pending: Profile['pendingConsents'] }>>(
            request,
            'POST',
            'membership/user/me/consent',
            { token, body: { documents: [{ document: 'privacyPolicy', version: privacy.version }] } },
        );
        expect(accepted.status).toBe(200);
        expect(accepted.body.res.pending.map((p) => p.document)).toEqual(['memberTerms']);
    });

    test('refuses an empty or unknown document list (400)', async ({ request }) => {
        const member = await newMember(request);
        for (const documents of [[], [{ document: 'cookiePolicy', version: '1' }], 'privacyPolicy']) {
            const reply = await legacyCall<RestResult<null>>(request, 'POST', 'membership/user/me/consent', {
                token: member.token,
                body: { documents },
            });
            expect(reply.status, JSON.stringify(documents)).toBe(400);
            expect(reply.body.result.errorCode).toBe('INVALID');
        }
    });
});

test.describe('REST: membership/wishlist', () => {
    test('adds, lists and removes entries: the one list the Shop API shows', async ({ request }) => {
        const { watch, strap } = await someSkus(request);
        const member = await newMember(request);
        const empty = await legacyCall<RestResult<Wishlist>>(request, 'GET', 'membership/wishlist', {
            token: member.token,
        });
        expect(empty.body).toEqual({ result: { code: 1, message: 'success' }, res: [] });

        const added = await legacyCall<RestResult<Wishlist>>(request, 'POST', 'membership/wishlist', {
            token: member.token,
            body: { sku: watch, type: 'watch' },
        });
        expect(added.status).toBe(200);
        expect(added.body.res.map((e) => e.sku)).toEqual([watch]);
        // Kept once per sku.
        await legacyCall(request, 'POST', 'membership/wishlist', {
            token: member.token,
            body: { sku: watch, type: 'watch' },
        });
        await legacyCall(request, 'POST', 'membership/wishlist', {
            token: member.token,
            body: { sku: strap, type: 'strap' },
        });

        const shop = await shopApiAs<{ wishlist: Array<{ id: string; sku: string }> }>(
            request,
            member.token,
            '{ wishlist { id sku } }',
        );
        expect(shop.wishlist.map((e) => e.sku).sort()).toEqual([strap, watch].sort());

        const listed = await legacyCall<RestResult<Wishlist>>(request, 'GET', 'membership/wishlist', {
            token: member.token,
        });
        expect(listed.body.res.map((e) => e.id).sort()).toEqual(shop.wishlist.map((e) => e.id).sort());
        const watchEntry = listed.body.res.find((e) => e.sku === watch)!;
        const removed = await legacyCall<RestResult<Wishlist>>(
            request,
            'DELETE',
            `membership/wishlist/${watchEntry.id}`,
            {
                token: member.token,
            },
        );
        expect(removed.status).toBe(200);
        expect(removed.body.res.map((e) => e.sku)).toEqual([strap]);
    });

    test('refuses a wrong type or sku (400), an unknown sku (404), and no token (401)', async ({ request }) => {
        const { watch } = await someSkus(request);
        const member = await newMember(request);
        const badType = await legacyCall<RestResult<null>>(request, 'POST', 'membership/wishlist', {
            token: member.token,
            body: { sku: watch, type: 'ring' },
        });
        expect(badType.status).toBe(400);
        expect(badType.body.result).toMatchObject({ errorCode: 'INVALID', field: 'type' });
        const noSku = await legacyCall<RestResult<null>>(request, 'POST', 'membership/wishlist', {
            token: member.token,
            body: { type: 'watch' },
        });
        expect(noSku.status).toBe(400);
        const unknown = await legacyCall<RestResult<null>>(request, 'POST', 'membership/wishlist', {
            token: member.token,
            body: { sku: 'NO-SUCH-SKU-0', type: 'watch' },
        });
        expect(unknown.status).toBe(404);
        expect(unknown.body.result.errorCode).toBe('ENTITY_NOT_FOUND');
        for (const [method, path, body] of [
            ['GET', 'membership/wishlist', undefined],
            ['POST', 'membership/wishlist', { sku: watch, type: 'watch' }],
            ['POST', 'membership/wishlist/all', { wishArray: [] }],
            ['DELETE', 'membership/wishlist/1', undefined],
        ] as const) {
            const reply = await legacyCall<RestResult<null>>(request, method, path, { body });
            expect(reply.status, `${method} ${path}`).toBe(401);
        }
    });

    test('merges a guest’s list, skipping unknown skus and those already there; bounded', async ({ request }) => {
        const { watch, strap, other } = await someSkus(request);
        const member = await newMember(request);
        await legacyCall(request, 'POST', 'membership/wishlist', {
            token: member.token,
            body: { sku: watch, type: 'watch' },
        });
        const merged = await legacyCall<RestResult<Wishlist>>(request, 'POST', 'membership/wishlist/all', {
            token: member.token,
            body: {
                wishArray: [
                    { sku: watch, type: 'watch' },
                    { sku: strap, type: 'strap' },
                    { sku: other, type: 'watch' },
                    { sku: 'NO-SUCH-SKU-1', type: 'watch' },
                ],
            },
        });
        expect(merged.status).toBe(200);
        expect(merged.body.res.map((e) => e.sku).sort()).toEqual([watch, strap, other].sort());

        const notArray = await legacyCall<RestResult<null>>(request, 'POST', 'membership/wishlist/all', {
            token: member.token,
            body: { wishArray: { sku: watch } },
        });
        expect(notArray.status).toBe(400);
        expect(notArray.body.result.field).toBe('wishArray');
        const tooMany = await legacyCall<RestResult<null>>(request, 'POST', 'membership/wishlist/all', {
            token: member.token,
            body: { wishArray: Array.from({ length: 101 }, (_, i) => ({ sku: `SKU-${i}`, type: 'watch' })) },
        });
        expect(tooMany.status).toBe(400);
    });

    test('another member’s entry is not found (404) and stays theirs; a malformed id is 400', async ({ request }) => {
        const { watch } = await someSkus(request);
        const [owner, other] = [await newMember(request), await newMember(request)];
        const added = await legacyCall<RestResult<Wishlist>>(request, 'POST', 'membership/wishlist', {
            token: owner.token,
            body: { sku: watch, type: 'watch' },
        });
        const id = added.body.res[0].id;
        const theirs = await legacyCall<RestResult<null>>(request, 'DELETE', `membership/wishlist/${id}`, {
            token: other.token,
        });
        expect(theirs.status).toBe(404);
        expect(theirs.body.result.errorCode).toBe('ENTITY_NOT_FOUND');
        const stillThere = await legacyCall<RestResult<Wishlist>>(request, 'GET', 'membership/wishlist', {
            token: owner.token,
        });
        expect(stillThere.body.res.map((e) => e.id)).toEqual([id]);
        const othersList = await legacyCall<RestResult<Wishlist>>(request, 'GET', 'membership/wishlist', {
            token: other.token,
        });
        expect(othersList.body.res).toEqual([]);

        const malformed = await legacyCall<RestResult<null>>(request, 'DELETE', 'membership/wishlist/not-an-id', {
            token: owner.token,
        });
        expect(malformed.status).toBe(400);
    });
});
