import fs from 'node:fs';
import path from 'node:path';

import { type APIRequestContext, expect } from '@playwright/test';
import { createCookie } from 'react-router';

import { E2E_SERVER_URL, E2E_VAR_DIR } from '../../playwright.config';
import { adminApi } from './shop-api';

/** A placed, paid order of one unit for the customer, made by staff as a draft order. */
export async function placeOrder(request: APIRequestContext, token: string, customerId: string, variantId: string) {
    const admin = (query: string, variables: object = {}) => adminApi(request, token, query, variables);
    const orderId = (await admin('mutation { createDraftOrder { id } }')).createDraftOrder.id;
    await admin('mutation($o: ID!, $c: ID!) { setCustomerForDraftOrder(orderId: $o, customerId: $c) { __typename } }', {
        o: orderId,
        c: customerId,
    });
    await admin(
        'mutation($o: ID!, $v: ID!) { addItemToDraftOrder(orderId: $o, input: { productVariantId: $v, quantity: 1 }) { __typename } }',
        { o: orderId, v: variantId },
    );
    await admin(
        'mutation($o: ID!) { setDraftOrderShippingAddress(orderId: $o, input: { fullName: "王晓明", streetLine1: "南京西路 1 号", city: "上海", postalCode: "200040", countryCode: "CN", phoneNumber: "13800138000" }) { id } }',
        { o: orderId },
    );
    const methods = (await admin('query($o: ID!) { eligibleShippingMethodsForDraftOrder(orderId: $o) { id } }', {
        o: orderId,
    })) as unknown as { eligibleShippingMethodsForDraftOrder: Array<{ id: string }> };
    await admin(
        'mutation($o: ID!, $m: ID!) { setDraftOrderShippingMethod(orderId: $o, shippingMethodId: $m) { __typename } }',
        {
            o: orderId,
            m: methods.eligibleShippingMethodsForDraftOrder[0].id,
        },
    );
    const transition = 'mutation($o: ID!, $s: String!) { transitionOrderToState(id: $o, state: $s) { __typename } }';
    await admin(transition, { o: orderId, s: 'ArrangingPayment' });
    await admin(
        'mutation($o: ID!) { addManualPaymentToOrder(input: { orderId: $o, method: "manual", transactionId: "review-e2e", metadata: {} }) { __typename } }',
        { o: orderId },
    );
    await admin(transition, { o: orderId, s: 'PaymentSettled' });
    return orderId as string;
}

/** The storefront's session cookie holding a member's Shop API token, as a sign-in leaves it. */
export async function memberSessionCookie(email: string, password: string) {
    // Not through the test's request context: the cookie Vendure sets would sign its staff
    // calls in as the member.
    const login = await fetch(`${E2E_SERVER_URL}/shop-api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
            query: 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }',
            variables: { u: email, p: password },
        }),
    });
    const token = login.headers.get('vendure-auth-token');
    expect(token).toBeTruthy();
    const { sessionSecret } = JSON.parse(fs.readFileSync(path.join(E2E_VAR_DIR, 'secrets.json'), 'utf8'));
    const cookie = createCookie('maison_session', { secrets: [sessionSecret] });
    const serialized = await cookie.serialize({ t: token, h: Math.floor(Date.now() / 3_600_000) });
    return decodeURIComponent(serialized.split(';')[0].slice('maison_session='.length));
}
