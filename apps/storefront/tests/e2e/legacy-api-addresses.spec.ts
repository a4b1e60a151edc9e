// Requests only: the member's address book through the REST face, as the mini-program keeps
// it, each answer checked against the face's OpenAPI document.
import { expect, test } from '@playwright/test';

import { legacyCall } from './legacy-api';
import { shopCall, signedInMember } from './legacy-member';

interface Address {
    id: string;
    name: string;
    mobile: string;
    province: string;
    city: string;
    district: string;
    street: string;
    postcode: string;
    province_code: string;
    city_code: string;
    district_code: string;
    default_shipping: boolean;
    default_billing: boolean;
}

const SHENZHEN = {
    name: '张伟',
    mobile: '13800138000',
    province_code: '44',
    city_code: '4403',
    district_code: '440305',
    street: '科技南路18号',
    postcode: '518057',
};

const SHANGHAI = {
    name: '李娜',
    mobile: '13900139000',
    province_code: '31',
    city_code: '3101',
    district_code: '310101',
    street: '南京东路100号',
    postcode: '200001',
};

test.describe('REST: the member’s addresses', () => {
    test('creates, lists, reads, changes and deletes an address as the Shop API keeps it', async ({ request }) => {
        const { token } = await signedInMember(request);
        const created = await legacyCall<Address>(request, 'POST', 'applet/createAddress', {
            token,
            body: { ...SHENZHEN, default_shipping: true },
        });
        expect(created.status).toBe(200);
        expect(created.body).toMatchObject({
            province: '广东省',
            city: '深圳市',
            district: '南山区',
            street: SHENZHEN.street,
            district_code: '440305',
            default_shipping: true,
        });
        const second = await legacyCall<Address>(request, 'POST', 'applet/createAddress', { token, body: SHANGHAI });
        expect(second.status).toBe(200);
        // 市辖区 reads as the municipality.
        expect(second.body).toMatchObject({ province: '上海市', city: '上海市', city_code: '3101' });

        const list = await legacyCall<Address[]>(request, 'GET', 'applet/getAddressList', { token });
        expect(list.status).toBe(200);
        expect(list.body.map((a) => a.id)).toEqual([created.body.id, second.body.id]);
        const { data } = await shopCall<{ activeCustomer: { addresses: Array<{ id: string; streetLine2: string }> } }>(
            request,
            'query { activeCustomer { addresses { id streetLine2 } } }',
            {},
            { token },
        );
        expect(data.activeCustomer.addresses).toContainEqual({ id: created.body.id, streetLine2: '南山区' });

        const one = await legacyCall<Address>(request, 'GET', `applet/getAddress/${second.body.id}`, { token });
        expect(one.status).toBe(200);
        expect(one.body).toEqual(second.body);

        const changed = await legacyCall<Address>(request, 'POST', `applet/updateAddress/${second.body.id}`, {
            token,
            body: { ...SHANGHAI, street: '淮海中路1号', default_shipping: true },
        });
        expect(changed.status).toBe(200);
        expect(changed.body).toMatchObject({ id: second.body.id, street: '淮海中路1号', default_shipping: true });
        const reordered = await legacyCall<Address[]>(request, 'GET', 'applet/getAddressList', { token });
        expect(reordered.body[0].id).toBe(second.body.id);

        const deleted = await legacyCall<boolean>(request, 'DELETE', `applet/deleteAddress/${created.body.id}`, {
            token,
        });
        expect(deleted.status).toBe(200);
        expect(deleted.body).toBe(true);
        const gone = await legacyCall<{ code: string }>(request, 'GET', `applet/getAddress/${created.body.id}`, {
            token,
        });
        expect(gone.status).toBe(404);
    });

    test('answers another member’s address id with 404 and leaves it as it was', async ({ request }) => {
        const owner = await signedInMember(request);
        const other = await signedInMember(request);
        const created = await legacyCall<Address>(request, 'POST', 'applet/createAddress', {
            token: owner.token,
            body: SHENZHEN,
        });
        const id = created.body.id;
        for (const [method, path, body] of [
            ['GET', `applet/getAddress/${id}`, undefined],
            ['POST', `applet/updateAddress/${id}`, SHANGHAI],
            ['DELETE', `applet/deleteAddress/${id}`, undefined],
        ] as const) {
            const reply = await legacyCall<{ code: string; name?: string }>(request, method, path, {
                token: other.token,
                body,
            });
            expect(reply.status, `${method} ${path}`).toBe(404);
            expect(reply.body.code).toBe('ENTITY_NOT_FOUND');
            expect(reply.body.name).toBeUndefined();
        }
        const list = await legacyCall<Address[]>(request, 'GET', 'applet/getAddressList', { token: other.token });
        expect(list.body).toEqual([]);
        const kept = await legacyCall<Address>(request, 'GET', `applet/getAddress/${id}`, { token: owner.token });
        expect(kept.body).toEqual(created.body);
    });

    test('refuses a malformed address with 400 naming the field', async ({ request }) => {
        const { token } = await signedInMember(request);
        for (const [body, field] of [
            [{ ...SHENZHEN, mobile: '12345' }, 'mobile'],
            [{ ...SHENZHEN, postcode: '5180' }, 'postcode'],
            [{ ...SHENZHEN, name: '' }, 'name'],
            [{ ...SHENZHEN, district_code: '310101' }, 'district_code'],
            [{ ...SHENZHEN, default_shipping: 'yes' }, 'default_shipping'],
        ] as const) {
            const reply = await legacyCall<{ code: string; field: string }>(request, 'POST', 'applet/createAddress', {
                token,
                body,
            });
            expect(reply.status, field).toBe(400);
            expect(reply.body, field).toMatchObject({ code: 'INVALID', field });
        }
        const badId = await legacyCall<{ code: string }>(request, 'GET', 'applet/getAddress/abc', { token });
        expect(badId.status).toBe(400);
        const notJson = await legacyCall(request, 'POST', 'applet/createAddress', { token, rawBody: '{"name":' });
        expect(notJson.status).toBe(400);
    });

    test('holds at most 20 addresses: the 21st is ADDRESS_BOOK_FULL', async ({ request }) => {
        const { token } = await signedInMember(request);
        for (let i = 0; i < 20; i++) {
            const reply = await legacyCall(request, 'POST', 'applet/createAddress', {
                token,
                body: { ...SHENZHEN, street: `科技南路${i + 1}号` },
            });
            expect(reply.status).toBe(200);
        }
        const full = await legacyCall<{ code: string }>(request, 'POST', 'applet/createAddress', {
            token,
            body: SHENZHEN,
        });
        expect(full.status).toBe(409);
        expect(full.body.code).toBe('ADDRESS_BOOK_FULL');
    });

    test('refuses every row without a member’s token with 401', async ({ request }) => {
        for (const [method, path, body] of [
            ['GET', 'applet/getAddressList', undefined],
            ['GET', 'applet/getAddress/1', undefined],
            ['POST', 'applet/createAddress', SHENZHEN],
            ['POST', 'applet/updateAddress/1', SHENZHEN],
            ['DELETE', 'applet/deleteAddress/1', undefined],
        ] as const) {
            const none = await legacyCall<{ code: string }>(request, method, path, { body });
            expect(none.status, `${method} ${path}`).toBe(401);
            expect(none.body.code).toBe('NOT_SIGNED_IN');
            const madeUp = await legacyCall(request, method, path, { body, token: 'made-up-token' });
            expect(madeUp.status).toBe(401);
        }
    });
});
