import { formatMoney } from '@maison/shared';
import type { APIRequestContext, Page } from '@playwright/test';

import { expect, hydrated, test } from './fixtures';
import { adminApi, adminToken, shopApi } from './shop-api';

/**
 * The storefront caches catalogue reads, yet a change made in Vendure shows on the very next
 * page view: a new price on the watch page at once and on the listing once the search index
 * has it, a watch sold out likewise; and one visitor's bag is never shown to another.
 */

interface Watch {
    sku: string;
    variantId: string;
    path: string;
    listing: string;
    price: number;
    stockOnHand: number;
}

const UPDATE = `mutation ($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }`;

/** What the Shop API says now, asked directly (never through the storefront's cache). */
async function liveVariant(request: APIRequestContext, sku: string) {
    const { productBySku } = await shopApi<{
        productBySku: {
            slug: string;
            variants: Array<{ id: string; sku: string; priceWithTax: number; stockLevel: string }>;
        };
    }>(
        request,
        `query ($sku: String!) { productBySku(sku: $sku) { slug variants { id sku priceWithTax stockLevel } } }`,
        {
            sku,
        },
    );
    return { slug: productBySku.slug, variant: productBySku.variants.find((v) => v.sku === sku)! };
}

async function searchHit(request: APIRequestContext, sku: string) {
    const { search } = await shopApi<{
        search: { items: Array<{ sku: string; inStock: boolean; priceWithTax: { min: number } }> };
    }>(
        request,
        `query ($input: SearchInput!) { search(input: $input) { items { sku inStock priceWithTax { ... on PriceRange { min } } } } }`,
        { input: { collectionSlug: 'watches', term: sku, groupByProduct: true, take: 10 } },
    );
    return search.items.find((i) => i.sku === sku);
}

const cardOf = (page: Page, sku: string) => page.locator(`.card[data-sku="${sku}"]`);

test.describe('catalogue pages after a change in Vendure', () => {
    let token: string;
    let watch: Watch;

    test.beforeAll(async ({ request }) => {
        token = await adminToken(request);
        const { search } = await shopApi<{ search: { items: Array<{ sku: string; inStock: boolean }> } }>(
            request,
            `{ search(input: { collectionSlug: "watches", groupByProduct: true, take: 40, sort: { price: DESC } }) { items { sku inStock } } }`,
        );
        // One far down the default listing, so that other tests' first cards stay as they are.
        const sku = search.items.filter((i) => i.inStock).at(-1)!.sku;
        const { slug, variant } = await liveVariant(request, sku);
        const { productVariant } = (await adminApi(
            request,
            token,
            `query ($id: ID!) { productVariant(id: $id) { id price stockOnHand } }`,
            { id: variant.id },
        )) as unknown as { productVariant: { price: number; stockOnHand: number } };
        watch = {
            sku,
            variantId: variant.id,
            path: `/watches/${slug}/${sku}/`,
            listing: `/watches?phrase=${encodeURIComponent(sku)}`,
            price: productVariant.price,
            stockOnHand: productVariant.stockOnHand,
        };
    });

    test.afterAll(async ({ request }) => {
        if (!watch) return;
        await adminApi(request, token, UPDATE, {
            input: [{ id: watch.variantId, price: watch.price, stockOnHand: watch.stockOnHand }],
        });
        await expect.poll(async () => (await searchHit(request, watch.sku))?.inStock, { timeout: 20_000 }).toBe(true);
    });

    test('a new price shows on the next watch page view, and on the next listing view once search has it', async ({
        page,
        request,
    }) => {
        const before = (await liveVariant(request, watch.sku)).variant.priceWithTax;
        // Both pages seen twice: their catalogue reads are in the cache now.
        for (let i = 0; i < 2; i++) {
            await page.goto(watch.path);
            await expect(page.locator('.detail__price')).toHaveText(formatMoney(before));
            await page.goto(watch.listing);
            await expect(cardOf(page, watch.sku).locator('.price')).toHaveText(formatMoney(before));
        }

        await adminApi(request, token, UPDATE, { input: [{ id: watch.variantId, price: watch.price + 123_400 }] });
        const after = (await liveVariant(request, watch.sku)).variant.priceWithTax;
        expect(after).not.toBe(before);

        await page.goto(watch.path);
        await expect(page.locator('.detail__price')).toHaveText(formatMoney(after));

        await expect.poll(async () => (await searchHit(request, watch.sku))?.priceWithTax.min).toBe(after);
        await page.goto(watch.listing);
        await expect(cardOf(page, watch.sku).locator('.price')).toHaveText(formatMoney(after));
    });

    test('a watch sold out shows so on the next watch page view, and on the next listing view once search has it', async ({
        page,
        request,
    }) => {
        await page.goto(watch.path);
        await expect(page.getByRole('button', { name: '加入购物袋', exact: true })).toBeEnabled();
        await page.goto(watch.listing);
        await expect(cardOf(page, watch.sku)).toBeVisible();
        await expect(cardOf(page, watch.sku).locator('.card__soldout')).toHaveCount(0);

        await adminApi(request, token, UPDATE, { input: [{ id: watch.variantId, stockOnHand: 0 }] });
        expect((await liveVariant(request, watch.sku)).variant.stockLevel).toBe('OUT_OF_STOCK');

        await page.goto(watch.path);
        await expect(page.getByRole('button', { name: '已售罄' })).toBeDisabled();

        await expect.poll(async () => (await searchHit(request, watch.sku))?.inStock).toBe(false);
        await page.goto(watch.listing);
        await expect(cardOf(page, watch.sku).locator('.card__soldout')).toHaveCount(1);
    });
});

test('one visitor bag is never shown to another visitor of the same cached page', async ({
    browser,
    page,
    request,
}) => {
    const { search } = await shopApi<{ search: { items: Array<{ sku: string; slug: string; inStock: boolean }> } }>(
        request,
        `{ search(input: { collectionSlug: "watches", groupByProduct: true, take: 20 }) { items { sku slug inStock } } }`,
    );
    const hit = search.items.find((i) => i.inStock)!;
    const path = `/watches/${hit.slug}/${hit.sku}/`;

    await page.goto(path);
    await hydrated(page);
    await page.getByRole('button', { name: '加入购物袋', exact: true }).click();
    await expect(page.getByTestId('bag-count')).toHaveText('1');
    // Served from the server again, with this visitor's session: their bag is there.
    await page.goto(path);
    await expect(page.getByTestId('bag-count')).toHaveText('1');

    const other = await browser.newContext();
    try {
        const stranger = await other.newPage();
        await stranger.goto(path);
        await expect(stranger.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(stranger.getByRole('button', { name: '加入购物袋', exact: true })).toBeVisible();
        await expect(stranger.getByTestId('bag-count')).toHaveCount(0);
    } finally {
        await other.close();
    }
});
