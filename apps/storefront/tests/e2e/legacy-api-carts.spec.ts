// Requests only: Magento's cart contract on the REST face (spec §3 "Alternative cart", §7), the
// member's cart being the storefront's bag, each answer checked against the OpenAPI document.
import { LEGACY_BUNDLE_OPTION_IDS, MASKED_CART_ID_PATTERN } from '@maison/shared';
import { type APIRequestContext, expect, test } from '@playwright/test';

import { E2E_SERVER_URL } from '../../playwright.config';
import { type CallOptions, legacyCall, type LegacyReply } from './legacy-api';
import { placeholderAddress, shippingInformation } from './legacy-member';
import { freshMobile, smsCodeFor } from './members';
import { shopSearch } from './shop-api';

interface CartItem {
    item_id: number;
    sku: string;
    qty: number;
    price: number;
    product_type: 'simple' | 'bundle';
    extension_attributes: {
        salable_qty: number;
        bundle_options: Array<{
            option_id: number;
            label: string;
            qty: number;
            salable_qty: number;
            product_links: Array<{ id: number; sku: string }>;
        }>;
    };
}
interface Cart {
    id: number;
    items: CartItem[];
    items_count: number;
    items_qty: number;
    customer_is_guest: boolean;
    currency: { quote_currency_code: string };
}
interface Totals {
    subtotal: number;
    subtotal_with_discount: number;
    discount_amount: number;
    grand_total: number;
    shipping_amount: number;
    items_qty: number;
    items: Array<{ item_id: number; row_total: number; qty: number }>;
}
interface Failure {
    message: string;
    code: string;
    parameters: { fieldName?: string };
}

/** A client address of its own: the shop throttles codes per address. */
function freshIp(): string {
    const octet = () => 1 + Math.floor(Math.random() * 250);
    return `10.${octet()}.${octet()}.${octet()}`;
}

