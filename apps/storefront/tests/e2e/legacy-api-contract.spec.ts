// Requests only: the REST face's contract, one row per operation of its OpenAPI document. Each
// row drives the real server through four cases: the success case, malformed input, a missing
// token (and a bad or a staff member's one), and another member's id used with a member's
// token. Every answer is checked against the document by legacyCall. A case that cannot exist
// for a row says why and asserts what holds instead, and the first test holds the table to the
// document, so a new route without its cases fails here.
import { buildCatalogue } from '@maison/demo-catalogue/data';
import { MASKED_CART_ID_PATTERN } from '@maison/shared';
import { type APIRequestContext, expect, test } from '@playwright/test';

import { E2E_SERVER_URL } from '../../playwright.config';
import { type CallOptions, legacyCall, legacyDocument, type LegacyReply } from './legacy-api';
import {
    BOOKABLE_STORE,
    captcha,
    clientAddress,
    dayFromToday,
    freeSlot,
    newMember,
    placeholderAddress,
    type RestResult,
    shippingInformation,
    shopCall,
    textedCode,
} from './legacy-member';
import { freshEmail, freshMobile } from './members';
import { adminApi, adminToken, restoreWatchStock, shopApi } from './shop-api';
import { placeOrder } from './staff-orders';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Case = (request: APIRequestContext) => Promise<void>;
/** A case that cannot exist for a row: why, and what is asserted in its place. */
interface NotApplicable {
    notApplicable: string;
    instead?: Case;
}
interface Row {
    success: Case;
    malformed: Case | NotApplicable;
    missingToken: Case | NotApplicable;
    otherMember: Case | NotApplicable;
}
const CASES = ['success', 'malformed', 'missingToken', 'otherMember'] as const;

interface Member {
    token: string;
    customerId: string;
    mobile: string;
}
interface Watch {
    sku: string;
    variantId: string;
}

/** A token no session has: refused with 401 wherever one is read. */
const BAD_TOKEN = 'no-session-has-this-token';
/** Bodies no parser reads as JSON. */
const NOT_JSON = '{"cartItem":';

function call<T = unknown>(request: APIRequestContext, method: Method, path: string, options: CallOptions = {}) {
    return legacyCall<T>(request, method, path, {
        ...options,
        headers: { ...clientAddress(), ...options.headers },
    }) as Promise<LegacyReply<T>>;
}

/** The failure code of an answer in any of the face's styles. */
function codeOf(reply: LegacyReply): string | undefined {
    const body = reply.body as { code?: string; result?: { errorCode?: string } };
    return body.result?.errorCode ?? body.code;
}

async function refused(reply: LegacyReply, status: number, code: string, what: string) {
    expect(reply.status, `${what}: ${JSON.stringify(reply.body)}`).toBe(status);
    expect(codeOf(reply), what).toBe(code);
}

/** Each body, and one that is no JSON at all, is refused 400 INVALID. */
function badBodies(
    method: Method,
    path: string | ((request: APIRequestContext) => Promise<string>),
    bodies: unknown[],
    token?: () => string,
) {
    return async (request: APIRequestContext) => {
        const at = typeof path === 'string' ? path : await path(request);
        for (const body of bodies)
            await refused(
                await call(request, method, at, { token: token?.(), body }),
                400,
                'INVALID',
                JSON.stringify(body),
            );
        await refused(
            await call(request, method, at, { token: token?.(), rawBody: NOT_JSON }),
            400,
            'INVALID',
            'not JSON',
        );
    };
}

/** Each path (a bad id, sku, page…) is refused 400 INVALID. */
function badPaths(method: Method, paths: string[], token?: () => string, body?: unknown) {
    return async (request: APIRequestContext) => {
        for (const path of paths)
            await refused(await call(request, method, path, { token: token?.(), body }), 400, 'INVALID', path);
    };
}

/** A member's row: no token, a token naming no session and a staff member's token are all 401. */
function needsToken(method: Method, path: string, body?: unknown): Case {
    return async (request) => {
        await refused(await call(request, method, path, { body }), 401, 'NOT_SIGNED_IN', 'no token');
        await refused(await call(request, method, path, { body, token: BAD_TOKEN }), 401, 'NOT_SIGNED_IN', 'bad token');
        // A staff member's session is a real one, but no member's.
        await refused(
            await call(request, method, path, { body, token: made.staff }),
            401,
            'NOT_SIGNED_IN',
            'staff token',
        );
    };
}

/** A public row reads no token: a bad one changes nothing in its answer. */
function ignoresToken(
    method: Method,
    path: string | ((request: APIRequestContext) => Promise<string>),
    compare = true,
): NotApplicable {
    return {
        notApplicable: 'a public row (auth none): it reads no token',
        instead: async (request) => {
            const at = typeof path === 'string' ? path : await path(request);
            const plain = await call(request, method, at);
            const withBad = await call(request, method, at, { token: BAD_TOKEN });
            expect(plain.status).toBe(200);
            expect(withBad.status).toBe(200);
            if (compare) expect(withBad.body).toEqual(plain.body);
        },
    };
}

/** A row that takes no input: a query it does not take is ignored, the answer the same. */
function noInput(path: string, token?: () => string): NotApplicable {
    return {
        notApplicable: 'takes no params, query or body',
        instead: async (request) => {
            const plain = await call(request, 'GET', path, { token: token?.() });
            const odd = await call(request, 'GET', `${path}?id=abc&page=-1&sku=${'A'.repeat(300)}`, {
                token: token?.(),
            });
            expect(plain.status).toBe(200);
            expect(odd.status).toBe(200);
            expect(odd.body).toEqual(plain.body);
        },
    };
}
const PUBLIC_NO_MEMBER: NotApplicable = { notApplicable: 'a public row: no member and no member’s id' };
const NO_ID = (what: string): NotApplicable => ({ notApplicable: `takes no id of the caller’s: ${what}` });

// ---------------------------------------------------------------------------------------------
// The shop the cases run against: made once, lazily, shared by every row.

function once<T>(make: (request: APIRequestContext) => Promise<T>): (request: APIRequestContext) => Promise<T> {
    let made: Promise<T> | undefined;
    return (request) => (made ??= make(request));
}

async function member(request: APIRequestContext, extra: { wxCode?: string } = {}): Promise<Member> {
    const m = await newMember(request, extra);
    return { token: m.token, customerId: String(m.customerId), mobile: m.mobile };
}

/** Well-stocked watches of the demo (their seeded stock given back first) and a strap with buckles. */
const catalogue = once(async (request) => {
    await restoreWatchStock(request);
    // Only the watches restoreWatchStock gives back: a few units of another could run out mid-run.
    const wellStocked = new Set(
        buildCatalogue()
            .products.filter((p) => p.kind === 'watch')
            .flatMap((p) => p.variants)
            .filter((v) => v.stockOnHand >= 10)
            .map((v) => v.sku),
    );
    const { search } = await shopApi<{ search: { items: Array<{ sku: string; productVariantId: string }> } }>(
        request,
        'query { search(input: { collectionSlug: "watches", inStock: true, groupByProduct: false, take: 400 }) { items { sku productVariantId } } }',
    );
    const watches: Watch[] = search.items
        .filter((i) => wellStocked.has(i.sku))
        .map((i) => ({ sku: i.sku, variantId: i.productVariantId }));
    expect(watches.length).toBeGreaterThanOrEqual(3);
    const straps = await shopApi<{ search: { items: Array<{ sku: string }> } }>(
        request,
        'query { search(input: { collectionSlug: "straps", groupByProduct: false, take: 1 }) { items { sku } } }',
    );
    return { watches, strapSku: straps.search.items[0].sku };
});

/** A watch in stock, a different one each call, so no line reaches its limit. */
let turn = 0;
async function aWatch(request: APIRequestContext): Promise<Watch> {
    const { watches } = await catalogue(request);
    return watches[turn++ % watches.length];
}

const ADDRESS = {
    name: '张伟',
    mobile: '13800138000',
    province_code: '44',
    city_code: '4403',
    district_code: '440305',
    street: '科技南路18号',
    postcode: '518057',
};
/** A delivery address given whole, as the order rows take it. */
const DELIVERY = {
    fullName: '李伟',
    phoneNumber: '13912345678',
    province: '北京市',
    city: '市辖区',
    district: '朝阳区',
    streetLine1: '建国路 88 号',
    postalCode: '100022',
};

