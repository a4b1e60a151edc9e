import { type APIRequestContext, expect } from '@playwright/test';

import { E2E_SERVER_URL, E2E_SUPERADMIN_PASSWORD } from '../../playwright.config';

/** Calls the test shop's Shop API directly, to compare what a page shows with the source. */
export async function shopApi<T>(
    request: APIRequestContext,
    query: string,
    variables: object = {},
    language = 'zh',
): Promise<T> {
    const res = await request.post(`${E2E_SERVER_URL}/shop-api?languageCode=${language}`, {
        data: { query, variables },
    });
    const body = (await res.json()) as { data: T; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
}

export interface SearchHit {
    sku: string;
    productId: string;
    productName: string;
    kind: string;
    priceWithTax: { min: number; max: number };
}

/** A grouped Shop API search, as the listings make it. */
export async function shopSearch(request: APIRequestContext, input: object, language = 'zh') {
    const data = await shopApi<{ search: { totalItems: number; items: SearchHit[] } }>(
        request,
        `query ($input: SearchInput!) { search(input: $input) { totalItems items { sku productId productName kind priceWithTax { ... on PriceRange { min max } } } } }`,
        { input: { groupByProduct: true, take: 400, ...input } },
        language,
    );
    return data.search;
}

/** A signed-in staff token for the test shop's Admin API. */
export async function adminToken(request: APIRequestContext): Promise<string> {
    const login = await request.post(`${E2E_SERVER_URL}/admin-api`, {
        data: {
            query: 'mutation($p: String!) { login(username: "superadmin", password: $p) { __typename } }',
            variables: { p: E2E_SUPERADMIN_PASSWORD },
        },
    });
    const token = login.headers()['vendure-auth-token'];
    expect(token).toBeTruthy();
    return token;
}

export async function adminApi(request: APIRequestContext, token: string, query: string, variables: object = {}) {
    const res = await request.post(`${E2E_SERVER_URL}/admin-api`, {
        headers: { authorization: `Bearer ${token}` },
        data: { query, variables },
    });
    const body = (await res.json()) as {
        data: Record<string, { id: string } & Record<string, unknown>>;
        errors?: unknown;
    };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
}
