// Requests only: the REST face's orders as the mini-program calls them (spec §7), each answer
// checked against the face's OpenAPI document. Members are made by staff and signed in on the
// Shop API; their bags are filled there too, as the storefront fills them.
import { buildCatalogue } from '@maison/demo-catalogue/data';
import { type APIRequestContext, expect, test } from '@playwright/test';

import { E2E_SERVER_URL } from '../../playwright.config';
import { legacyCall } from './legacy-api';
import { adminApi, adminToken, restoreWatchStock } from './shop-api';
import { placeOrder } from './staff-orders';

const PASSWORD = 'rest-orders-e2e-password';

interface Member {
    id: string;
    token: string;
    email: string;
}

interface OrderReply {
    order_id: string;
    increment_id: string;
    state: string;
    status: string;
    grand_total: number;
    items: Array<{ item_id: string; sku: string; qty: number; price: number; row_total: number }>;
}

interface RequestReply {
    request_id: string;
    kind: string;
    state: string;
    return_carrier: string | null;
    return_tracking_number: string | null;
}

type Failure = { code: string; field?: string; message: string };

/** A client address of its own for each call: throttles count per client. */
function client(): Record<string, string> {
    const octet = () => 1 + Math.floor(Math.random() * 250);
    return { 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` };
}

/** The Shop API with a member's bearer token, straight at the server (no cookie). */
async function shop<T>(token: string | undefined, query: string, variables: object = {}) {
    const res = await fetch(`${E2E_SERVER_URL}/shop-api?languageCode=zh`, {
        method: 'POST',
        headers: {
            'content-type': 'application/json',
            ...client(),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data: T; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return { data: body.data, token: res.headers.get('vendure-auth-token') };
}

let staff: string;
let admin: (query: string, variables?: object) => ReturnType<typeof adminApi>;
/** Skus of watches the demo stocks well, and their variant ids. */
const watches: Array<{ sku: string; id: string }> = [];

/** A member made by staff, signed in on the Shop API: their bearer token. */
async function newMember(tag: string): Promise<Member> {
    const email = `rest-orders-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const made = await admin(
        'mutation($i: CreateCustomerInput!, $p: String!) { createCustomer(input: $i, password: $p) { ... on Customer { id } } }',
        { i: { emailAddress: email, firstName: '晓明', lastName: '王' }, p: PASSWORD },
    );
    const { token } = await shop(
        undefined,
        'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }',
        { u: email, p: PASSWORD },
    );
    expect(token).toBeTruthy();
    return { id: made.createCustomer.id, token: token!, email };
}

async function addToBag(member: Member, variantId: string, quantity = 1) {
    const { data } = await shop<{ addItemToOrder: { __typename: string } }>(
        member.token,
        'mutation($v: ID!, $q: Int!) { addItemToOrder(productVariantId: $v, quantity: $q) { __typename } }',
        { v: variantId, q: quantity },
    );
    expect(data.addItemToOrder.__typename).toBe('Order');
}

async function saveAddress(member: Member): Promise<string> {
    const { data } = await shop<{ createCustomerAddress: { id: string } }>(
        member.token,
        'mutation($i: CreateAddressInput!) { createCustomerAddress(input: $i) { id } }',
        {
            i: {
                fullName: '王晓明',
                phoneNumber: '13800138000',
                province: '上海市',
                city: '市辖区',
                streetLine2: '静安区',
                streetLine1: '南京西路 1 号',
                postalCode: '200040',
                countryCode: 'CN',
            },
        },
    );
    return data.createCustomerAddress.id;
}

const ADDRESS = {
    fullName: '李伟',
    phoneNumber: '13912345678',
    province: '北京市',
    city: '市辖区',
    district: '朝阳区',
    streetLine1: '建国路 88 号',
    postalCode: '100022',
};

function call<T>(
    request: APIRequestContext,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    options: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
) {
    return legacyCall<T>(request, method, path, { ...options, headers: { ...client(), ...options.headers } });
}

test.beforeAll(async ({ request }) => {
    await restoreWatchStock(request);
    staff = await adminToken(request);
    admin = (query, variables = {}) => adminApi(request, staff, query, variables);
    const skus = buildCatalogue()
        .products.filter((p) => p.kind === 'watch')
        .flatMap((p) => p.variants)
        .filter((v) => v.stockOnHand >= 10)
        .slice(0, 3)
        .map((v) => v.sku);
    const found = (await admin(
        'query($s: [String!]!) { productVariants(options: { filter: { sku: { in: $s } } }) { items { id sku } } }',
        { s: skus },
    )) as unknown as { productVariants: { items: Array<{ id: string; sku: string }> } };
    watches.push(...found.productVariants.items);
    expect(watches.length).toBeGreaterThanOrEqual(2);
});

// Staff calls through each test's own request context (beforeAll's ends with it).
test.beforeEach(({ request }) => {
    admin = (query, variables = {}) => adminApi(request, staff, query, variables);
});

test.describe('REST: applet/orderCreate', () => {
    test('turns the bag into an order awaiting payment; a retried call answers the same order', async ({ request }) => {
        const member = await newMember('create');
        await addToBag(member, watches[0].id, 1);
        const addressId = await saveAddress(member);
        const body = { addressId, fapiao: { fapiaoType: 'personal' }, remark: '请周末送货' };
        const first = await call<OrderReply>(request, 'POST', 'applet/orderCreate', { token: member.token, body });
        expect(first.status).toBe(200);
        expect(first.body.state).toBe('ArrangingPayment');
        expect(first.body.status).toBe('unpaid');
        expect(first.body.items).toEqual([expect.objectContaining({ sku: watches[0].sku, qty: 1 })]);
        expect(first.body.grand_total).toBeGreaterThan(0);
        expect(first.body.grand_total).toBe(first.body.items[0].row_total);

        // The client retries a call that timed out with the same body: the same order.
        const again = await call<OrderReply>(request, 'POST', 'applet/orderCreate', { token: member.token, body });
        expect(again.status).toBe(200);
        expect(again.body.order_id).toBe(first.body.order_id);
        expect(again.body.increment_id).toBe(first.body.increment_id);

        const list = await call<{ items: OrderReply[]; total_count: number }>(request, 'GET', 'applet/orders', {
            token: member.token,
        });
        expect(list.status).toBe(200);
        expect(list.body.total_count).toBe(1);
        expect(list.body.items.map((o) => o.order_id)).toEqual([first.body.order_id]);

        // The Shop API shows the same order as the member's, waiting for payment.
        const { data } = await shop<{
            activeCustomer: { orders: { items: Array<{ code: string; state: string }> } };
        }>(member.token, 'query { activeCustomer { orders { items { code state } } } }');
        expect(data.activeCustomer.orders.items).toEqual([
            { code: first.body.increment_id, state: 'ArrangingPayment' },
        ]);

        // Another delivery address: the same order, moved there.
        const moved = await call<OrderReply>(request, 'POST', 'applet/orderCreate', {
            token: member.token,
            body: { address: ADDRESS },
        });
        expect(moved.status).toBe(200);
        expect(moved.body.order_id).toBe(first.body.order_id);
        const detail = await call<{ shipping_address: { full_name: string; district: string }; fapiao: object }>(
            request,
            'GET',
            `applet/orders/${first.body.order_id}`,
            { token: member.token },
        );
        expect(detail.body.shipping_address).toMatchObject({ full_name: '李伟', district: '朝阳区' });
        expect(detail.body.fapiao).toEqual({ type: 'none', title: null, tax_id: null });
    });

    test('an empty bag is BAG_EMPTY; a malformed body 400; no token 401; another member’s address 404', async ({
        request,
    }) => {
        const member = await newMember('empty');
        const empty = await call<Failure>(request, 'POST', 'applet/orderCreate', {
            token: member.token,
            body: { address: ADDRESS },
        });
        expect(empty.status).toBe(409);
        expect(empty.body.code).toBe('BAG_EMPTY');

        await addToBag(member, watches[0].id, 1);
        for (const body of [
            {},
            { addressId: '1', address: ADDRESS },
            { address: { ...ADDRESS, phoneNumber: '123' } },
            { address: ADDRESS, fapiao: { fapiaoType: 'company', fapiaoTitle: '某公司', fapiaoTaxId: 'bad' } },
        ]) {
            const bad = await call<Failure>(request, 'POST', 'applet/orderCreate', { token: member.token, body });
            expect(bad.status, JSON.stringify(body)).toBe(400);
            expect(bad.body.code).toBe('INVALID');
        }
        const notJson = await call<Failure>(request, 'POST', 'applet/orderCreate', {
            token: member.token,
            rawBody: '{"address":',
        });
        expect(notJson.status).toBe(400);

        const anonymous = await call<Failure>(request, 'POST', 'applet/orderCreate', { body: { address: ADDRESS } });
        expect(anonymous.status).toBe(401);
        expect(anonymous.body.code).toBe('NOT_SIGNED_IN');

        const other = await newMember('other-address');
        const theirs = await saveAddress(other);
        const foreign = await call<Failure>(request, 'POST', 'applet/orderCreate', {
            token: member.token,
            body: { addressId: theirs },
        });
        expect(foreign.status).toBe(404);
        expect(foreign.body.code).toBe('ENTITY_NOT_FOUND');
        // Nothing moved: the bag still waits to be checked out.
        const { data } = await shop<{ activeOrder: { state: string } }>(
            member.token,
            'query { activeOrder { state } }',
        );
        expect(data.activeOrder.state).toBe('AddingItems');
    });
});

test.describe('REST: applet/oneClickOrderCreate', () => {
    test('buys one item beside the bag, which stays as it was; a copy of the request answers the first order', async ({
        request,
    }) => {
        const member = await newMember('one-click');
        await addToBag(member, watches[0].id, 1);
        const body = { sku: watches[1].sku, qty: 1, address: ADDRESS };
        const first = await call<OrderReply>(request, 'POST', 'applet/oneClickOrderCreate', {
            token: member.token,
            body,
        });
        expect(first.status).toBe(200);
        expect(first.body.state).toBe('ArrangingPayment');
        expect(first.body.items).toEqual([expect.objectContaining({ sku: watches[1].sku, qty: 1 })]);

        const again = await call<OrderReply>(request, 'POST', 'applet/oneClickOrderCreate', {
            token: member.token,
            body,
        });
        expect(again.body.order_id).toBe(first.body.order_id);

        // The bag is where it was, with its own line.
        const { data } = await shop<{
            activeOrder: { code: string; state: string; lines: Array<{ productVariant: { sku: string } }> };
        }>(member.token, 'query { activeOrder { code state lines { productVariant { sku } } } }');
        expect(data.activeOrder.code).not.toBe(first.body.increment_id);
        expect(data.activeOrder.state).toBe('AddingItems');
        expect(data.activeOrder.lines.map((l) => l.productVariant.sku)).toEqual([watches[0].sku]);

        // An Idempotency-Key names one purchase: the same key answers its order, another key is another.
        const keyed = { ...body, qty: 1, remark: 'keyed' };
        const withKey = await call<OrderReply>(request, 'POST', 'applet/oneClickOrderCreate', {
            token: member.token,
            body: keyed,
            headers: { 'Idempotency-Key': `key-${first.body.order_id}-a` },
        });
        expect(withKey.status).toBe(200);
        expect(withKey.body.order_id).not.toBe(first.body.order_id);
        const sameKey = await call<OrderReply>(request, 'POST', 'applet/oneClickOrderCreate', {
            token: member.token,
            body: keyed,
            headers: { 'Idempotency-Key': `key-${first.body.order_id}-a` },
        });
        expect(sameKey.body.order_id).toBe(withKey.body.order_id);

        // Both orders are the member's, awaiting payment; the bag is not among them.
        const unpaid = await call<{ items: OrderReply[] }>(request, 'GET', 'applet/orders?status=unpaid', {
            token: member.token,
        });
        expect(unpaid.body.items.map((o) => o.order_id).sort()).toEqual(
            [first.body.order_id, withKey.body.order_id].sort(),
        );
    });

    test('refuses a malformed body (400), no token (401), an unknown sku and another member’s address (404)', async ({
        request,
    }) => {
        const member = await newMember('one-click-bad');
        for (const body of [
            { sku: watches[1].sku, qty: 0, address: ADDRESS },
            { sku: watches[1].sku, qty: 1 },
            { sku: '', qty: 1, address: ADDRESS },
        ]) {
            const bad = await call<Failure>(request, 'POST', 'applet/oneClickOrderCreate', {
                token: member.token,
                body,
            });
            expect(bad.status, JSON.stringify(body)).toBe(400);
        }
        const badKey = await call<Failure>(request, 'POST', 'applet/oneClickOrderCreate', {
            token: member.token,
            body: { sku: watches[1].sku, qty: 1, address: ADDRESS },
            headers: { 'Idempotency-Key': 'not a key!' },
        });
        expect(badKey.status).toBe(400);
        expect(badKey.body.field).toBe('Idempotency-Key');

        const anonymous = await call<Failure>(request, 'POST', 'applet/oneClickOrderCreate', {
            body: { sku: watches[1].sku, qty: 1, address: ADDRESS },
        });
        expect(anonymous.status).toBe(401);

        const unknown = await call<Failure>(request, 'POST', 'applet/oneClickOrderCreate', {
            token: member.token,
            body: { sku: 'NO-SUCH-SKU', qty: 1, address: ADDRESS },
        });
        expect(unknown.status).toBe(404);

        const other = await newMember('one-click-other');
        const foreign = await call<Failure>(request, 'POST', 'applet/oneClickOrderCreate', {
            token: member.token,
            body: { sku: watches[1].sku, qty: 1, addressId: await saveAddress(other) },
        });
        expect(foreign.status).toBe(404);
        const list = await call<{ total_count: number }>(request, 'GET', 'applet/orders', { token: member.token });
        expect(list.body.total_count).toBe(0);
    });
});

test.describe('REST: applet/oneClickOrderCreate with a strap', () => {
    test('buys a strap with its own buckle on its line; a buckle it is not sold with is NOT_AVAILABLE', async ({
        request,
    }) => {
        const products = buildCatalogue().products;
        const strap = products.find(
            (p) =>
                p.kind === 'strap' &&
                p.variants.some((v) => v.stockOnHand >= 3) &&
                (p.buckleSkus ?? []).some((sku) =>
                    products.find((b) => b.sku === sku)?.variants.some((v) => v.stockOnHand >= 3),
                ),
        )!;
        const strapSku = strap.variants.find((v) => v.stockOnHand >= 3)!.sku;
        const buckleSku = (strap.buckleSkus ?? [])
            .map((sku) => products.find((b) => b.sku === sku)!)
            .flatMap((b) => b.variants)
            .find((v) => v.stockOnHand >= 3)!.sku;
        const found = (await admin(
            'query($s: [String!]!) { productVariants(options: { filter: { sku: { in: $s } } }) { items { id sku } } }',
            { s: [buckleSku] },
        )) as unknown as { productVariants: { items: Array<{ id: string }> } };
        const buckleId = found.productVariants.items[0].id;
        const member = await newMember('strap');
        const plain = await call<OrderReply>(request, 'POST', 'applet/oneClickOrderCreate', {
            token: member.token,
            body: { sku: strapSku, qty: 1, address: ADDRESS },
        });
        expect(plain.status).toBe(200);
        const bundled = await call<OrderReply>(request, 'POST', 'applet/oneClickOrderCreate', {
            token: member.token,
            body: {
                sku: strapSku,
                qty: 1,
                address: ADDRESS,
                bundle_options: [{ option_id: 2, option_qty: 1, option_selections: [Number(buckleId)] }],
            },
        });
        expect(bundled.status).toBe(200);
        expect(bundled.body.order_id).not.toBe(plain.body.order_id);
        expect(bundled.body.items).toEqual([expect.objectContaining({ sku: strapSku, qty: 1 })]);
        // The buckle rides on the strap's line, priced with it.
        expect(bundled.body.grand_total).toBeGreaterThan(plain.body.grand_total);

        const foreign = await call<Failure>(request, 'POST', 'applet/oneClickOrderCreate', {
            token: member.token,
            body: {
                sku: strapSku,
                qty: 1,
                address: ADDRESS,
                bundle_options: [{ option_id: 2, option_selections: [watches[0].id] }],
            },
        });
        expect(foreign.status).toBe(409);
        expect(foreign.body.code).toBe('NOT_AVAILABLE');
        // A refused purchase leaves no order behind.
        const list = await call<{ total_count: number }>(request, 'GET', 'applet/orders', { token: member.token });
        expect(list.body.total_count).toBe(2);
    });
});

test.describe('REST: applet/orders', () => {
    test('lists by status and reads one order; another member’s is 404; bad input 400; no token 401', async ({
        request,
    }) => {
        const member = await newMember('list');
        const made = await call<OrderReply>(request, 'POST', 'applet/oneClickOrderCreate', {
            token: member.token,
            body: {
                sku: watches[0].sku,
                qty: 1,
                address: ADDRESS,
                fapiao: { fapiaoType: 'company', fapiaoTitle: '上海某某有限公司', fapiaoTaxId: '91310000MA1FL8XXXX' },
            },
        });
        expect(made.status).toBe(200);

        const paid = await call<{ items: unknown[]; total_count: number; page: number; page_size: number }>(
            request,
            'GET',
            'applet/orders?status=paid&page=1&page_size=5',
            { token: member.token },
        );
        expect(paid.body).toMatchObject({ items: [], total_count: 0, page: 1, page_size: 5 });

        const one = await call<{
            increment_id: string;
            items: Array<{ sku: string }>;
            shipping_address: { full_name: string; telephone: string };
            billing_address: { full_name: string };
            fapiao: { type: string; title: string; tax_id: string };
            payments: unknown[];
        }>(request, 'GET', `applet/orders/${made.body.order_id}`, { token: member.token });
        expect(one.status).toBe(200);
        expect(one.body.increment_id).toBe(made.body.increment_id);
        expect(one.body.shipping_address).toMatchObject({ full_name: '李伟', telephone: '13912345678' });
        expect(one.body.billing_address).toMatchObject({ full_name: '李伟' });
        expect(one.body.fapiao).toEqual({ type: 'company', title: '上海某某有限公司', tax_id: '91310000MA1FL8XXXX' });
        expect(one.body.payments).toEqual([]);

        const other = await newMember('list-other');
        const foreign = await call<Failure>(request, 'GET', `applet/orders/${made.body.order_id}`, {
            token: other.token,
        });
        expect(foreign.status).toBe(404);
        expect(JSON.stringify(foreign.body)).not.toContain(made.body.increment_id);
        const none = await call<{ total_count: number }>(request, 'GET', 'applet/orders', { token: other.token });
        expect(none.body.total_count).toBe(0);

        expect((await call(request, 'GET', 'applet/orders?status=lost', { token: member.token })).status).toBe(400);
        expect((await call(request, 'GET', 'applet/orders?page=0', { token: member.token })).status).toBe(400);
        expect((await call(request, 'GET', 'applet/orders/abc', { token: member.token })).status).toBe(400);
        expect((await call(request, 'GET', 'applet/orders')).status).toBe(401);
        expect((await call(request, 'GET', `applet/orders/${made.body.order_id}`)).status).toBe(401);
    });
});

test.describe('REST: datalayer/oms/plugin/magento/order/{id}', () => {
    test('reads the order as a Magento sales order and cancels it while it awaits payment', async ({ request }) => {
        const member = await newMember('oms-cancel');
        const allocated = async () =>
            (
                (await admin(
                    'query($s: String!) { productVariants(options: { filter: { sku: { eq: $s } } }) { items { stockAllocated } } }',
                    {
                        s: watches[0].sku,
                    },
                )) as unknown as { productVariants: { items: Array<{ stockAllocated: number }> } }
            ).productVariants.items[0].stockAllocated;
        const before = await allocated();
        const made = await call<OrderReply>(request, 'POST', 'applet/oneClickOrderCreate', {
            token: member.token,
            body: { sku: watches[0].sku, qty: 1, address: ADDRESS },
        });
        const path = `datalayer/oms/plugin/magento/order/${made.body.order_id}`;
        // Its one unit is held for it while it awaits payment.
        expect(await allocated()).toBe(before + 1);
        const magento = await call<{
            entity_id: number;
            increment_id: string;
            state: string;
            status: string;
            grand_total: number;
            items: Array<{ item_id: number; sku: string; qty_ordered: number; price: number; row_total: number }>;
            billing_address: { firstname: string; telephone: string; street: string[] };
            extension_attributes: { vendure_state: string; shipping_assignments: Array<{ shipping: object }> };
        }>(request, 'GET', path, { token: member.token });
        expect(magento.status).toBe(200);
        expect(magento.body).toMatchObject({
            entity_id: Number(made.body.order_id),
            increment_id: made.body.increment_id,
            state: 'pending_payment',
            status: 'pending_payment',
            grand_total: made.body.grand_total,
        });
        expect(magento.body.items).toEqual([
            expect.objectContaining({ sku: watches[0].sku, qty_ordered: 1, row_total: made.body.grand_total }),
        ]);
        expect(magento.body.billing_address).toMatchObject({ firstname: '李伟', telephone: '13912345678' });
        expect(magento.body.billing_address.street).toEqual(['建国路 88 号', '朝阳区']);
        expect(magento.body.extension_attributes.vendure_state).toBe('ArrangingPayment');

        const other = await newMember('oms-other');
        const foreign = await call<Failure>(request, 'GET', path, { token: other.token });
        expect(foreign.status).toBe(404);
        const foreignCancel = await call<Failure>(request, 'PUT', `${path}/cancel`, {
            token: other.token,
            body: { reason: 'changedMind' },
        });
        expect(foreignCancel.status).toBe(404);
        expect((await call(request, 'GET', path)).status).toBe(401);
        expect((await call(request, 'PUT', `${path}/cancel`, { body: { reason: 'changedMind' } })).status).toBe(401);
        const malformed = await call<Failure>(request, 'PUT', `${path}/cancel`, { token: member.token, body: {} });
        expect(malformed.status).toBe(400);
        const reason = await call<Failure>(request, 'PUT', `${path}/cancel`, {
            token: member.token,
            body: { reason: 'noReason' },
        });
        expect(reason.status).toBe(400);
        expect(reason.body.code).toBe('INVALID_REASON');

        // Unpaid: cancelled at once.
        const cancelled = await call<RequestReply>(request, 'PUT', `${path}/cancel`, {
            token: member.token,
            body: { reason: 'orderedByMistake', note: '买错了' },
        });
        expect(cancelled.status).toBe(200);
        expect(cancelled.body).toMatchObject({ kind: 'cancel', state: 'approved' });
        const after = await call<{ state: string; extension_attributes: { after_sales: RequestReply[] } }>(
            request,
            'GET',
            path,
            { token: member.token },
        );
        expect(after.body.state).toBe('canceled');
        // Cancelled: its unit is for sale again.
        expect(await allocated()).toBe(before);
        expect(after.body.extension_attributes.after_sales).toEqual([
            expect.objectContaining({ request_id: cancelled.body.request_id }),
        ]);
        const twice = await call<Failure>(request, 'PUT', `${path}/cancel`, {
            token: member.token,
            body: { reason: 'orderedByMistake' },
        });
        expect(twice.status).toBe(409);
        expect(['OPEN_REQUEST_EXISTS', 'ORDER_NOT_CANCELLABLE']).toContain(twice.body.code);
    });

    test('a shipped order is returned: applied for, its parcel given once approved, then withdrawn', async ({
        request,
    }) => {
        const member = await newMember('oms-return');
        const orderId = await placeOrder(request, staff, member.id, watches[2]?.id ?? watches[0].id);
        const order = (await admin('query($id: ID!) { order(id: $id) { code lines { id quantity } } }', {
            id: orderId,
        })) as unknown as { order: { code: string; lines: Array<{ id: string; quantity: number }> } };
        const path = `datalayer/oms/plugin/magento/order/${orderId}`;
        const line = order.order.lines[0];

        // Paid, not shipped: not yet returnable.
        const early = await call<Failure>(request, 'PUT', `${path}/return/apply`, {
            token: member.token,
            body: { reason: 'damaged', lines: [{ item_id: line.id, qty: 1 }] },
        });
        expect(early.status).toBe(409);
        expect(early.body.code).toBe('ORDER_NOT_RETURNABLE');

        const fulfilment = await admin(
            `mutation($lines: [OrderLineInput!]!) { addFulfillmentToOrder(input: { lines: $lines, handler: { code: "manual-fulfillment", arguments: [{ name: "method", value: "顺丰速运" }, { name: "trackingCode", value: "SF1234567890" }] } }) { ... on Fulfillment { id } } }`,
            { lines: [{ orderLineId: line.id, quantity: line.quantity }] },
        );
        await admin('mutation($id: ID!) { transitionFulfillmentToState(id: $id, state: "Shipped") { __typename } }', {
            id: fulfilment.addFulfillmentToOrder.id,
        });
        const shipped = await call<{ state: string; status: string }>(request, 'GET', path, { token: member.token });
        expect(shipped.body).toMatchObject({ state: 'complete', status: 'shipped' });

        const badLines = await call<Failure>(request, 'PUT', `${path}/return/apply`, {
            token: member.token,
            body: { reason: 'damaged', lines: [{ item_id: line.id, qty: 5 }] },
        });
        expect(badLines.status).toBe(400);
        expect(badLines.body.code).toBe('INVALID_RETURN_LINES');
        const malformed = await call<Failure>(request, 'PUT', `${path}/return/apply`, {
            token: member.token,
            body: { reason: 'damaged', lines: 'all' },
        });
        expect(malformed.status).toBe(400);
        expect(malformed.body.code).toBe('INVALID');
        const other = await newMember('oms-return-other');
        for (const [suffix, body] of [
            ['return/apply', { reason: 'damaged', lines: [{ item_id: line.id, qty: 1 }] }],
            ['return/logistics', { carrier: '顺丰速运', tracking_number: 'SF9988776655' }],
            ['return/cancel', undefined],
        ] as const) {
            const foreign = await call<Failure>(request, 'PUT', `${path}/${suffix}`, { token: other.token, body });
            expect(foreign.status, suffix).toBe(404);
            expect((await call(request, 'PUT', `${path}/${suffix}`, { body })).status, suffix).toBe(401);
        }

        // No return yet: nothing to give a parcel for or withdraw.
        const noReturn = await call<Failure>(request, 'PUT', `${path}/return/cancel`, { token: member.token });
        expect(noReturn.status).toBe(404);

        const applied = await call<RequestReply & { lines: Array<{ item_id: string; qty: number }> }>(
            request,
            'PUT',
            `${path}/return/apply`,
            {
                token: member.token,
                body: { reason: 'damaged', note: '表镜有划痕', lines: [{ item_id: line.id, qty: 1 }] },
            },
        );
        expect(applied.status).toBe(200);
        expect(applied.body).toMatchObject({
            kind: 'return',
            state: 'requested',
            lines: [{ item_id: line.id, qty: 1 }],
        });
        const open = await call<Failure>(request, 'PUT', `${path}/return/apply`, {
            token: member.token,
            body: { reason: 'damaged', lines: [{ item_id: line.id, qty: 1 }] },
        });
        expect(open.status).toBe(409);
        expect(open.body.code).toBe('OPEN_REQUEST_EXISTS');

        // The parcel is given once staff have approved the return.
        const tooEarly = await call<Failure>(request, 'PUT', `${path}/return/logistics`, {
            token: member.token,
            body: { carrier: '顺丰速运', tracking_number: 'SF9988776655' },
        });
        expect(tooEarly.status).toBe(409);
        expect(tooEarly.body.code).toBe('REQUEST_CLOSED');
        await admin('mutation($id: ID!) { transitionAfterSalesRequest(id: $id, state: "approved") { __typename } }', {
            id: applied.body.request_id,
        });
        const badTracking = await call<Failure>(request, 'PUT', `${path}/return/logistics`, {
            token: member.token,
            body: { carrier: '顺丰速运', tracking_number: '单号' },
        });
        expect(badTracking.status).toBe(400);
        expect(badTracking.body.code).toBe('INVALID_TRACKING');
        expect(
            (await call(request, 'PUT', `${path}/return/logistics`, { token: member.token, body: { carrier: 1 } }))
                .status,
        ).toBe(400);
        const sent = await call<RequestReply>(request, 'PUT', `${path}/return/logistics`, {
            token: member.token,
            body: { carrier: '顺丰速运', tracking_number: 'SF9988776655' },
        });
        expect(sent.status).toBe(200);
        expect(sent.body).toMatchObject({
            state: 'approved',
            return_carrier: '顺丰速运',
            return_tracking_number: 'SF9988776655',
        });

        const withdrawn = await call<RequestReply>(request, 'PUT', `${path}/return/cancel`, { token: member.token });
        expect(withdrawn.status).toBe(200);
        expect(withdrawn.body).toMatchObject({ request_id: applied.body.request_id, state: 'withdrawn' });
        const closed = await call<Failure>(request, 'PUT', `${path}/return/cancel`, { token: member.token });
        expect(closed.status).toBe(409);
        expect(closed.body.code).toBe('REQUEST_CLOSED');

        // The returns list shows the order with its request.
        const returns = await call<{ items: Array<{ order_id: string; after_sales: RequestReply }> }>(
            request,
            'GET',
            'applet/orders?status=returns',
            { token: member.token },
        );
        expect(returns.body.items).toEqual([
            expect.objectContaining({
                order_id: String(orderId),
                after_sales: expect.objectContaining({ kind: 'return', state: 'withdrawn' }),
            }),
        ]);
    });
});