async function addToMyCart(request: APIRequestContext, token: string, sku: string) {
    const added = await call<{ item_id: number; quote_id: string }>(request, 'POST', 'carts/mine/items', {
        token,
        body: { cartItem: { sku, qty: 1 } },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    return added.body;
}

async function myCart(request: APIRequestContext, token: string) {
    const cart = await call<{ id: number; items: Array<{ item_id: number; sku: string; qty: number }> }>(
        request,
        'GET',
        'carts/mine',
        { token },
    );
    expect(cart.status).toBe(200);
    return cart.body;
}

async function guestCartWithItem(request: APIRequestContext): Promise<{ cartId: string; itemId: number }> {
    const opened = await call<string>(request, 'POST', 'guest-carts');
    expect(opened.status).toBe(200);
    const cartId = opened.body;
    const added = await call<{ item_id: number }>(request, 'POST', `guest-carts/${cartId}/items`, {
        body: { cartItem: { sku: (await aWatch(request)).sku, qty: 1 } },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    return { cartId, itemId: added.body.item_id };
}

async function oneClickOrder(request: APIRequestContext, token: string): Promise<{ id: string; code: string }> {
    const made = await call<{ order_id: string; increment_id: string }>(request, 'POST', 'applet/oneClickOrderCreate', {
        token,
        body: { sku: (await aWatch(request)).sku, qty: 1, address: DELIVERY, remark: `contract-${Math.random()}` },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return { id: made.body.order_id, code: made.body.increment_id };
}

/**
 * Member A, who calls, and member B, whose ids A names: B has an address, a wishlist entry, a
 * cart with a line, an order awaiting payment and a guest cart taken over (its masked id).
 */
const world = once(async (request) => {
    const [a, b] = [await member(request), await member(request)];
    const staff = await adminToken(request);
    const aAddress = await call<{ id: string }>(request, 'POST', 'applet/createAddress', {
        token: a.token,
        body: ADDRESS,
    });
    const bAddress = await call<{ id: string }>(request, 'POST', 'applet/createAddress', {
        token: b.token,
        body: { ...ADDRESS, name: '王芳' },
    });
    expect([aAddress.status, bAddress.status]).toEqual([200, 200]);
    const { strapSku } = await catalogue(request);
    const bWish = await call<RestResult<Array<{ id: string }>>>(request, 'POST', 'membership/wishlist', {
        token: b.token,
        body: { sku: strapSku, type: 'strap' },
    });
    expect(bWish.status).toBe(200);
    await addToMyCart(request, a.token, (await aWatch(request)).sku);
    const bItem = await addToMyCart(request, b.token, (await aWatch(request)).sku);
    const bOrder = await oneClickOrder(request, b.token);
    const aOrder = await oneClickOrder(request, a.token);
    // A guest cart B took over: its masked id names nothing any more.
    const guest = await guestCartWithItem(request);
    const assigned = await call(request, 'PUT', `guest-carts/${guest.cartId}`, {
        token: b.token,
        body: { customerId: Number(b.customerId) },
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    return {
        a,
        b,
        staff,
        aAddressId: aAddress.body.id,
        bAddressId: bAddress.body.id,
        bWishId: bWish.body.res[0].id,
        bCartItemId: bItem.item_id,
        bCartId: bItem.quote_id,
        bOrder,
        aOrder,
        bAssignedCart: guest.cartId,
    };
});
/** The world, once made: for the token getters of the cases. */
let made: Awaited<ReturnType<typeof world>>;
const aToken = () => made.a.token;

/** B's cart as B reads it: unchanged by anything A sends. */
async function bCartUnchanged(request: APIRequestContext, before: Awaited<ReturnType<typeof myCart>>) {
    expect(await myCart(request, made.b.token)).toEqual(before);
}

async function bAddress(request: APIRequestContext) {
    const reply = await call<{ name: string }>(request, 'GET', `applet/getAddress/${made.bAddressId}`, {
        token: made.b.token,
    });
    expect(reply.status).toBe(200);
    return reply.body;
}

async function bOrderState(request: APIRequestContext) {
    const reply = await call<{ state: string; extension_attributes: { after_sales: unknown[] } }>(
        request,
        'GET',
        `datalayer/oms/plugin/magento/order/${made.bOrder.id}`,
        { token: made.b.token },
    );
    expect(reply.status).toBe(200);
    return reply.body;
}

/** B's order named with A's token is none (404), shows nothing of it, and is left as it was. */
function bOrderIsNone(method: Method, suffix: string, body?: unknown, code = 'ENTITY_NOT_FOUND'): Case {
    return async (request) => {
        const before = await bOrderState(request);
        const reply = await call(request, method, suffix.replace('{id}', made.bOrder.id), { token: aToken(), body });
        await refused(reply, 404, code, 'B’s order');
        expect(JSON.stringify(reply.body)).not.toContain(made.bOrder.code);
        expect(await bOrderState(request)).toEqual(before);
    };
}

/** A paid order of member `customerId`, shipped by staff: its id and its one line. */
async function shippedOrder(request: APIRequestContext, customerId: string) {
    const staff = await adminToken(request);
    const orderId = await placeOrder(request, staff, customerId, (await aWatch(request)).variantId);
    const admin = (query: string, variables: object = {}) => adminApi(request, staff, query, variables);
    const { order } = (await admin('query($id: ID!) { order(id: $id) { lines { id quantity } } }', {
        id: orderId,
    })) as unknown as { order: { lines: Array<{ id: string; quantity: number }> } };
    const line = order.lines[0];
    const fulfilment = await admin(
        `mutation($lines: [OrderLineInput!]!) { addFulfillmentToOrder(input: { lines: $lines, handler: { code: "manual-fulfillment", arguments: [{ name: "method", value: "顺丰速运" }, { name: "trackingCode", value: "SF1234567890" }] } }) { ... on Fulfillment { id } } }`,
        { lines: [{ orderLineId: line.id, quantity: line.quantity }] },
    );
    await admin('mutation($id: ID!) { transitionFulfillmentToState(id: $id, state: "Shipped") { __typename } }', {
        id: fulfilment.addFulfillmentToOrder.id,
    });
    return { orderId, lineId: line.id, admin };
}

const OMS = 'datalayer/oms/plugin/magento/order';
const RETURN = (lineId: string) => ({ reason: 'damaged', note: '表镜有划痕', lines: [{ item_id: lineId, qty: 1 }] });
const PARCEL = { carrier: '顺丰速运', tracking_number: 'SF9988776655' };

const STORE = BOOKABLE_STORE;


const booking = (mobile: string, slot: { date: string; start: string }) => ({
    storeSlug: STORE,
    purpose: 'engraving',
    date: slot.date,
    slotStart: slot.start,
    name: '王芳',
    mobile,
    privacyConsent: true,
});

async function myAppointments(request: APIRequestContext, token: string) {
    const { data } = await shopCall<{ myAppointments: Array<{ id: string }> }>(
        request,
        'query { myAppointments { id } }',
        {},
        { token },
    );
    return data.myAppointments;
}

// ---------------------------------------------------------------------------------------------
// The table: one row per operation of the document, "METHOD /legacy-api/template".

const BAD_CART_ITEMS = [
    {},
    { cartItem: {} },
    { cartItem: { sku: 12, qty: 'one' } },
    { cartItem: { sku: 'X', qty: 0 } },
];
const BAD_SHIPPING = [
    {},
    { addressInformation: { shipping_address: placeholderAddress } },
    shippingInformation({ ...placeholderAddress, country_id: 'US' }),
    shippingInformation({ ...placeholderAddress, telephone: 12 }),
];
const BAD_ADDRESSES = [
    {},
    { ...ADDRESS, mobile: 13800138000 },
    { ...ADDRESS, district_code: '110101' },
    { ...ADDRESS, postcode: 'abc' },
];
const BAD_DELIVERIES = [
    {},
    { addressId: '1', address: DELIVERY },
    { address: { ...DELIVERY, phoneNumber: '123' } },
    { addressId: 'abc' },
];
/** A well-formed masked id that names no cart. */
const UNKNOWN_CART = 'A'.repeat(32);
const TOO_LONG = 'A'.repeat(65);

/** The three reads of a guest cart by its masked id. */
function guestCartRead(template: (cartId: string) => string): Row {
    return {
        success: async (request) => {
            const { cartId } = await guestCartWithItem(request);
            const reply = await call<{ items: unknown[]; items_qty: number }>(request, 'GET', template(cartId));
            expect(reply.status).toBe(200);
            expect(reply.body.items).toHaveLength(1);
            expect(reply.body.items_qty).toBe(1);
        },
        malformed: badPaths('GET', [template(TOO_LONG)]),
        missingToken: ignoresToken('GET', async (request) => template((await guestCartWithItem(request)).cartId)),
        otherMember: async (request) => {
            const before = await myCart(request, made.b.token);
            const reply = await call(request, 'GET', template(made.bAssignedCart), { token: aToken() });
            await refused(reply, 404, 'ENTITY_NOT_FOUND', 'a cart B took over');
            await bCartUnchanged(request, before);
        },
    };
}

/** A guest cart's change: every case the same but the call. */
const changeOfGuestCart = (
    method: Method,
    template: (cartId: string, itemId: number) => string,
    body: (request: APIRequestContext) => Promise<unknown>,
) => ({
    missingToken: {
        notApplicable: 'a public row (auth none): it reads no token',
        instead: async (request: APIRequestContext) => {
            const { cartId, itemId } = await guestCartWithItem(request);
            const reply = await call(request, method, template(cartId, itemId), {
                token: BAD_TOKEN,
                body: await body(request),
            });
            expect(reply.status, JSON.stringify(reply.body)).toBe(200);
        },
    },
    otherMember: async (request: APIRequestContext) => {
        const before = await myCart(request, made.b.token);
        const reply = await call(request, method, template(made.bAssignedCart, made.bCartItemId), {
            token: aToken(),
            body: await body(request),
        });
        await refused(reply, 404, 'ENTITY_NOT_FOUND', 'a cart B took over');
        await bCartUnchanged(request, before);
    },
});

async function aWish(request: APIRequestContext, token: string) {
    const { strapSku } = await catalogue(request);
    const added = await call<RestResult<Array<{ id: string; sku: string }>>>(request, 'POST', 'membership/wishlist', {
        token,
        body: { sku: strapSku, type: 'strap' },
    });
    expect(added.status).toBe(200);
    return added.body.res;
}

async function bWishlist(request: APIRequestContext) {
    const list = await call<RestResult<Array<{ id: string }>>>(request, 'GET', 'membership/wishlist', {
        token: made.b.token,
    });
    expect(list.status).toBe(200);
    return list.body.res;
}

async function bProfile(request: APIRequestContext) {
    const me = await call<RestResult<{ customerId: string; firstName: string }>>(request, 'GET', 'membership/user/me', {
        token: made.b.token,
    });
    expect(me.status).toBe(200);
    return me.body.res;
}

async function captchaQuery(request: APIRequestContext, mobile: string) {
    const { ticket, randstr } = await captcha(request);
    return `membership/user/reg/verifycode?mobile=${mobile}&captchaType=9&ticket=${encodeURIComponent(ticket)}&randstr=${encodeURIComponent(randstr)}`;
}

async function activeOrderState(request: APIRequestContext, token: string) {
    const { data } = await shopCall<{ activeOrder: { state: string } | null }>(
        request,
        'query { activeOrder { state } }',
        {},
        { token },
    );
    return data.activeOrder?.state;
}

const TABLE: Record<string, Row> = {
    // Guest carts: public, named by their masked id alone; a cart taken over by a member is none.
    'POST /legacy-api/guest-carts': {
        success: async (request) => {
            const opened = await call<string>(request, 'POST', 'guest-carts');
            expect(opened.status).toBe(200);
            expect(opened.body).toMatch(MASKED_CART_ID_PATTERN);
        },
        malformed: badBodies('POST', 'guest-carts', []),
        missingToken: {
            notApplicable: 'a public row (auth none): it reads no token',
            instead: async (request) => {
                const opened = await call<string>(request, 'POST', 'guest-carts', { token: BAD_TOKEN });
                expect(opened.status).toBe(200);
                expect(opened.body).toMatch(MASKED_CART_ID_PATTERN);
            },
        },
        otherMember: NO_ID('it opens a new cart'),
    },
    'GET /legacy-api/guest-carts/{cartId}': guestCartRead((id) => `guest-carts/${id}`),
    'GET /legacy-api/guest-carts/{cartId}/totals': guestCartRead((id) => `guest-carts/${id}/totals`),
    'GET /legacy-api/carts/{cartId}/totals': guestCartRead((id) => `carts/${id}/totals`),
    'POST /legacy-api/guest-carts/{cartId}/items': {
        success: async (request) => {
            const { cartId } = await guestCartWithItem(request);
            const watch = await aWatch(request);
            const added = await call<{ sku: string; quote_id: string }>(
                request,
                'POST',
                `guest-carts/${cartId}/items`,
                {
                    body: { cartItem: { sku: watch.sku, qty: 1 } },
                },
            );
            expect(added.status).toBe(200);
            expect(added.body).toMatchObject({ sku: watch.sku, quote_id: cartId });
        },
        malformed: async (request) => {
            const { cartId } = await guestCartWithItem(request);
            await badBodies('POST', `guest-carts/${cartId}/items`, BAD_CART_ITEMS)(request);
            await badPaths('POST', [`guest-carts/${TOO_LONG}/items`], undefined, { cartItem: { sku: 'X', qty: 1 } })(
                request,
            );
        },
        ...changeOfGuestCart(
            'POST',
            (cartId) => `guest-carts/${cartId}/items`,
            async (request) => ({ cartItem: { sku: (await aWatch(request)).sku, qty: 1 } }),
        ),
    },
    'DELETE /legacy-api/guest-carts/{cartId}/items/{itemId}': {
        success: async (request) => {
            const { cartId, itemId } = await guestCartWithItem(request);
            const removed = await call(request, 'DELETE', `guest-carts/${cartId}/items/${itemId}`);
            expect(removed.status).toBe(200);
            expect(removed.body).toBe(true);
            const cart = await call<{ items: unknown[] }>(request, 'GET', `guest-carts/${cartId}`);
            expect(cart.body.items).toEqual([]);
        },
        malformed: async (request) => {
            const { cartId } = await guestCartWithItem(request);
            await badPaths('DELETE', [
                `guest-carts/${cartId}/items/abc`,
                `guest-carts/${cartId}/items/0`,
                `guest-carts/${TOO_LONG}/items/1`,
            ])(request);
        },
        ...changeOfGuestCart(
            'DELETE',
            (cartId, itemId) => `guest-carts/${cartId}/items/${itemId}`,
            async () => undefined,
        ),
        otherMember: async (request) => {
            const before = await myCart(request, made.b.token);
            // A cart B took over, and B's line named in a guest's own cart: neither is found.
            await refused(
                await call(request, 'DELETE', `guest-carts/${made.bAssignedCart}/items/${made.bCartItemId}`, {
                    token: aToken(),
                }),
                404,
                'ENTITY_NOT_FOUND',
                'a cart B took over',
            );
            const { cartId } = await guestCartWithItem(request);
            await refused(
                await call(request, 'DELETE', `guest-carts/${cartId}/items/${made.bCartItemId}`),
                404,
                'ENTITY_NOT_FOUND',
                'B’s line in a guest’s cart',
            );
            await bCartUnchanged(request, before);
        },
    },
    'POST /legacy-api/guest-carts/{cartId}/shipping-information': {
        success: async (request) => {
            const { cartId } = await guestCartWithItem(request);
            const reply = await call<{ payment_methods: unknown[]; totals: { grand_total: number } }>(
                request,
                'POST',
                `guest-carts/${cartId}/shipping-information`,
                { body: shippingInformation() },
            );
            expect(reply.status).toBe(200);
            expect(reply.body.payment_methods.length).toBeGreaterThan(0);
            expect(reply.body.totals.grand_total).toBeGreaterThan(0);
        },
        malformed: async (request) => {
            const { cartId } = await guestCartWithItem(request);
            await badBodies('POST', `guest-carts/${cartId}/shipping-information`, BAD_SHIPPING)(request);
        },
        ...changeOfGuestCart(
            'POST',
            (cartId) => `guest-carts/${cartId}/shipping-information`,
            async () => shippingInformation(),
        ),
    },
    'PUT /legacy-api/guest-carts/{cartId}': {
        success: async (request) => {
            const c = await member(request);
            const { cartId } = await guestCartWithItem(request);
            const given = await call(request, 'PUT', `guest-carts/${cartId}`, {
                token: c.token,
                body: { customerId: Number(c.customerId) },
            });
            expect(given.status, JSON.stringify(given.body)).toBe(200);
            expect(given.body).toBe(true);
            expect((await myCart(request, c.token)).items).toHaveLength(1);
            await refused(await call(request, 'GET', `guest-carts/${cartId}`), 404, 'ENTITY_NOT_FOUND', 'taken over');
        },
        malformed: async (request) => {
            const { cartId } = await guestCartWithItem(request);
            await badBodies(
                'PUT',
                `guest-carts/${cartId}`,
                [{}, { customerId: 'abc' }, { customerId: 0 }],
                aToken,
            )(request);
            await badPaths('PUT', [`guest-carts/${TOO_LONG}`], aToken, { customerId: Number(made.a.customerId) })(
                request,
            );
            // Still the guest's: nothing was given.
            expect((await call(request, 'GET', `guest-carts/${cartId}`)).status).toBe(200);
        },
        missingToken: needsToken('PUT', `guest-carts/${UNKNOWN_CART}`, { customerId: 1 }),
        otherMember: async (request) => {
            const beforeA = await myCart(request, aToken());
            const beforeB = await myCart(request, made.b.token);
            // A guest's cart given to B by A's token, and the cart B took over given to A: neither.
            const { cartId } = await guestCartWithItem(request);
            await refused(
                await call(request, 'PUT', `guest-carts/${cartId}`, {
                    token: aToken(),
                    body: { customerId: Number(made.b.customerId) },
                }),
                404,
                'ENTITY_NOT_FOUND',
                'B’s customer id',
            );
            await refused(
                await call(request, 'PUT', `guest-carts/${made.bAssignedCart}`, {
                    token: aToken(),
                    body: { customerId: Number(made.a.customerId) },
                }),
                404,
                'ENTITY_NOT_FOUND',
                'the cart B took over',
            );
            expect((await call<{ items: unknown[] }>(request, 'GET', `guest-carts/${cartId}`)).body.items).toHaveLength(
                1,
            );
            expect(await myCart(request, aToken())).toEqual(beforeA);
            await bCartUnchanged(request, beforeB);
        },
    },

    // The member's cart: the storefront's bag, named by the token alone.
    'POST /legacy-api/carts/mine': {
        success: async (request) => {
            const opened = await call<number>(request, 'POST', 'carts/mine', { token: aToken() });
            expect(opened.status).toBe(200);
            expect(opened.body).toBe((await myCart(request, aToken())).id);
        },
        malformed: badBodies('POST', 'carts/mine', [], aToken),
        missingToken: needsToken('POST', 'carts/mine'),
        otherMember: {
            notApplicable: 'takes no id: the token names the cart',
            instead: async (request) => {
                const opened = await call<number>(request, 'POST', 'carts/mine', { token: aToken() });
                expect(String(opened.body)).not.toBe(made.bCartId);
            },
        },
    },
    'GET /legacy-api/carts/mine': {
        success: async (request) => {
            const cart = await myCart(request, aToken());
            expect(cart.items.length).toBeGreaterThan(0);
        },
        malformed: noInput('carts/mine', aToken),
        missingToken: needsToken('GET', 'carts/mine'),
        otherMember: {
            notApplicable: 'takes no id: the token names the cart',
            instead: async (request) => {
                const cart = await myCart(request, aToken());
                expect(cart.items.map((i) => i.item_id)).not.toContain(made.bCartItemId);
            },
        },
    },
    'GET /legacy-api/carts/mine/totals': {
        success: async (request) => {
            const totals = await call<{ grand_total: number; items_qty: number }>(request, 'GET', 'carts/mine/totals', {
                token: aToken(),
            });
            expect(totals.status).toBe(200);
            expect(totals.body.items_qty).toBeGreaterThan(0);
        },
        malformed: noInput('carts/mine/totals', aToken),
        missingToken: needsToken('GET', 'carts/mine/totals'),
        otherMember: {
            notApplicable: 'takes no id: the token names the cart',
            instead: async (request) => {
                const totals = await call<{ items: Array<{ item_id: number }> }>(request, 'GET', 'carts/mine/totals', {
                    token: aToken(),
                });
                expect(totals.body.items.map((i) => i.item_id)).not.toContain(made.bCartItemId);
            },
        },
    },
    'POST /legacy-api/carts/mine/items': {
        success: async (request) => {
            const watch = await aWatch(request);
            const added = await addToMyCart(request, aToken(), watch.sku);
            expect((await myCart(request, aToken())).items.map((i) => i.item_id)).toContain(added.item_id);
        },
        malformed: badBodies('POST', 'carts/mine/items', BAD_CART_ITEMS, aToken),
        missingToken: needsToken('POST', 'carts/mine/items', { cartItem: { sku: 'X', qty: 1 } }),
        otherMember: async (request) => {
            // Magento's body names the cart again (quote_id): B's is ignored, the token's cart takes it.
            const before = await myCart(request, made.b.token);
            const added = await call<{ quote_id: string }>(request, 'POST', 'carts/mine/items', {
                token: aToken(),
                body: { cartItem: { sku: (await aWatch(request)).sku, qty: 1, quote_id: made.bCartId } },
            });
            expect(added.status).toBe(200);
            expect(added.body.quote_id).toBe(String((await myCart(request, aToken())).id));
            await bCartUnchanged(request, before);
        },
    },
    'DELETE /legacy-api/carts/mine/items/{itemId}': {
        success: async (request) => {
            const c = await member(request);
            const added = await addToMyCart(request, c.token, (await aWatch(request)).sku);
            const removed = await call(request, 'DELETE', `carts/mine/items/${added.item_id}`, { token: c.token });
            expect(removed.status).toBe(200);
            expect(removed.body).toBe(true);
            expect((await myCart(request, c.token)).items).toEqual([]);
        },
        malformed: badPaths('DELETE', ['carts/mine/items/abc', 'carts/mine/items/0', 'carts/mine/items/1.5'], aToken),
        missingToken: needsToken('DELETE', 'carts/mine/items/1'),
        otherMember: async (request) => {
            const before = await myCart(request, made.b.token);
            await refused(
                await call(request, 'DELETE', `carts/mine/items/${made.bCartItemId}`, { token: aToken() }),
                404,
                'ENTITY_NOT_FOUND',
                'B’s line',
            );
            await bCartUnchanged(request, before);
        },
    },
    'POST /legacy-api/carts/mine/shipping-information': {
        success: async (request) => {
            const reply = await call<{ totals: { grand_total: number } }>(
                request,
                'POST',
                'carts/mine/shipping-information',
                { token: aToken(), body: shippingInformation() },
            );
            expect(reply.status, JSON.stringify(reply.body)).toBe(200);
            expect(reply.body.totals.grand_total).toBeGreaterThan(0);
        },
        malformed: badBodies('POST', 'carts/mine/shipping-information', BAD_SHIPPING, aToken),
        missingToken: needsToken('POST', 'carts/mine/shipping-information', shippingInformation()),
        otherMember: NO_ID('the token names the cart and the address is given whole'),
    },

    // The address book.
    'GET /legacy-api/applet/getAddressList': {
        success: async (request) => {
            const list = await call<Array<{ id: string }>>(request, 'GET', 'applet/getAddressList', {
                token: aToken(),
            });
            expect(list.status).toBe(200);
            expect(list.body.map((a) => a.id)).toContain(made.aAddressId);
        },
        malformed: noInput('applet/getAddressList', aToken),
        missingToken: needsToken('GET', 'applet/getAddressList'),
        otherMember: {
            notApplicable: 'takes no id: the token names the book',
            instead: async (request) => {
                const list = await call<Array<{ id: string }>>(request, 'GET', 'applet/getAddressList', {
                    token: aToken(),
                });
                expect(list.body.map((a) => a.id)).not.toContain(made.bAddressId);
            },
        },
    },
    'GET /legacy-api/applet/getAddress/{id}': {
        success: async (request) => {
            const one = await call<{ id: string; district_code: string }>(
                request,
                'GET',
                `applet/getAddress/${made.aAddressId}`,
                { token: aToken() },
            );
            expect(one.status).toBe(200);
            expect(one.body).toMatchObject({ id: made.aAddressId, district_code: ADDRESS.district_code });
        },
        malformed: badPaths(
            'GET',
            ['applet/getAddress/abc', 'applet/getAddress/0', 'applet/getAddress/99999999999'],
            aToken,
        ),
        missingToken: needsToken('GET', 'applet/getAddress/1'),
        otherMember: async (request) => {
            const reply = await call(request, 'GET', `applet/getAddress/${made.bAddressId}`, { token: aToken() });
            await refused(reply, 404, 'ENTITY_NOT_FOUND', 'B’s address');
            expect(JSON.stringify(reply.body)).not.toContain('王芳');
        },
    },
    'POST /legacy-api/applet/createAddress': {
        success: async (request) => {
            const c = await member(request);
            const created = await call<{ id: string; name: string }>(request, 'POST', 'applet/createAddress', {
                token: c.token,
                body: ADDRESS,
            });
            expect(created.status).toBe(200);
            expect(created.body.name).toBe(ADDRESS.name);
        },
        malformed: badBodies('POST', 'applet/createAddress', BAD_ADDRESSES, aToken),
        missingToken: needsToken('POST', 'applet/createAddress', ADDRESS),
        otherMember: NO_ID('it adds to the token’s own book'),
    },
    'POST /legacy-api/applet/updateAddress/{id}': {
        success: async (request) => {
            const changed = await call<{ id: string; street: string }>(
                request,
                'POST',
                `applet/updateAddress/${made.aAddressId}`,
                { token: aToken(), body: { ...ADDRESS, street: '科技南路20号' } },
            );
            expect(changed.status).toBe(200);
            expect(changed.body).toMatchObject({ id: made.aAddressId, street: '科技南路20号' });
        },
        malformed: async (request) => {
            await badBodies('POST', `applet/updateAddress/${made.aAddressId}`, BAD_ADDRESSES, aToken)(request);
            await badPaths('POST', ['applet/updateAddress/abc'], aToken, ADDRESS)(request);
        },
        missingToken: needsToken('POST', 'applet/updateAddress/1', ADDRESS),
        otherMember: async (request) => {
            const before = await bAddress(request);
            await refused(
                await call(request, 'POST', `applet/updateAddress/${made.bAddressId}`, {
                    token: aToken(),
                    body: { ...ADDRESS, name: '冒名' },
                }),
                404,
                'ENTITY_NOT_FOUND',
                'B’s address',
            );
            expect(await bAddress(request)).toEqual(before);
        },
    },
    'DELETE /legacy-api/applet/deleteAddress/{id}': {
        success: async (request) => {
            const created = await call<{ id: string }>(request, 'POST', 'applet/createAddress', {
                token: aToken(),
                body: ADDRESS,
            });
            const removed = await call(request, 'DELETE', `applet/deleteAddress/${created.body.id}`, {
                token: aToken(),
            });
            expect(removed.status).toBe(200);
            expect(removed.body).toBe(true);
            await refused(
                await call(request, 'GET', `applet/getAddress/${created.body.id}`, { token: aToken() }),
                404,
                'ENTITY_NOT_FOUND',
                'deleted',
            );
        },
        malformed: badPaths('DELETE', ['applet/deleteAddress/abc', 'applet/deleteAddress/-1'], aToken),
        missingToken: needsToken('DELETE', 'applet/deleteAddress/1'),
        otherMember: async (request) => {
            const before = await bAddress(request);
            await refused(
                await call(request, 'DELETE', `applet/deleteAddress/${made.bAddressId}`, { token: aToken() }),
                404,
                'ENTITY_NOT_FOUND',
                'B’s address',
            );
            expect(await bAddress(request)).toEqual(before);
        },
    },
    'GET /legacy-api/applet/addressMetadata': {
        success: async (request) => {
            const regions = await call<Array<{ code: string; children?: unknown[] }>>(
                request,
                'GET',
                'applet/addressMetadata',
            );
            expect(regions.status).toBe(200);
            expect(regions.body.find((p) => p.code === '44')?.children?.length).toBeGreaterThan(0);
        },
        malformed: noInput('applet/addressMetadata'),
        missingToken: ignoresToken('GET', 'applet/addressMetadata'),
        otherMember: PUBLIC_NO_MEMBER,
    },

    // The catalogue: public.
    'GET /legacy-api/applet/home': {
        success: async (request) => {
            const home = await call<{ collections: unknown[]; recommended: unknown[] }>(request, 'GET', 'applet/home');
            expect(home.status).toBe(200);
            expect(home.body.collections.length).toBeGreaterThan(0);
            expect(home.body.recommended.length).toBeGreaterThan(0);
        },
        malformed: noInput('applet/home'),
        missingToken: ignoresToken('GET', 'applet/home'),
        otherMember: PUBLIC_NO_MEMBER,
    },
    'GET /legacy-api/productDetail/{sku}': {
        success: async (request) => {
            const watch = await aWatch(request);
            const product = await call<{ sku: string; price_fen: number }>(
                request,
                'GET',
                `productDetail/${watch.sku}`,
            );
            expect(product.status).toBe(200);
            expect(product.body.sku).toBe(watch.sku);
            expect(product.body.price_fen).toBeGreaterThan(0);
        },
        malformed: badPaths('GET', [`productDetail/${TOO_LONG}`, 'productDetail/%20']),
        missingToken: ignoresToken('GET', async (request) => `productDetail/${(await aWatch(request)).sku}`),
        otherMember: PUBLIC_NO_MEMBER,
    },
    'GET /legacy-api/strapBundleDetail/{sku}': {
        success: async (request) => {
            const { strapSku } = await catalogue(request);
            const strap = await call<{ sku: string; type_id: string }>(request, 'GET', `strapBundleDetail/${strapSku}`);
            expect(strap.status).toBe(200);
            expect(strap.body).toMatchObject({ sku: strapSku, type_id: 'bundle' });
        },
        malformed: badPaths('GET', [`strapBundleDetail/${TOO_LONG}`, 'strapBundleDetail/%20']),
        missingToken: ignoresToken(
            'GET',
            async (request) => `strapBundleDetail/${(await catalogue(request)).strapSku}`,
        ),
        otherMember: PUBLIC_NO_MEMBER,
    },
    'GET /legacy-api/init-product/product/collection': {
        success: async (request) => {
            const tree = await call<{ link: string; children: unknown[] }>(
                request,
                'GET',
                'init-product/product/collection',
            );
            expect(tree.status).toBe(200);
            expect(tree.body.link).toBe('/');
            expect(tree.body.children.length).toBeGreaterThan(0);
        },
        malformed: noInput('init-product/product/collection'),
        missingToken: ignoresToken('GET', 'init-product/product/collection'),
        otherMember: PUBLIC_NO_MEMBER,
    },
    'GET /legacy-api/init-product/product/manual': {
        success: async (request) => {
            const page = await call<{ items: unknown[]; page_size: number; total_count: number }>(
                request,
                'GET',
                'init-product/product/manual?page=1&itemsPerPage=5',
            );
            expect(page.status).toBe(200);
            expect(page.body.page_size).toBe(5);
            expect(page.body.items.length).toBe(Math.min(5, page.body.total_count));
        },
        malformed: badPaths('GET', [
            'init-product/product/manual?page=0',
            'init-product/product/manual?page=abc',
            'init-product/product/manual?itemsPerPage=101',
            'init-product/product/manual?sort=cheapest',
            'init-product/product/manual?filter=%7Bnot-json',
        ]),
        missingToken: ignoresToken('GET', 'init-product/product/manual?itemsPerPage=3'),
        otherMember: PUBLIC_NO_MEMBER,
    },
    'GET /legacy-api/datalayer/inventory/stock/sku': {
        success: async (request) => {
            const watch = await aWatch(request);
            const stock = await call<Array<{ sku: string; is_in_stock: boolean }>>(
                request,
                'GET',
                `datalayer/inventory/stock/sku?sku=${watch.sku},NO-SUCH-SKU`,
            );
            expect(stock.status).toBe(200);
            expect(stock.body).toEqual([expect.objectContaining({ sku: watch.sku, is_in_stock: true })]);
        },
        malformed: badPaths('GET', [
            'datalayer/inventory/stock/sku',
            'datalayer/inventory/stock/sku?sku=,,',
            `datalayer/inventory/stock/sku?sku=${TOO_LONG}`,
        ]),
        missingToken: ignoresToken(
            'GET',
            async (request) => `datalayer/inventory/stock/sku?sku=${(await aWatch(request)).sku}`,
        ),
        otherMember: PUBLIC_NO_MEMBER,
    },

    // Membership: signing in is public; the rest is the token's own member.
    'GET /legacy-api/membership/user/reg/verifycode': {
        success: async (request) => {
            const code = await textedCode(request, freshMobile());
            expect(code).toMatch(/^\d{6}$/);
        },
        malformed: async (request) => {
            const mobile = freshMobile();
            await badPaths('GET', [
                `membership/user/reg/verifycode?mobile=${mobile}`,
                `membership/user/reg/verifycode?ticket=t&randstr=r`,
                `membership/user/reg/verifycode?mobile=${mobile}&ticket=t&randstr=r&captchaType=${TOO_LONG}`,
            ])(request);
        },
        missingToken: {
            notApplicable: 'a public row (auth none): it reads no token',
            instead: async (request) => {
                const sent = await call<RestResult<{ retryAfterSeconds: number }>>(
                    request,
                    'GET',
                    await captchaQuery(request, freshMobile()),
                    { token: BAD_TOKEN },
                );
                expect(sent.status).toBe(200);
                expect(sent.body.result.code).toBe(1);
            },
        },
        otherMember: PUBLIC_NO_MEMBER,
    },
    'POST /legacy-api/membership/user/login/code': {
        success: async (request) => {
            const c = await member(request);
            const me = await call<RestResult<{ customerId: string }>>(request, 'GET', 'membership/user/me', {
                token: c.token,
            });
            expect(me.body.res.customerId).toBe(c.customerId);
        },
        malformed: badBodies('POST', 'membership/user/login/code', [
            {},
            { mobile: 13912345678, code: '123456' },
            { mobile: '13912345678', code: '' },
            { mobile: '13912345678', code: '123456', acceptTerms: 'yes' },
        ]),
        missingToken: {
            notApplicable: 'a public row (auth none): it reads no token',
            instead: async (request) => {
                const mobile = freshMobile();
                const code = await textedCode(request, mobile);
                const signedIn = await call<RestResult<{ token: string }>>(
                    request,
                    'POST',
                    'membership/user/login/code',
                    {
                        token: BAD_TOKEN,
                        body: { mobile, code, acceptTerms: true },
                    },
                );
                expect(signedIn.status).toBe(200);
                expect(signedIn.body.res.token).toBeTruthy();
            },
        },
        otherMember: PUBLIC_NO_MEMBER,
    },
    'POST /legacy-api/membership/user/reg': {
        success: async (request) => {
            const mobile = freshMobile();
            const code = await textedCode(request, mobile);
            const joined = await call<RestResult<{ isNew: boolean; token: string }>>(
                request,
                'POST',
                'membership/user/reg',
                {
                    body: { mobile, code, acceptTerms: true, firstName: '伟', lastName: '李' },
                },
            );
            expect(joined.status).toBe(200);
            expect(joined.body.res.isNew).toBe(true);
        },
        malformed: badBodies('POST', 'membership/user/reg', [
            {},
            { mobile: '13912345678', code: '123456' },
            { mobile: '13912345678', code: '123456', acceptTerms: false },
            { mobile: '13912345678', code: 123456, acceptTerms: true },
        ]),
        missingToken: {
            notApplicable: 'a public row (auth none): it reads no token',
            instead: async (request) => {
                const mobile = freshMobile();
                const code = await textedCode(request, mobile);
                const joined = await call(request, 'POST', 'membership/user/reg', {
                    token: BAD_TOKEN,
                    body: { mobile, code, acceptTerms: true },
                });
                expect(joined.status).toBe(200);
            },
        },
        otherMember: PUBLIC_NO_MEMBER,
    },
    'GET /legacy-api/membership/user/me': {
        success: async (request) => {
            const me = await call<RestResult<{ customerId: string; mobile: string }>>(
                request,
                'GET',
                'membership/user/me',
                {
                    token: aToken(),
                },
            );
            expect(me.status).toBe(200);
            expect(me.body.res).toMatchObject({ customerId: made.a.customerId, mobile: made.a.mobile });
        },
        malformed: noInput('membership/user/me', aToken),
        missingToken: needsToken('GET', 'membership/user/me'),
        otherMember: {
            notApplicable: 'takes no id: the token names the member',
            instead: async (request) => expect((await bProfile(request)).customerId).toBe(made.b.customerId),
        },
    },
    'POST /legacy-api/membership/user/me': {
        success: async (request) => {
            const changed = await call<RestResult<{ firstName: string; lastName: string }>>(
                request,
                'POST',
                'membership/user/me',
                { token: aToken(), body: { firstName: '晓明', lastName: '王', gender: '' } },
            );
            expect(changed.status).toBe(200);
            expect(changed.body.res).toMatchObject({ firstName: '晓明', lastName: '王' });
        },
        malformed: badBodies(
            'POST',
            'membership/user/me',
            [{}, { firstName: 1, lastName: '王' }, { firstName: '晓明', lastName: '王', birthday: 'yesterday' }],
            aToken,
        ),
        missingToken: needsToken('POST', 'membership/user/me', { firstName: '晓明', lastName: '王' }),
        otherMember: {
            notApplicable: 'takes no id: the token names the member',
            instead: async (request) => {
                const before = await bProfile(request);
                await call(request, 'POST', 'membership/user/me', {
                    token: aToken(),
                    body: { firstName: '别人', lastName: '王', customerId: made.b.customerId },
                });
                expect(await bProfile(request)).toEqual(before);
            },
        },
    },
    'GET /legacy-api/membership/member/me': {
        success: async (request) => {
            const club = await call<RestResult<{ tier: string; points: number }>>(
                request,
                'GET',
                'membership/member/me',
                {
                    token: aToken(),
                },
            );
            expect(club.status).toBe(200);
            expect(club.body.res.points).toBe(0);
        },
        malformed: noInput('membership/member/me', aToken),
        missingToken: needsToken('GET', 'membership/member/me'),
        otherMember: NO_ID('the token names the member'),
    },
    'POST /legacy-api/membership/user/me/consent': {
        success: async (request) => {
            // A member registered by e-mail without the box: both documents pending.
            const email = freshEmail('contract-consent');
            const password = 'Morvaux-2026!';
            const registered = await request.post(`${E2E_SERVER_URL}/shop-api`, {
                headers: clientAddress(),
                data: {
                    query: 'mutation ($input: RegisterCustomerInput!) { registerCustomerAccount(input: $input) { __typename } }',
                    variables: { input: { emailAddress: email, firstName: '伟', lastName: '李', password } },
                },
            });
            expect(await registered.json()).toMatchObject({
                data: { registerCustomerAccount: { __typename: 'Success' } },
            });
            const login = await request.post(`${E2E_SERVER_URL}/shop-api`, {
                headers: clientAddress(),
                data: {
                    query: 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }',
                    variables: { u: email, p: password },
                },
            });
            const token = login.headers()['vendure-auth-token'];
            const me = await call<RestResult<{ pendingConsents: Array<{ document: string; version: string }> }>>(
                request,
                'GET',
                'membership/user/me',
                { token },
            );
            const privacy = me.body.res.pendingConsents.find((p) => p.document === 'privacyPolicy')!;
            const accepted = await call<RestResult<{ pending: Array<{ document: string }> }>>(
                request,
                'POST',
                'membership/user/me/consent',
                { token, body: { documents: [{ document: 'privacyPolicy', version: privacy.version }] } },
            );
            expect(accepted.status).toBe(200);
            expect(accepted.body.res.pending.map((p) => p.document)).toEqual(['memberTerms']);
        },
        malformed: badBodies(
            'POST',
            'membership/user/me/consent',
            [
                {},
                { documents: [] },
                { documents: [{ document: 'cookiePolicy', version: '1' }] },
                { documents: 'privacyPolicy' },
            ],
            aToken,
        ),
        missingToken: needsToken('POST', 'membership/user/me/consent', {
            documents: [{ document: 'privacyPolicy', version: '1' }],
        }),
        otherMember: NO_ID('the token names the member'),
    },

    // The wishlist.
    'GET /legacy-api/membership/wishlist': {
        success: async (request) => {
            await aWish(request, aToken());
            const list = await call<RestResult<Array<{ sku: string }>>>(request, 'GET', 'membership/wishlist', {
                token: aToken(),
            });
            expect(list.status).toBe(200);
            expect(list.body.res.length).toBeGreaterThan(0);
        },
        malformed: noInput('membership/wishlist', aToken),
        missingToken: needsToken('GET', 'membership/wishlist'),
        otherMember: {
            notApplicable: 'takes no id: the token names the list',
            instead: async (request) => {
                const list = await call<RestResult<Array<{ id: string }>>>(request, 'GET', 'membership/wishlist', {
                    token: aToken(),
                });
                expect(list.body.res.map((e) => e.id)).not.toContain(made.bWishId);
            },
        },
    },
    'POST /legacy-api/membership/wishlist': {
        success: async (request) => {
            const watch = await aWatch(request);
            const added = await call<RestResult<Array<{ sku: string; type: string }>>>(
                request,
                'POST',
                'membership/wishlist',
                { token: aToken(), body: { sku: watch.sku, type: 'watch' } },
            );
            expect(added.status).toBe(200);
            expect(added.body.res).toContainEqual(expect.objectContaining({ sku: watch.sku, type: 'watch' }));
        },
        malformed: badBodies(
            'POST',
            'membership/wishlist',
            [{}, { sku: 'X', type: 'ring' }, { sku: 5, type: 'watch' }, { sku: TOO_LONG, type: 'watch' }],
            aToken,
        ),
        missingToken: needsToken('POST', 'membership/wishlist', { sku: 'X', type: 'watch' }),
        otherMember: NO_ID('it adds by sku to the token’s own list'),
    },
    'POST /legacy-api/membership/wishlist/all': {
        success: async (request) => {
            const c = await member(request);
            const { strapSku } = await catalogue(request);
            const merged = await call<RestResult<Array<{ sku: string }>>>(request, 'POST', 'membership/wishlist/all', {
                token: c.token,
                body: {
                    wishArray: [
                        { sku: strapSku, type: 'strap' },
                        { sku: 'NO-SUCH-SKU', type: 'watch' },
                    ],
                },
            });
            expect(merged.status).toBe(200);
            expect(merged.body.res.map((e) => e.sku)).toEqual([strapSku]);
        },
        malformed: badBodies(
            'POST',
            'membership/wishlist/all',
            [{}, { wishArray: 'all' }, { wishArray: [{ sku: '', type: 'watch' }] }],
            aToken,
        ),
        missingToken: needsToken('POST', 'membership/wishlist/all', { wishArray: [] }),
        otherMember: NO_ID('it merges skus into the token’s own list'),
    },
    'DELETE /legacy-api/membership/wishlist/{id}': {
        success: async (request) => {
            const c = await member(request);
            const [entry] = await aWish(request, c.token);
            const removed = await call<RestResult<unknown[]>>(request, 'DELETE', `membership/wishlist/${entry.id}`, {
                token: c.token,
            });
            expect(removed.status).toBe(200);
            expect(removed.body.res).toEqual([]);
        },
        malformed: badPaths('DELETE', ['membership/wishlist/abc', 'membership/wishlist/0'], aToken),
        missingToken: needsToken('DELETE', 'membership/wishlist/1'),
        otherMember: async (request) => {
            const before = await bWishlist(request);
            await refused(
                await call(request, 'DELETE', `membership/wishlist/${made.bWishId}`, { token: aToken() }),
                404,
                'ENTITY_NOT_FOUND',
                'B’s entry',
            );
            expect(await bWishlist(request)).toEqual(before);
        },
    },

    // Orders.
    'POST /legacy-api/applet/orderCreate': {
        success: async (request) => {
            const c = await member(request);
            await addToMyCart(request, c.token, (await aWatch(request)).sku);
            const order = await call<{ state: string; status: string }>(request, 'POST', 'applet/orderCreate', {
                token: c.token,
                body: { address: DELIVERY },
            });
            expect(order.status, JSON.stringify(order.body)).toBe(200);
            expect(order.body).toMatchObject({ state: 'ArrangingPayment', status: 'unpaid' });
        },
        malformed: async (request) => {
            await badBodies('POST', 'applet/orderCreate', BAD_DELIVERIES, aToken)(request);
            expect(await activeOrderState(request, aToken())).toBe('AddingItems');
        },
        missingToken: needsToken('POST', 'applet/orderCreate', { address: DELIVERY }),
        otherMember: async (request) => {
            const before = await bAddress(request);
            await refused(
                await call(request, 'POST', 'applet/orderCreate', {
                    token: aToken(),
                    body: { addressId: made.bAddressId },
                }),
                404,
                'ENTITY_NOT_FOUND',
                'B’s address',
            );
            expect(await activeOrderState(request, aToken())).toBe('AddingItems');
            expect(await bAddress(request)).toEqual(before);
        },
    },
    'POST /legacy-api/applet/oneClickOrderCreate': {
        success: async (request) => {
            const order = await oneClickOrder(request, aToken());
            const one = await call<{ increment_id: string }>(request, 'GET', `applet/orders/${order.id}`, {
                token: aToken(),
            });
            expect(one.body.increment_id).toBe(order.code);
        },
        malformed: async (request) => {
            const sku = (await aWatch(request)).sku;
            await badBodies(
                'POST',
                'applet/oneClickOrderCreate',
                [
                    {},
                    { sku, qty: 0, address: DELIVERY },
                    { sku, qty: 1 },
                    { sku: '', qty: 1, address: DELIVERY },
                    { sku, qty: '1', address: DELIVERY },
                ],
                aToken,
            )(request);
        },
        missingToken: needsToken('POST', 'applet/oneClickOrderCreate', { sku: 'X', qty: 1, address: DELIVERY }),
        otherMember: async (request) => {
            const before = await bAddress(request);
            const unpaid = async () =>
                (
                    await call<{ total_count: number }>(request, 'GET', 'applet/orders?status=unpaid', {
                        token: aToken(),
                    })
                ).body.total_count;
            const count = await unpaid();
            await refused(
                await call(request, 'POST', 'applet/oneClickOrderCreate', {
                    token: aToken(),
                    body: { sku: (await aWatch(request)).sku, qty: 1, addressId: made.bAddressId },
                }),
                404,
                'ENTITY_NOT_FOUND',
                'B’s address',
            );
            expect(await unpaid()).toBe(count);
            expect(await bAddress(request)).toEqual(before);
        },
    },
    'GET /legacy-api/applet/orders': {
        success: async (request) => {
            const list = await call<{ items: Array<{ order_id: string }>; page: number }>(
                request,
                'GET',
                'applet/orders?status=unpaid&page=1&page_size=50',
                { token: aToken() },
            );
            expect(list.status).toBe(200);
            expect(list.body.items.map((o) => o.order_id)).toContain(made.aOrder.id);
        },
        malformed: badPaths(
            'GET',
            [
                'applet/orders?status=lost',
                'applet/orders?page=0',
                'applet/orders?page_size=abc',
                'applet/orders?page_size=51',
            ],
            aToken,
        ),
        missingToken: needsToken('GET', 'applet/orders'),
        otherMember: {
            notApplicable: 'takes no id: the token names the member',
            instead: async (request) => {
                const list = await call<{ items: Array<{ order_id: string }> }>(
                    request,
                    'GET',
                    'applet/orders?page_size=50',
                    {
                        token: aToken(),
                    },
                );
                expect(list.body.items.map((o) => o.order_id)).not.toContain(made.bOrder.id);
            },
        },
    },
    'GET /legacy-api/applet/orders/{id}': {
        success: async (request) => {
            const one = await call<{ order_id: string; increment_id: string }>(
                request,
                'GET',
                `applet/orders/${made.aOrder.id}`,
                { token: aToken() },
            );
            expect(one.status).toBe(200);
            expect(one.body.increment_id).toBe(made.aOrder.code);
            // The member's own bag is no order until it goes to checkout: it is read at carts/mine.
            const bag = await call(request, 'GET', `applet/orders/${made.bCartId}`, { token: made.b.token });
            expect(bag.status).toBe(404);
        },
        malformed: badPaths('GET', ['applet/orders/abc', 'applet/orders/0', 'applet/orders/12345678901'], aToken),
        missingToken: needsToken('GET', 'applet/orders/1'),
        otherMember: bOrderIsNone('GET', 'applet/orders/{id}'),
    },
    'POST /legacy-api/applet/orderPay/{id}': {
        success: async (request) => {
            const c = await member(request, {
                wxCode: `sandbox-pay-${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`,
            });
            const order = await oneClickOrder(request, c.token);
            const paid = await call<{ order_id: string; payment: { package: string } }>(
                request,
                'POST',
                `applet/orderPay/${order.id}`,
                { token: c.token },
            );
            expect(paid.status, JSON.stringify(paid.body)).toBe(200);
            expect(paid.body.order_id).toBe(order.id);
            expect(paid.body.payment.package).toMatch(/^prepay_id=/);
        },
        malformed: badPaths('POST', ['applet/orderPay/abc', 'applet/orderPay/0'], aToken),
        missingToken: needsToken('POST', 'applet/orderPay/1'),
        otherMember: bOrderIsNone('POST', 'applet/orderPay/{id}', undefined, 'ORDER_NOT_FOUND'),
    },

    // Order management: Magento's sales order, its cancellation and return.
    [`GET /legacy-api/${OMS}/{id}`]: {
        success: async (request) => {
            const order = await call<{ entity_id: number; increment_id: string; state: string }>(
                request,
                'GET',
                `${OMS}/${made.aOrder.id}`,
                { token: aToken() },
            );
            expect(order.status).toBe(200);
            expect(order.body).toMatchObject({ entity_id: Number(made.aOrder.id), increment_id: made.aOrder.code });
        },
        malformed: badPaths('GET', [`${OMS}/abc`, `${OMS}/0`], aToken),
        missingToken: needsToken('GET', `${OMS}/1`),
        otherMember: bOrderIsNone('GET', `${OMS}/{id}`),
    },
    [`PUT /legacy-api/${OMS}/{id}/cancel`]: {
        success: async (request) => {
            const order = await oneClickOrder(request, aToken());
            const cancelled = await call<{ kind: string; state: string }>(request, 'PUT', `${OMS}/${order.id}/cancel`, {
                token: aToken(),
                body: { reason: 'orderedByMistake' },
            });
            expect(cancelled.status).toBe(200);
            expect(cancelled.body).toMatchObject({ kind: 'cancel', state: 'approved' });
        },
        malformed: async (request) => {
            await badBodies(
                'PUT',
                `${OMS}/${made.aOrder.id}/cancel`,
                [{}, { reason: 5 }, { reason: 'x'.repeat(65) }],
                aToken,
            )(request);
            await badPaths('PUT', [`${OMS}/abc/cancel`], aToken, { reason: 'changedMind' })(request);
            const order = await call<{ state: string }>(request, 'GET', `${OMS}/${made.aOrder.id}`, {
                token: aToken(),
            });
            expect(order.body.state).toBe('pending_payment');
        },
        missingToken: needsToken('PUT', `${OMS}/1/cancel`, { reason: 'changedMind' }),
        otherMember: bOrderIsNone('PUT', `${OMS}/{id}/cancel`, { reason: 'changedMind' }),
    },
    [`PUT /legacy-api/${OMS}/{id}/return/apply`]: {
        success: async (request) => {
            const { orderId, lineId } = await shippedOrder(request, made.a.customerId);
            const applied = await call<{ kind: string; state: string }>(
                request,
                'PUT',
                `${OMS}/${orderId}/return/apply`,
                {
                    token: aToken(),
                    body: RETURN(lineId),
                },
            );
            expect(applied.status, JSON.stringify(applied.body)).toBe(200);
            expect(applied.body).toMatchObject({ kind: 'return', state: 'requested' });
        },
        malformed: badBodies(
            'PUT',
            async () => `${OMS}/${made.aOrder.id}/return/apply`,
            [{}, { reason: 'damaged', lines: 'all' }, { reason: 'damaged', lines: [{ item_id: 'abc', qty: 1 }] }],
            aToken,
        ),
        missingToken: needsToken('PUT', `${OMS}/1/return/apply`, RETURN('1')),
        otherMember: async (request) => {
            await bOrderIsNone('PUT', `${OMS}/{id}/return/apply`, RETURN('1'))(request);
            // B's order line named in a return of A's own shipped order: not a line of that order.
            const before = await bOrderState(request);
            const bLine = await call<{ items: Array<{ item_id: string }> }>(
                request,
                'GET',
                `applet/orders/${made.bOrder.id}`,
                { token: made.b.token },
            );
            const { orderId } = await shippedOrder(request, made.a.customerId);
            const reply = await call(request, 'PUT', `${OMS}/${orderId}/return/apply`, {
                token: aToken(),
                body: RETURN(bLine.body.items[0].item_id),
            });
            await refused(reply, 400, 'INVALID_RETURN_LINES', 'B’s line');
            expect(await bOrderState(request)).toEqual(before);
        },
    },
    [`PUT /legacy-api/${OMS}/{id}/return/cancel`]: {
        success: async (request) => {
            const { orderId, lineId } = await shippedOrder(request, made.a.customerId);
            const path = `${OMS}/${orderId}/return`;
            const applied = await call<{ request_id: string }>(request, 'PUT', `${path}/apply`, {
                token: aToken(),
                body: RETURN(lineId),
            });
            expect(applied.status).toBe(200);
            const withdrawn = await call<{ request_id: string; state: string }>(request, 'PUT', `${path}/cancel`, {
                token: aToken(),
            });
            expect(withdrawn.status).toBe(200);
            expect(withdrawn.body).toMatchObject({ request_id: applied.body.request_id, state: 'withdrawn' });
        },
        malformed: async (request) => {
            await badPaths('PUT', [`${OMS}/abc/return/cancel`, `${OMS}/0/return/cancel`], aToken)(request);
            await badBodies('PUT', `${OMS}/${made.aOrder.id}/return/cancel`, [], aToken)(request);
        },
        missingToken: needsToken('PUT', `${OMS}/1/return/cancel`),
        otherMember: bOrderIsNone('PUT', `${OMS}/{id}/return/cancel`),
    },
    [`PUT /legacy-api/${OMS}/{id}/return/logistics`]: {
        success: async (request) => {
            const { orderId, lineId, admin } = await shippedOrder(request, made.a.customerId);
            const path = `${OMS}/${orderId}/return`;
            const applied = await call<{ request_id: string }>(request, 'PUT', `${path}/apply`, {
                token: aToken(),
                body: RETURN(lineId),
            });
            expect(applied.status).toBe(200);
            await admin(
                'mutation($id: ID!) { transitionAfterSalesRequest(id: $id, state: "approved") { __typename } }',
                {
                    id: applied.body.request_id,
                },
            );
            const sent = await call<{ return_tracking_number: string }>(request, 'PUT', `${path}/logistics`, {
                token: aToken(),
                body: PARCEL,
            });
            expect(sent.status, JSON.stringify(sent.body)).toBe(200);
            expect(sent.body.return_tracking_number).toBe(PARCEL.tracking_number);
        },
        malformed: badBodies(
            'PUT',
            async () => `${OMS}/${made.aOrder.id}/return/logistics`,
            [{}, { carrier: 1, tracking_number: 'SF1' }, { carrier: '顺丰速运' }],
            aToken,
        ),
        missingToken: needsToken('PUT', `${OMS}/1/return/logistics`, PARCEL),
        otherMember: bOrderIsNone('PUT', `${OMS}/{id}/return/logistics`, PARCEL),
    },

    // Stores: a token is optional (a guest or a member).
    'GET /legacy-api/reserve/storeList': {
        success: async (request) => {
            const stores = await call<Array<{ slug: string }>>(request, 'GET', 'reserve/storeList');
            expect(stores.status).toBe(200);
            expect(stores.body.map((s) => s.slug)).toContain(STORE);
        },
        malformed: badPaths('GET', ['reserve/storeList?type=moon']),
        missingToken: async (request) => {
            // Optional: no token is a guest, answered as a member is; a token naming no session, or a staff member's, is 401.
            const guest = await call(request, 'GET', 'reserve/storeList');
            const asMember = await call(request, 'GET', 'reserve/storeList', { token: aToken() });
            expect(guest.status).toBe(200);
            expect(guest.body).toEqual(asMember.body);
            await refused(
                await call(request, 'GET', 'reserve/storeList', { token: BAD_TOKEN }),
                401,
                'NOT_SIGNED_IN',
                'bad token',
            );
            await refused(
                await call(request, 'GET', 'reserve/storeList', { token: made.staff }),
                401,
                'NOT_SIGNED_IN',
                'staff token',
            );
        },
        otherMember: NO_ID('it lists every store'),
    },
    'POST /legacy-api/reserve/create': {
        success: async (request) => {
            const c = await member(request);
            const booked = await call<{ id: string; state: string }>(request, 'POST', 'reserve/create', {
                token: c.token,
                body: booking(c.mobile, await freeSlot(request, 3 + Math.floor(Math.random() * 20))),
            });
            expect(booked.status, JSON.stringify(booked.body)).toBe(200);
            expect(booked.body.state).toBe('requested');
            expect((await myAppointments(request, c.token)).map((a) => a.id)).toContain(booked.body.id);
        },
        malformed: async (request) => {
            const whole = booking(made.a.mobile, { date: dayFromToday(3), start: '10:00' });
            const { privacyConsent: _, ...noConsent } = whole;
            await badBodies(
                'POST',
                'reserve/create',
                [{}, noConsent, { ...whole, mobile: '12345' }, { ...whole, date: 20260101 }],
                aToken,
            )(request);
        },
        missingToken: async (request) => {
            // Optional: no token is a guest, who must prove the number by its code; a bad or a staff token is 401.
            const body = booking(freshMobile(), await freeSlot(request, 3 + Math.floor(Math.random() * 20)));
            await refused(await call(request, 'POST', 'reserve/create', { body }), 401, 'SMS_CODE_NONE', 'a guest');
            await refused(
                await call(request, 'POST', 'reserve/create', { body, token: BAD_TOKEN }),
                401,
                'NOT_SIGNED_IN',
                'bad token',
            );
            await refused(
                await call(request, 'POST', 'reserve/create', { body, token: made.staff }),
                401,
                'NOT_SIGNED_IN',
                'staff token',
            );
        },
        otherMember: async (request) => {
            // B's number booked with A's token is no member's own number: it needs B's code.
            const before = await myAppointments(request, made.b.token);
            const reply = await call(request, 'POST', 'reserve/create', {
                token: aToken(),
                body: booking(made.b.mobile, await freeSlot(request, 3 + Math.floor(Math.random() * 20))),
            });
            await refused(reply, 401, 'SMS_CODE_NONE', 'B’s number');
            expect(await myAppointments(request, made.b.token)).toEqual(before);
        },
    },
};

test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000);
    made = await world(request);
});

test('the table names exactly the operations of the OpenAPI document, public rows as public', async ({ request }) => {
    const document = (await legacyDocument(request)) as unknown as {
        paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(Object.keys(TABLE).sort()).toEqual(operations.sort());
    // A row whose missing-token case is waived must be public by the document, and only those.
    for (const [operation, row] of Object.entries(TABLE)) {
        const [method, path] = operation.split(' ');
        const isPublic = document.paths[path][method.toLowerCase()].security?.length === 0;
        expect(typeof row.missingToken !== 'function', operation).toBe(isPublic);
    }
});

for (const [operation, row] of Object.entries(TABLE)) {
    test.describe(operation, () => {
        for (const name of CASES) {
            const entry = row[name];
            const label = typeof entry === 'function' ? name : `${name} — n/a: ${entry.notApplicable}`;
            const run = typeof entry === 'function' ? entry : entry.instead;
            // A case that cannot exist and has nothing to assert instead is named in the table only.
            if (run) test(label, async ({ request }) => run(request));
        }
    });
}
