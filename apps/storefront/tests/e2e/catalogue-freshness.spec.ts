import { formatMoney } from '@maison/shared';
import type { APIRequestContext, Page, Response } from '@playwright/test';

import { expect, hydrated, test } from './fixtures';
import { signInBySms } from './members';
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

/** How the storefront's page cache answered a navigation. */
const cacheOf = (response: Response | null) => response?.headers()['x-page-cache'];

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
        // Both pages seen twice: their catalogue reads and the pages themselves are in the cache now.
        for (let i = 0; i < 2; i++) {
            const seen = await page.goto(watch.path);
            if (i === 1) expect(cacheOf(seen)).toBe('hit');
            await expect(page.locator('.detail__price')).toHaveText(formatMoney(before));
            await page.goto(watch.listing);
            await expect(cardOf(page, watch.sku).locator('.price')).toHaveText(formatMoney(before));
        }

        await adminApi(request, token, UPDATE, { input: [{ id: watch.variantId, price: watch.price + 123_400 }] });
        const after = (await liveVariant(request, watch.sku)).variant.priceWithTax;
        expect(after).not.toBe(before);

        // The change moved the catalogue version on: the page is rendered afresh.
        expect(cacheOf(await page.goto(watch.path))).toBe('miss');
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
    expect(cacheOf(await page.goto(path))).toBe('hit');
    await hydrated(page);
    await page.getByRole('button', { name: '加入购物袋', exact: true }).click();
    await expect(page.getByTestId('bag-count')).toHaveText('1');
    // Served from the server again, with this visitor's session: rendered for them, their bag is there.
    expect(cacheOf(await page.goto(path))).toBe('bypass');
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

/** The nonce a page's policy admits scripts with. */
function nonceOf(response: Response | null): string {
    const nonce = /'nonce-([^']+)'/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeDefined();
    return nonce!;
}

test.describe('the anonymous page cache', () => {
    test('a second anonymous view is served from the cache with a nonce of its own, and the page comes alive', async ({
        page,
    }) => {
        await page.goto('/watches');
        const first = await page.goto('/watches');
        expect(cacheOf(first)).toBe('hit');
        const second = await page.goto('/watches');
        expect(cacheOf(second)).toBe('hit');
        const [a, b] = [nonceOf(first), nonceOf(second)];
        expect(a).not.toBe(b);
        // The page's inline scripts carry the nonce of their own answer, so they run (the fixture
        // fails the test on any policy violation) and the page hydrates.
        const html = await second!.text();
        expect(html).toContain(`nonce="${b}"`);
        expect(html).not.toContain(a);
        expect(second!.headers()['set-cookie']).toBeUndefined();
        await hydrated(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('a signed-in visitor gets their own page, never the cached one', async ({ page }) => {
        await page.goto('/');
        expect(cacheOf(await page.goto('/'))).toBe('hit');
        await signInBySms(page);
        const own = await page.goto('/');
        expect(cacheOf(own)).toBe('bypass');
        await hydrated(page);
        // Signed in: the header's account link leads into the account, not to sign-in.
        await page.goto('/my-account');
        await expect(page).toHaveURL(/\/my-account$/);
    });

    test('a news entry published shows on the next view of the cached news page', async ({ page, request }) => {
        const token = await adminToken(request);
        const title = `页面缓存新闻 ${Date.now()}`;
        const created = await adminApi(
            request,
            token,
            `mutation($i: CreateContentEntryInput!) { createContentEntry(input: $i) { ... on ContentEntry { id } } }`,
            {
                i: {
                    kind: 'news',
                    path: `page-cache-${Date.now()}`,
                    tags: ['events'],
                    translations: [
                        {
                            languageCode: 'zh',
                            title,
                            summary: '刚刚发布',
                            blocks: [{ type: 'richText', html: '<p>正文</p>' }],
                        },
                    ],
                },
            },
        );
        const id = (created as { createContentEntry: { id: string } }).createContentEntry.id;
        try {
            await page.goto('/news');
            expect(cacheOf(await page.goto('/news'))).toBe('hit');
            await expect(page.getByText(title)).toHaveCount(0);
            await adminApi(request, token, 'mutation($id: ID!) { publishContentEntry(id: $id) { __typename } }', {
                id,
            });
            expect(cacheOf(await page.goto('/news'))).toBe('miss');
            await expect(page.getByText(title).first()).toBeVisible();
        } finally {
            await adminApi(request, token, 'mutation($id: ID!) { archiveContentEntry(id: $id) { __typename } }', {
                id,
            });
        }
    });

    test('another language is another page, and each is cached', async ({ page, context, baseURL }) => {
        await page.goto('/watches');
        expect(cacheOf(await page.goto('/watches'))).toBe('hit');
        await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
        await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
        await page.goto('/watches');
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        expect(cacheOf(await page.goto('/watches'))).toBe('hit');
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await context.addCookies([{ name: 'lang', value: 'de', url: baseURL! }]);
        await page.goto('/watches');
        await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    });

    test.describe('before consent', () => {
        test.use({ consented: false });

        test('the banner shows on a cached page until the visitor answers, and not after', async ({
            page,
            context,
            baseURL,
        }) => {
            const banner = page.getByRole('region', { name: 'Cookie 设置' });
            await page.goto('/');
            expect(cacheOf(await page.goto('/'))).toBe('hit');
            await expect(banner).toBeVisible();
            await context.addCookies([{ name: 'cookie_control_consent', value: 'true', url: baseURL! }]);
            await page.goto('/');
            expect(cacheOf(await page.goto('/'))).toBe('hit');
            await hydrated(page);
            await expect(page.getByRole('heading', { level: 1, name: '时间的匠心' })).toBeVisible();
            await expect(banner).toHaveCount(0);
        });
    });
});
