// Requests only: the stores' rows of the REST face as the mini-program calls them, each answer
// checked against the face's OpenAPI document.
import { expect, test } from '@playwright/test';

import { legacyCall } from './legacy-api';
import { BOOKABLE_STORE, clientAddress, dayFromToday, freeSlot, shopCall, signedInMember } from './legacy-member';
import { freshMobile } from './members';

/** A boutique of the demo that takes appointments. */
const STORE = BOOKABLE_STORE;

interface Store {
    slug: string;
    type: string;
    name: string;
    opening_hours: unknown[];
    takes_appointments: boolean;
}

test.describe('REST: reserve/storeList', () => {
    test('lists the enabled stores the Shop API lists, all or of one type', async ({ request }) => {
        const { data } = await shopCall<{ stores: Array<{ slug: string; type: string }> }>(
            request,
            'query { stores { slug type } }',
        );
        const all = await legacyCall<Store[]>(request, 'GET', 'reserve/storeList?type=all');
        expect(all.status).toBe(200);
        expect(all.body.map((s) => s.slug)).toEqual(data.stores.map((s) => s.slug));
        expect(all.body.find((s) => s.slug === STORE)).toMatchObject({ takes_appointments: true });
        expect(all.body[0].opening_hours).toHaveLength(7);
        const plain = await legacyCall<Store[]>(request, 'GET', 'reserve/storeList');
        expect(plain.body.length).toBe(all.body.length);
        for (const type of ['boutique', 'retailer']) {
            const some = await legacyCall<Store[]>(request, 'GET', `reserve/storeList?type=${type}`);
            expect(some.status).toBe(200);
            expect(some.body.length).toBe(data.stores.filter((s) => s.type === type).length);
            expect(some.body.every((s) => s.type === type)).toBe(true);
        }
        const english = await legacyCall<Store[]>(request, 'GET', 'reserve/storeList?lang=en');
        expect(english.body.find((s) => s.slug === STORE)?.name).not.toBe(all.body.find((s) => s.slug === STORE)?.name);
    });

    test('refuses an unknown type with 400 and a token naming no session with 401', async ({ request }) => {
        const bad = await legacyCall<{ code: string; field: string }>(request, 'GET', 'reserve/storeList?type=shop');
        expect(bad.status).toBe(400);
        expect(bad.body).toMatchObject({ code: 'INVALID', field: 'type' });
        const token = await legacyCall<{ code: string }>(request, 'GET', 'reserve/storeList', {
            token: 'made-up-token',
        });
        expect(token.status).toBe(401);
        expect(token.body.code).toBe('NOT_SIGNED_IN');
    });
});

test.describe('REST: reserve/create', () => {
    test('books a member’s visit for their own number without a code; the Shop API lists it as theirs', async ({
        request,
    }) => {
        const member = await signedInMember(request);
        const { date, start } = await freeSlot(request, 3);
        const reply = await legacyCall<{ id: string; reference: string; state: string; manage_token: string }>(
            request,
            'POST',
            'reserve/create',
            {
                token: member.token,
                headers: clientAddress(),
                body: {
                    storeSlug: STORE,
                    purpose: 'engraving',
                    date,
                    slotStart: start,
                    name: '王芳',
                    mobile: member.mobile,
                    privacyConsent: true,
                },
            },
        );
        expect(reply.status).toBe(200);
        expect(reply.body).toMatchObject({ state: 'requested', store_slug: STORE, date, slot_start: start });
        expect(reply.body.manage_token).toBeTruthy();
        const { data } = await shopCall<{ myAppointments: Array<{ id: string; reference: string }> }>(
            request,
            'query { myAppointments { id reference } }',
            {},
            { token: member.token },
        );
        expect(data.myAppointments).toContainEqual({ id: reply.body.id, reference: reply.body.reference });
    });

    test('asks a guest for the code texted to the number', async ({ request }) => {
        const { date, start } = await freeSlot(request, 3);
        const reply = await legacyCall<{ code: string; field: string }>(request, 'POST', 'reserve/create', {
            headers: clientAddress(),
            body: {
                storeSlug: STORE,
                purpose: 'engraving',
                date,
                slotStart: start,
                name: '王芳',
                mobile: freshMobile(),
                privacyConsent: true,
            },
        });
        expect(reply.status).toBe(401);
        expect(reply.body).toMatchObject({ code: 'SMS_CODE_NONE', field: 'smsCode' });
    });

    test('refuses a malformed booking with 400 naming the field, and a bad token with 401', async ({ request }) => {
        const booking = {
            storeSlug: STORE,
            purpose: 'engraving',
            date: dayFromToday(3),
            slotStart: '10:00',
            name: '王芳',
            mobile: freshMobile(),
            smsCode: '123456',
        };
        const noConsent = await legacyCall<{ code: string; field: string }>(request, 'POST', 'reserve/create', {
            headers: clientAddress(),
            body: booking,
        });
        expect(noConsent.status).toBe(400);
        expect(noConsent.body).toMatchObject({ code: 'INVALID', field: 'privacyConsent' });
        const badMobile = await legacyCall<{ code: string; field: string }>(request, 'POST', 'reserve/create', {
            headers: clientAddress(),
            body: { ...booking, privacyConsent: true, mobile: '12345' },
        });
        expect(badMobile.status).toBe(400);
        expect(badMobile.body.field).toBe('mobile');
        const notJson = await legacyCall(request, 'POST', 'reserve/create', { rawBody: '{"storeSlug":' });
        expect(notJson.status).toBe(400);
        const badToken = await legacyCall<{ code: string }>(request, 'POST', 'reserve/create', {
            token: 'made-up-token',
            body: { ...booking, privacyConsent: true },
        });
        expect(badToken.status).toBe(401);
    });

    test('answers an unknown store with 404', async ({ request }) => {
        const reply = await legacyCall<{ code: string }>(request, 'POST', 'reserve/create', {
            headers: clientAddress(),
            body: {
                storeSlug: 'no-such-store',
                purpose: 'engraving',
                date: dayFromToday(3),
                slotStart: '10:00',
                name: '王芳',
                mobile: freshMobile(),
                smsCode: '123456',
                privacyConsent: true,
            },
        });
        expect(reply.status).toBe(404);
        expect(reply.body.code).toBe('STORE_NOT_FOUND');
    });
});