/** The Shop API straight at the server, with no cookie: a bearer token or none. */
async function shop<T>(query: string, variables: object, who: { token?: string; ip: string }) {
    const res = await fetch(`${E2E_SERVER_URL}/shop-api?languageCode=zh`, {
        method: 'POST',
        headers: {
            'content-type': 'application/json',
            'x-forwarded-for': who.ip,
            ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data: T; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return { data: body.data, token: res.headers.get('vendure-auth-token') };
}

interface Member {
    token: string;
    customerId: number;
    ip: string;
}

/** A new member signed in by SMS through the Shop API: their bearer token and customer id. */
async function newMember(): Promise<Member> {
    const ip = freshIp();
    const mobile = freshMobile();
    const { data } = await shop<{ localCaptchaChallenge: object }>(
        'query { localCaptchaChallenge { randstr ticket } }',
        {},
        { ip },
    );
    const sent = await shop<{ requestSmsCode: { __typename: string } }>(
        'mutation ($m: String!, $c: SmsCaptchaInput!) { requestSmsCode(mobile: $m, captcha: $c) { __typename } }',
        { m: mobile, c: data.localCaptchaChallenge },
        { ip },
    );
    expect(sent.data.requestSmsCode.__typename).toBe('SmsCodeSent');
    const code = await smsCodeFor(mobile);
    const signedIn = await shop<{ authenticate: { __typename: string } }>(
        'mutation ($m: String!, $c: String!) { authenticate(input: { sms: { mobile: $m, code: $c, acceptTerms: true } }) { __typename } }',
        { m: mobile, c: code },
        { ip },
    );
    expect(signedIn.data.authenticate.__typename).toBe('CurrentUser');
    const token = signedIn.token!;
    const me = await shop<{ activeCustomer: { id: string } }>('query { activeCustomer { id } }', {}, { token, ip });
    return { token, customerId: Number(me.data.activeCustomer.id), ip };
}

/** The member's bag as the storefront reads it (the Shop API's activeOrder). */
async function shopBag(member: Member) {
    const { data } = await shop<{
        activeOrder: { id: string; lines: Array<{ id: string; quantity: number; productVariant: { sku: string } }> };
    }>('query { activeOrder { id lines { id quantity productVariant { sku } } } }', {}, member);
    return data.activeOrder;
}

function call<T>(
    request: APIRequestContext,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options: CallOptions & { ip?: string } = {},
) {
    const { ip, ...rest } = options;
    return legacyCall<T>(request, method, path, {
        ...rest,
        headers: { 'X-Forwarded-For': ip ?? freshIp(), ...rest.headers },
    }) as Promise<LegacyReply<T>>;
}

interface Stock {
    watch: string;
    otherWatch: string;
    strap: { sku: string; id: string };
    buckle: { id: string; bundlePrice: number };
}

let stockPromise: Promise<Stock> | undefined;

/** Two watches in stock, and a strap with a buckle in stock, from the demo catalogue. */
function stock(request: APIRequestContext): Promise<Stock> {
    stockPromise ??= (async () => {
        const { items } = await shopSearch(request, {});
        const variantsOf = async (productId: string) =>
            (
                await shop<{
                    product: {
                        variants: Array<{
                            id: string;
                            sku: string;
                            stockLevel: string;
                            strapBundle: {
                                buckles: Array<{ variantId: string; soldOut: boolean; bundlePriceWithTax: number }>;
                            } | null;
                        }>;
                    };
                }>(
                    'query ($id: ID!) { product(id: $id) { variants { id sku stockLevel strapBundle { buckles { variantId soldOut bundlePriceWithTax } } } } }',
                    { id: productId },
                    { ip: freshIp() },
                )
            ).data.product.variants;
        const watches: string[] = [];
        for (const hit of items.filter((i) => i.kind === 'watch')) {
            const inStock = (await variantsOf(hit.productId)).find((v) => v.stockLevel === 'IN_STOCK');
            if (inStock) watches.push(inStock.sku);
            if (watches.length === 2) break;
        }
        for (const hit of items.filter((i) => i.kind === 'strap')) {
            for (const variant of await variantsOf(hit.productId)) {
                const buckle = variant.strapBundle?.buckles.find((b) => !b.soldOut);
                if (variant.stockLevel === 'IN_STOCK' && buckle)
                    return {
                        watch: watches[0],
                        otherWatch: watches[1],
                        strap: { sku: variant.sku, id: variant.id },
                        buckle: { id: buckle.variantId, bundlePrice: buckle.bundlePriceWithTax },
                    };
            }
        }
        throw new Error('no strap with a buckle in stock');
    })();
    return stockPromise;
}

const cartItem = (sku: string, qty = 1, extra: object = {}) => ({ cartItem: { sku, qty, ...extra } });
const withBuckle = (sku: string, buckleId: string) =>
    cartItem(sku, 1, {
        product_option: {
            extension_attributes: {
                bundle_options: [
                    {
                        option_id: LEGACY_BUNDLE_OPTION_IDS.buckle,
                        option_qty: 1,
                        option_selections: [Number(buckleId)],
                    },
                ],
            },
        },
    });

/** A well-formed masked id that names no cart. */
const UNKNOWN_CART = 'A'.repeat(32);

test.describe('REST: carts/mine', () => {
    test('POST carts/mine answers the member’s cart id, the same each time; none without a token', async ({
        request,
    }) => {
        const member = await newMember();
        const first = await call<number>(request, 'POST', 'carts/mine', { token: member.token });
        expect(first.status).toBe(200);
        expect(typeof first.body).toBe('number');
        const again = await call<number>(request, 'POST', 'carts/mine', { token: member.token });
        expect(again.body).toBe(first.body);
        expect(Number((await shopBag(member)).id)).toBe(first.body);
        const anonymous = await call<Failure>(request, 'POST', 'carts/mine');
        expect(anonymous.status).toBe(401);
        expect(anonymous.body.code).toBe('NOT_SIGNED_IN');
        const madeUp = await call(request, 'POST', 'carts/mine', { token: 'made-up-token' });
        expect(madeUp.status).toBe(401);
    });

    test('GET carts/mine and its totals: none before the cart is opened, then the cart in CNY', async ({ request }) => {
        const member = await newMember();
        expect((await call(request, 'GET', 'carts/mine', { token: member.token })).status).toBe(404);
        expect((await call(request, 'GET', 'carts/mine/totals', { token: member.token })).status).toBe(404);
        expect((await call(request, 'GET', 'carts/mine')).status).toBe(401);
        expect((await call(request, 'GET', 'carts/mine/totals')).status).toBe(401);
        const id = (await call<number>(request, 'POST', 'carts/mine', { token: member.token })).body;
        const cart = await call<Cart>(request, 'GET', 'carts/mine', { token: member.token });
        expect(cart.status).toBe(200);
        expect(cart.body).toMatchObject({ id, items: [], items_count: 0, items_qty: 0, customer_is_guest: false });
        expect(cart.body.currency.quote_currency_code).toBe('CNY');
        const totals = await call<Totals>(request, 'GET', 'carts/mine/totals', { token: member.token });
        expect(totals.body).toMatchObject({ subtotal: 0, grand_total: 0, shipping_amount: 0, items_qty: 0 });
    });

    test('an item added by REST is in the storefront’s bag for the same token, and its totals in yuan', async ({
        request,
    }) => {
        const { watch } = await stock(request);
        const member = await newMember();
        const added = await call<CartItem>(request, 'POST', 'carts/mine/items', {
            token: member.token,
            body: cartItem(watch, 2),
        });
        expect(added.status).toBe(200);
        expect(added.body).toMatchObject({ sku: watch, qty: 2, product_type: 'simple' });
        const bag = await shopBag(member);
        expect(bag.lines).toEqual([{ id: String(added.body.item_id), quantity: 2, productVariant: { sku: watch } }]);
        const cart = await call<Cart>(request, 'GET', 'carts/mine', { token: member.token });
        expect(cart.body.id).toBe(Number(bag.id));
        expect(cart.body.items_qty).toBe(2);
        const totals = await call<Totals>(request, 'GET', 'carts/mine/totals', { token: member.token });
        expect(totals.body.subtotal).toBe(added.body.price * 2);
        expect(totals.body.grand_total).toBe(totals.body.subtotal_with_discount + totals.body.shipping_amount);
        expect(totals.body.items).toEqual([expect.objectContaining({ item_id: added.body.item_id, qty: 2 })]);
    });

    test('POST carts/mine/items refuses a malformed item, an unknown sku and a missing token', async ({ request }) => {
        const { watch } = await stock(request);
        const member = await newMember();
        const noQty = await call<Failure>(request, 'POST', 'carts/mine/items', {
            token: member.token,
            body: { cartItem: { sku: watch, qty: 0 } },
        });
        expect(noQty.status).toBe(400);
        expect(noQty.body).toMatchObject({ code: 'INVALID', parameters: { fieldName: 'cartItem.qty' } });
        expect(
            (await call(request, 'POST', 'carts/mine/items', { token: member.token, rawBody: '{"cartItem":' })).status,
        ).toBe(400);
        expect((await call(request, 'POST', 'carts/mine/items', { token: member.token, body: {} })).status).toBe(400);
        const unknown = await call<Failure>(request, 'POST', 'carts/mine/items', {
            token: member.token,
            body: cartItem('NO-SUCH-SKU'),
        });
        expect(unknown.status).toBe(404);
        expect((await call(request, 'POST', 'carts/mine/items', { body: cartItem(watch) })).status).toBe(401);
    });

    test('more than the stock or than a line may hold is refused with the one list’s codes', async ({ request }) => {
        const { watch } = await stock(request);
        const member = await newMember();
        const tooMany = await call<Failure>(request, 'POST', 'carts/mine/items', {
            token: member.token,
            body: cartItem(watch, 99),
        });
        expect(tooMany.status).toBe(409);
        expect(tooMany.body.code).toBe('INSUFFICIENT_STOCK_ERROR');
        // As in the bag, what there is was added; one more line's worth is past the line's limit.
        const overLimit = await call<Failure>(request, 'POST', 'carts/mine/items', {
            token: member.token,
            body: cartItem(watch, 99),
        });
        expect(overLimit.status).toBe(422);
        expect(overLimit.body.code).toBe('ORDER_LIMIT_ERROR');
    });

    test('a strap with its buckle is a bundle with its buckle option; a buckle not the strap’s is not available', async ({
        request,
    }) => {
        const { strap, buckle, watch } = await stock(request);
        const member = await newMember();
        const added = await call<CartItem>(request, 'POST', 'carts/mine/items', {
            token: member.token,
            body: withBuckle(strap.sku, buckle.id),
        });
        expect(added.status).toBe(200);
        expect(added.body.product_type).toBe('bundle');
        expect(added.body.price).toBe(buckle.bundlePrice / 100);
        const options = added.body.extension_attributes.bundle_options;
        expect(options.map((o) => o.label)).toEqual(['Strap', 'Buckle']);
        const buckleOption = options.find((o) => o.option_id === LEGACY_BUNDLE_OPTION_IDS.buckle)!;
        expect(buckleOption.product_links[0].id).toBe(Number(buckle.id));
        expect(buckleOption.qty).toBe(1);
        expect(buckleOption.salable_qty).toBeGreaterThan(0);
        const cart = await call<Cart>(request, 'GET', 'carts/mine', { token: member.token });
        expect(cart.body.items[0].product_type).toBe('bundle');
        // A watch is not one of the strap's buckles.
        const watchVariant = (
            await shop<{ productBySku: { variants: Array<{ id: string; sku: string }> } }>(
                'query ($s: String!) { productBySku(sku: $s) { variants { id sku } } }',
                { s: watch },
                member,
            )
        ).data.productBySku.variants.find((v) => v.sku === watch)!;
        const refused = await call<Failure>(request, 'POST', 'carts/mine/items', {
            token: member.token,
            body: withBuckle(strap.sku, watchVariant.id),
        });
        expect(refused.status).toBe(409);
        expect(refused.body.code).toBe('NOT_AVAILABLE');
        const plain = await call<CartItem>(request, 'POST', 'carts/mine/items', {
            token: member.token,
            body: cartItem(strap.sku),
        });
        expect(plain.body.product_type).toBe('simple');
    });

    test('DELETE carts/mine/items/{itemId} answers true; another member’s item is not found', async ({ request }) => {
        const { watch } = await stock(request);
        const [owner, other] = [await newMember(), await newMember()];
        const item = (
            await call<CartItem>(request, 'POST', 'carts/mine/items', { token: owner.token, body: cartItem(watch) })
        ).body;
        await call(request, 'POST', 'carts/mine', { token: other.token });
        const theirs = await call<Failure>(request, 'DELETE', `carts/mine/items/${item.item_id}`, {
            token: other.token,
        });
        expect(theirs.status).toBe(404);
        expect((await call(request, 'DELETE', `carts/mine/items/${item.item_id}`)).status).toBe(401);
        expect((await call(request, 'DELETE', 'carts/mine/items/abc', { token: owner.token })).status).toBe(400);
        const removed = await call<boolean>(request, 'DELETE', `carts/mine/items/${item.item_id}`, {
            token: owner.token,
        });
        expect(removed.status).toBe(200);
        expect(removed.body).toBe(true);
        expect((await shopBag(owner)).lines).toEqual([]);
        expect((await call(request, 'DELETE', `carts/mine/items/${item.item_id}`, { token: owner.token })).status).toBe(
            404,
        );
    });

    test('POST carts/mine/shipping-information sets the placeholder address and the free delivery', async ({
        request,
    }) => {
        const { watch } = await stock(request);
        const member = await newMember();
        await call(request, 'POST', 'carts/mine/items', { token: member.token, body: cartItem(watch) });
        const reply = await call<{ payment_methods: Array<{ code: string }>; totals: Totals }>(
            request,
            'POST',
            'carts/mine/shipping-information',
            { token: member.token, body: shippingInformation() },
        );
        expect(reply.status).toBe(200);
        expect(reply.body.payment_methods.length).toBeGreaterThan(0);
        expect(reply.body.totals.shipping_amount).toBe(0);
        const { data } = await shop<{
            activeOrder: { shippingAddress: { city: string; phoneNumber: string }; shippingLines: unknown[] };
        }>('query { activeOrder { shippingAddress { city phoneNumber } shippingLines { priceWithTax } } }', {}, member);
        expect(data.activeOrder.shippingAddress).toEqual({ city: '上海市', phoneNumber: '13912345678' });
        expect(data.activeOrder.shippingLines).toHaveLength(1);
        const badPhone = await call<Failure>(request, 'POST', 'carts/mine/shipping-information', {
            token: member.token,
            body: shippingInformation({ ...placeholderAddress, telephone: '12345' }),
        });
        expect(badPhone.status).toBe(400);
        expect(badPhone.body.parameters.fieldName).toBe('addressInformation.shipping_address.telephone');
        expect(
            (await call(request, 'POST', 'carts/mine/shipping-information', { body: shippingInformation() })).status,
        ).toBe(401);
    });
});

test.describe('REST: guest-carts', () => {
    test('POST guest-carts answers a fresh masked id each time, readable as an empty cart', async ({ request }) => {
        const first = await call<string>(request, 'POST', 'guest-carts');
        expect(first.status).toBe(200);
        expect(first.body).toMatch(MASKED_CART_ID_PATTERN);
        const second = await call<string>(request, 'POST', 'guest-carts');
        expect(second.body).not.toBe(first.body);
        const cart = await call<Cart>(request, 'GET', `guest-carts/${first.body}`);
        expect(cart.status).toBe(200);
        expect(cart.body).toMatchObject({ items: [], items_qty: 0, customer_is_guest: true });
        expect(cart.body.currency.quote_currency_code).toBe('CNY');
    });

    test('a guest cart is read by its masked id only: not by an unknown one or its order’s number', async ({
        request,
    }) => {
        const maskedId = (await call<string>(request, 'POST', 'guest-carts')).body;
        const { id } = (await call<Cart>(request, 'GET', `guest-carts/${maskedId}`)).body;
        for (const path of [
            `guest-carts/${UNKNOWN_CART}`,
            `guest-carts/${id}`,
            `guest-carts/${UNKNOWN_CART}/totals`,
            `carts/${id}/totals`,
            `carts/${UNKNOWN_CART}/totals`,
        ]) {
            const reply = await call<Failure>(request, 'GET', path);
            expect(reply.status, path).toBe(404);
            expect(reply.body.code).toBe('ENTITY_NOT_FOUND');
        }
    });

    test('items added, counted in the totals (also at carts/{cartId}/totals) and removed', async ({ request }) => {
        const { watch, otherWatch } = await stock(request);
        const maskedId = (await call<string>(request, 'POST', 'guest-carts')).body;
        const added = await call<CartItem>(request, 'POST', `guest-carts/${maskedId}/items`, {
            body: cartItem(watch, 1, { quote_id: maskedId }),
        });
        expect(added.status).toBe(200);
        expect(added.body).toMatchObject({ sku: watch, qty: 1 });
        await call(request, 'POST', `guest-carts/${maskedId}/items`, { body: cartItem(otherWatch) });
        const totals = await call<Totals>(request, 'GET', `guest-carts/${maskedId}/totals`);
        expect(totals.body.items_qty).toBe(2);
        expect((await call<Totals>(request, 'GET', `carts/${maskedId}/totals`)).body).toEqual(totals.body);
        const malformed = await call<Failure>(request, 'POST', `guest-carts/${maskedId}/items`, {
            body: { cartItem: { qty: 1 } },
        });
        expect(malformed.status).toBe(400);
        expect(malformed.body.parameters.fieldName).toBe('cartItem.sku');
        expect(
            (await call(request, 'POST', `guest-carts/${UNKNOWN_CART}/items`, { body: cartItem(watch) })).status,
        ).toBe(404);
        // Another guest's cart does not hold this item.
        const otherCart = (await call<string>(request, 'POST', 'guest-carts')).body;
        expect((await call(request, 'DELETE', `guest-carts/${otherCart}/items/${added.body.item_id}`)).status).toBe(
            404,
        );
        expect((await call(request, 'DELETE', `guest-carts/${maskedId}/items/x1`)).status).toBe(400);
        const removed = await call<boolean>(request, 'DELETE', `guest-carts/${maskedId}/items/${added.body.item_id}`);
        expect(removed.body).toBe(true);
        const cart = await call<Cart>(request, 'GET', `guest-carts/${maskedId}`);
        expect(cart.body.items.map((i) => i.sku)).toEqual([otherWatch]);
    });

    test('POST guest-carts/{cartId}/shipping-information sets the address and the free delivery', async ({
        request,
    }) => {
        const { watch } = await stock(request);
        const maskedId = (await call<string>(request, 'POST', 'guest-carts')).body;
        await call(request, 'POST', `guest-carts/${maskedId}/items`, { body: cartItem(watch) });
        const reply = await call<{ payment_methods: unknown[]; totals: Totals }>(
            request,
            'POST',
            `guest-carts/${maskedId}/shipping-information`,
            { body: shippingInformation() },
        );
        expect(reply.status).toBe(200);
        expect(reply.body.totals.shipping_amount).toBe(0);
        expect(reply.body.totals.items_qty).toBe(1);
        const noStreet = await call(request, 'POST', `guest-carts/${maskedId}/shipping-information`, {
            body: shippingInformation({ ...placeholderAddress, street: [] }),
        });
        expect(noStreet.status).toBe(400);
        const otherCarrier = await call(request, 'POST', `guest-carts/${maskedId}/shipping-information`, {
            body: { addressInformation: { ...shippingInformation().addressInformation, shipping_method_code: 'ufo' } },
        });
        expect(otherCarrier.status).toBe(400);
        expect(
            (
                await call(request, 'POST', `guest-carts/${UNKNOWN_CART}/shipping-information`, {
                    body: shippingInformation(),
                })
            ).status,
        ).toBe(404);
    });

    test('PUT guest-carts/{cartId} merges the guest’s cart into the member’s, keeping both lines', async ({
        request,
    }) => {
        const { watch, otherWatch } = await stock(request);
        const member = await newMember();
        const mine = await call<CartItem>(request, 'POST', 'carts/mine/items', {
            token: member.token,
            body: cartItem(watch),
        });
        const maskedId = (await call<string>(request, 'POST', 'guest-carts')).body;
        await call(request, 'POST', `guest-carts/${maskedId}/items`, { body: cartItem(otherWatch) });
        const body = { customerId: member.customerId, storeId: 1 };

        expect((await call(request, 'PUT', `guest-carts/${maskedId}`, { body })).status).toBe(401);
        expect(
            (await call(request, 'PUT', `guest-carts/${maskedId}`, { token: member.token, body: { storeId: 1 } }))
                .status,
        ).toBe(400);
        const other = await newMember();
        const notTheirs = await call(request, 'PUT', `guest-carts/${maskedId}`, {
            token: member.token,
            body: { customerId: other.customerId, storeId: 1 },
        });
        expect(notTheirs.status).toBe(404);
        expect((await call(request, 'PUT', `guest-carts/${UNKNOWN_CART}`, { token: member.token, body })).status).toBe(
            404,
        );

        const assigned = await call<boolean>(request, 'PUT', `guest-carts/${maskedId}`, { token: member.token, body });
        expect(assigned.status).toBe(200);
        expect(assigned.body).toBe(true);
        const cart = await call<Cart>(request, 'GET', 'carts/mine', { token: member.token });
        expect(cart.body.items.map((i) => i.sku).sort()).toEqual([watch, otherWatch].sort());
        expect(cart.body.items.map((i) => i.item_id)).toContain(mine.body.item_id);
        expect((await shopBag(member)).lines.map((l) => l.productVariant.sku).sort()).toEqual(
            [watch, otherWatch].sort(),
        );
        // The masked id names nothing now: not readable, nothing more added to it.
        expect((await call(request, 'GET', `guest-carts/${maskedId}`)).status).toBe(404);
        expect((await call(request, 'POST', `guest-carts/${maskedId}/items`, { body: cartItem(watch) })).status).toBe(
            404,
        );
    });

    test('a guest cart given to a member with no cart becomes the member’s cart', async ({ request }) => {
        const { watch } = await stock(request);
        const member = await newMember();
        const maskedId = (await call<string>(request, 'POST', 'guest-carts')).body;
        await call(request, 'POST', `guest-carts/${maskedId}/items`, { body: cartItem(watch) });
        const assigned = await call(request, 'PUT', `guest-carts/${maskedId}`, {
            token: member.token,
            body: { customerId: member.customerId, storeId: 1 },
        });
        expect(assigned.status).toBe(200);
        const cart = await call<Cart>(request, 'GET', 'carts/mine', { token: member.token });
        expect(cart.body.customer_is_guest).toBe(false);
        expect(cart.body.items.map((i) => i.sku)).toEqual([watch]);
    });
});
