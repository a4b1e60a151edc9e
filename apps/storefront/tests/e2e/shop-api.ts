import { buildCatalogue } from '@maison/demo-catalogue/data';
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

/**
 * Gives every well-stocked watch of the demo (ten or more units when seeded) its seeded stock
 * again on top of what orders hold. The whole browser run, desktop and phone, shares one shop,
 * so each spec that buys watches starts from the demo's stock rather than from what the specs
 * before it left; the low-stock and sold-out watches keep the states other specs look at.
 */
export async function restoreWatchStock(request: APIRequestContext): Promise<void> {
    const seeded = new Map(
        buildCatalogue()
            .products.filter((p) => p.kind === 'watch')
            .flatMap((p) => p.variants)
            .filter((v) => v.stockOnHand >= 10)
            .map((v) => [v.sku, v.stockOnHand]),
    );
    const token = await adminToken(request);
    const found = (await adminApi(
        request,
        token,
        `query ($skus: [String!]!) { productVariants(options: { filter: { sku: { in: $skus } }, take: 100 }) { items { id sku stockAllocated } } }`,
        { skus: [...seeded.keys()] },
    )) as unknown as { productVariants: { items: Array<{ id: string; sku: string; stockAllocated: number }> } };
    await adminApi(
        request,
        token,
        `mutation ($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }`,
        {
            input: found.productVariants.items.map((v) => ({
                id: v.id,
                stockOnHand: v.stockAllocated + seeded.get(v.sku)!,
            })),
        },
    );
}
