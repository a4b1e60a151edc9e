import { buildCatalogue } from '@maison/demo-catalogue/data';
import { FLAG_PRIORITY, type FlagCode, formatMoney } from '@maison/shared';
import { devices, type Locator, type Page } from '@playwright/test';

import { expect, hydrated, test } from './fixtures';
import { adminApi, adminToken, shopApi, shopSearch } from './shop-api';

/**
 * Browsing the catalogue as a shopper: the listing's count, filters, price range, sorts, page
 * sizes and "more results"; the cards; and search in Chinese, English and German. Each page is
 * checked against the Shop API or the demo catalogue it was seeded from.
 */
const catalogue = buildCatalogue();

/** Reference skus of the demo products whose sku, name or description has `word`, in any language. */
function productsMentioning(word: string): Set<string> {
    const w = word.toLowerCase();
    return new Set(
        catalogue.products
            .filter((p) => p.kind !== 'buckle')
            .filter((p) =>
                [p.sku, ...Object.values(p.name), ...Object.values(p.description)].some((t) =>
                    t.toLowerCase().includes(w),
                ),
            )
            .map((p) => p.sku),
    );
}

const productOf = (variantSku: string) => catalogue.products.find((p) => p.variants.some((v) => v.sku === variantSku));

const cards = (page: Page) => page.locator('.card');
const countOf = async (page: Page) => Number(await page.locator('.listing__count').getAttribute('data-total'));
const skusOn = (page: Page) => cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-sku') ?? ''));
/** Card prices in yuan, read as a shopper reads them. */
const pricesOn = (page: Page) =>
    cards(page)
        .locator('.price')
        .evaluateAll((els) => els.map((e) => Number((e.textContent ?? '').replace(/[^\d]/g, ''))));

async function filterGroup(page: Page, name: string): Promise<Locator> {
    const group = page.locator('.filters__group', { has: page.locator('summary', { hasText: name }) });
    if (!(await group.getAttribute('open'))) await group.locator('summary').click();
    return group;
}

test.describe('watch and strap listings', () => {
    test('the heading counts what the Shop API finds, with breadcrumbs from Home', async ({ page, request }) => {
        const api = await shopSearch(request, { collectionSlug: 'watches' });
        await page.goto('/watches');
        await expect(page.locator('.listing__count')).toHaveText(`我们找到 ${api.totalItems} 款腕表`);
        const crumbs = page.getByRole('navigation', { name: '当前位置' });
        await expect(crumbs.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/');
        await page.goto('/watches/heritage');
        const heritage = await shopSearch(request, { collectionSlug: 'heritage' });
        await expect(page.locator('.listing__count')).toHaveText(`我们找到 ${heritage.totalItems} 款腕表`);
        await expect(crumbs.getByRole('link', { name: '腕表' })).toHaveAttribute('href', '/watches');
        await expect(crumbs.locator('[aria-current="page"]')).toHaveText('传承');
        await page.goto('/straps');
        const straps = await shopSearch(request, { collectionSlug: 'straps' });
        await expect(page.locator('.listing__count')).toHaveText(`我们找到了 ${straps.totalItems} 款表带`);
    });

    test('a strap category lists straps only, with strap facets only, and a watch listing watches only', async ({
        page,
    }) => {
        for (const material of ['leather', 'rubber']) {
            // The category's filter is a strap-material value, which watches on such straps have too.
            const straps = catalogue.products.filter(
                (p) => p.kind === 'strap' && p.facets.some((f) => f.facet === 'strap-material' && f.value === material),
            );
            expect(straps.length).toBeGreaterThan(0);
            await page.goto(`/straps/${material}?itemsPerPage=100`);
            await expect(page.locator('.listing__count')).toHaveText(`我们找到了 ${straps.length} 款表带`);
            const shown = (await skusOn(page)).map((sku) => productOf(sku)?.sku);
            expect(new Set(shown)).toEqual(new Set(straps.map((p) => p.sku)));
            const groups = page.locator('.filters__group summary');
            await expect(groups.filter({ hasText: '表耳宽度' })).toHaveCount(1);
            await expect(groups.filter({ hasText: '系列' })).toHaveCount(0);
            await expect(groups.filter({ hasText: '表盘颜色' })).toHaveCount(0);
        }
        await page.goto('/watches?itemsPerPage=100');
        const watches = await skusOn(page);
        expect(watches.length).toBeGreaterThan(0);
        for (const sku of watches) expect(productOf(sku)?.kind, sku).toBe('watch');
    });

    test('a facet filter narrows the results, counts match, and the URL holds it', async ({ page, request }) => {
        await page.goto('/watches');
        await hydrated(page);
        const dial = await filterGroup(page, '表盘颜色');
        const blue = dial.getByRole('checkbox', { name: /蓝色/ });
        const shownCount = Number(await blue.locator('xpath=..').locator('.filters__count').textContent());
        await blue.check();
        await expect(page).toHaveURL(/filter=/);
        const filter = JSON.parse(new URL(page.url()).searchParams.get('filter')!);
        expect(filter).toEqual({ 'dial-colour': ['blue'] });
        const api = await shopSearch(request, {
            collectionSlug: 'watches',
            facetCodeFilters: [{ facet: 'dial-colour', values: ['blue'] }],
        });
        await expect(page.locator('.listing__count')).toHaveText(`我们找到 ${api.totalItems} 款腕表`);
        expect(api.totalItems).toBe(shownCount);
        expect(new Set(await skusOn(page))).toEqual(new Set(api.items.slice(0, 20).map((i) => i.sku)));
        for (const sku of await skusOn(page)) {
            expect(productOf(sku)?.facets).toContainEqual({ facet: 'dial-colour', value: 'blue' });
        }
        // A reload and a shared link show the same, rendered on the server.
        await page.reload();
        await expect(page.locator('.listing__count')).toHaveText(`我们找到 ${api.totalItems} 款腕表`);
        // The chip removes the filter again.
        await page
            .getByRole('link', { name: /移除筛选条件/ })
            .first()
            .click();
        await expect(page).not.toHaveURL(/filter=/);
    });

    test('a filter or sort changed from the keyboard keeps the focus, and back restores the boxes', async ({
        page,
    }) => {
        await page.goto('/watches');
        await hydrated(page);
        const dial = await filterGroup(page, '表盘颜色');
        const blue = dial.getByRole('checkbox', { name: /蓝色/ });
        await blue.focus();
        await page.keyboard.press('Space');
        await expect(page).toHaveURL(/filter=/);
        await expect(page.locator('section.listing')).toHaveAttribute('aria-busy', 'false');
        await expect(blue).toBeFocused();
        await expect(blue).toBeChecked();
        const sort = page.getByRole('combobox', { name: '排序' });
        await sort.focus();
        await sort.selectOption('price-DESC');
        await expect(page).toHaveURL(/sort=price-DESC/);
        await expect(sort).toBeFocused();
        // Back twice: the URL is the state, and the fields follow it.
        await page.goBack();
        await expect(page).not.toHaveURL(/sort=/);
        await expect(sort).toHaveValue('price-ASC');
        await page.goBack();
        await expect(page).not.toHaveURL(/filter=/);
        // Its group closes with nothing chosen, so the box is read as the DOM has it.
        await expect(page.locator('input[name="fv"][value="dial-colour:blue"]')).not.toBeChecked();
    });

    test('a price range keeps only watches within it, in yuan in the URL', async ({ page }) => {
        await page.goto('/watches');
        await hydrated(page);
        await page.getByPlaceholder('最低价').fill('20000');
        await page.getByPlaceholder('最高价').fill('60000');
        await page.getByRole('button', { name: '应用筛选' }).click();
        await expect(page).toHaveURL(/price=20000%2C60000/);
        await expect(page.locator('.chip', { hasText: '¥20,000 – ¥60,000' })).toBeVisible();
        const prices = await pricesOn(page);
        expect(prices.length).toBeGreaterThan(0);
        for (const p of prices) {
            expect(p).toBeGreaterThanOrEqual(20_000);
            expect(p).toBeLessThanOrEqual(60_000);
        }
    });

    test('the filter form works without script and lands on the same URL', async ({ browser, baseURL }) => {
        const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
        const page = await context.newPage();
        await page.goto('/watches');
        await page.locator('.listing__filters-toggle').click();
        await page.locator('.filters__group summary', { hasText: '适用性别' }).click();
        await page.getByRole('checkbox', { name: /男士/ }).check();
        await page.getByRole('button', { name: '应用筛选' }).click();
        await expect(page).toHaveURL(/\/watches\?filter=%7B%22gender%22%3A%5B%22men%22%5D%7D$/);
        await page.locator('.listing__filters-toggle').click();
        await expect(page.getByRole('checkbox', { name: /男士/ })).toBeChecked();
        await expect(page.locator('.chip', { hasText: '男士' })).toBeVisible();
        await context.close();
    });

    test('sorts by price both ways and by newest', async ({ page, request }) => {
        await page.goto('/straps');
        await hydrated(page);
        const ascending = await pricesOn(page);
        expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
        await page.getByLabel('排序').selectOption('price-DESC');
        await expect(page).toHaveURL(/sort=price-DESC/);
        await expect.poll(async () => (await pricesOn(page))[0]).toBeGreaterThan(ascending[0]);
        const descending = await pricesOn(page);
        expect(descending).toEqual([...descending].sort((a, b) => b - a));
        await page.getByLabel('排序').selectOption('new-DESC');
        await expect(page).toHaveURL(/sort=new-DESC/);
        const newest = await shopSearch(request, { collectionSlug: 'straps', sort: { newest: 'DESC' }, take: 20 });
        await expect.poll(() => skusOn(page)).toEqual(newest.items.map((i) => i.sku));
    });

    test('page sizes and "more results" show every watch and then stop', async ({ page }) => {
        await page.goto('/watches');
        await hydrated(page);
        const total = await countOf(page);
        await expect(cards(page)).toHaveCount(20);
        await page.getByRole('link', { name: '更多结果' }).click();
        await expect(cards(page)).toHaveCount(40);
        await expect(page).toHaveURL(/page=2/);
        await page.getByLabel('每页显示').selectOption('40');
        await expect(page).toHaveURL(/itemsPerPage=40/);
        await expect(page).not.toHaveURL(/page=2/);
        await expect(cards(page)).toHaveCount(40);
        await page.getByLabel('每页显示').selectOption('100');
        await expect(cards(page)).toHaveCount(Math.min(total, 100));
        await expect(page.getByRole('link', { name: '更多结果' })).toHaveCount(total > 100 ? 1 : 0);
    });

    test('cards show sku, title, price, a "from" mark on straps, and a heart that keeps it on the wishlist', async ({
        page,
        request,
    }) => {
        const straps = await shopSearch(request, { collectionSlug: 'straps', take: 1 });
        await page.goto('/straps');
        await hydrated(page);
        const first = cards(page).first();
        await expect(first.locator('.card__sku')).toHaveText(straps.items[0].sku.replace(/bundle/gi, ''));
        await expect(first.locator('.card__title')).toHaveText(straps.items[0].productName);
        const yuan = straps.items[0].priceWithTax.min / 100;
        await expect(first.locator('.price')).toHaveText(`¥${yuan.toLocaleString('en-US')} 起`);
        // Two pictures: the second shows on hover.
        await expect(first.locator('img')).toHaveCount(2);
        const heart = first.locator('.card__wish');
        await heart.click();
        await expect(heart).toHaveAttribute('aria-pressed', 'true');
        await heart.click();
        await expect(heart).toHaveAttribute('aria-pressed', 'false');
    });

    test('a phone never downloads the hover pictures it cannot show; a mouse gets them', async ({
        browser,
        baseURL,
    }) => {
        const open = async (options: Parameters<typeof browser.newContext>[0]) => {
            const context = await browser.newContext({ ...options, baseURL });
            const page = await context.newPage();
            await page.goto('/watches');
            await hydrated(page);
            return { context, page, hover: page.locator('.card__hover').first() };
        };
        const phone = await open(devices['Pixel 7']);
        // A lazy picture that is not rendered is never fetched.
        await expect(phone.hover).toHaveCSS('display', 'none');
        await expect(phone.page.locator('.card img').first()).toHaveJSProperty('complete', true);
        const src = new URL((await phone.hover.getAttribute('src'))!, baseURL).href;
        const fetched = await phone.page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
        expect(fetched).not.toContain(src);
        await phone.context.close();

        const desktop = await open(devices['Desktop Chrome']);
        await expect(desktop.hover).toHaveJSProperty('complete', true);
        expect(await desktop.hover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
        await desktop.context.close();
    });

    test('the add circle on a watch card says added, opens the bag on its answer and fills it', async ({ page }) => {
        await page.goto('/watches');
        await hydrated(page);
        const card = cards(page)
            .filter({ has: page.locator('.card__add') })
            .first();
        const add = card.locator('.card__add-button');
        await add.click();
        await expect(add).toHaveAccessibleName('已加入购物袋', { timeout: 5000 });
        await expect(page.getByRole('complementary', { name: '购物袋' })).toBeVisible();
        await expect(page.getByTestId('bag-count')).toHaveText('1');
        // The feedback lasts a second (spec §9), then the circle offers to add again.
        await expect(add).toHaveAccessibleName(/^将.+加入购物袋$/, { timeout: 3000 });
    });

    test('a card shows the highest-priority flag when a product has several', async ({ page, request }) => {
        const token = await adminToken(request);
        const flags = await adminApi(
            request,
            token,
            `query { facets(options: { filter: { code: { eq: "flag" } } }) { items { values { id code } } } }`,
        );
        const values = (flags.facets as unknown as { items: Array<{ values: Array<{ id: string; code: FlagCode }> }> })
            .items[0].values;
        const id = (code: FlagCode) => values.find((v) => v.code === code)!.id;
        const watch = catalogue.products.find((p) => p.kind === 'watch' && !p.facets.some((f) => f.facet === 'flag'))!;
        const product = await shopApi<{ productBySku: { id: string; facetValues: Array<{ id: string }> } }>(
            request,
            `query ($sku: String!) { productBySku(sku: $sku) { id facetValues { id } } }`,
            { sku: watch.sku },
        );
        // Staff give the watch three flags; the card shows the one with the lowest priority number.
        const given: FlagCode[] = ['new', 'capsule', 'boutique-exclusive'];
        await adminApi(
            request,
            token,
            `mutation ($input: UpdateProductInput!) { updateProduct(input: $input) { id } }`,
            {
                input: {
                    id: product.productBySku.id,
                    facetValueIds: [...product.productBySku.facetValues.map((f) => f.id), ...given.map(id)],
                },
            },
        );
        const expected = given.reduce((a, b) => (FLAG_PRIORITY[a] <= FLAG_PRIORITY[b] ? a : b));
        expect(expected).toBe('boutique-exclusive');
        await expect
            .poll(
                async () => {
                    const res = await page.goto(`/search/all?q=${watch.sku}`);
                    expect(res?.status()).toBe(200);
                    // The search index follows the change in the background: ask again until it has.
                    const tag = page.locator(`.card[data-sku="${watch.sku}"] .card__flag`);
                    return (await tag.count()) ? tag.getAttribute('data-flag') : null;
                },
                { timeout: 30_000 },
            )
            .toBe(expected);
    });
});

test('categories nest below a line: the last slug is the category, and a path not its own answers 301', async ({
    page,
    request,
}) => {
    const sub = catalogue.collections.find((c) => c.parent === 'heritage')!;
    const path = `/watches/heritage/${sub.code}`;
    await page.goto(path);
    const api = await shopSearch(request, { collectionSlug: sub.code });
    expect(api.totalItems).toBeGreaterThan(0);
    await expect(page.locator('.listing__count')).toHaveText(`我们找到 ${api.totalItems} 款腕表`);
    const crumbs = page.getByRole('navigation', { name: '当前位置' });
    await expect(crumbs.getByRole('link', { name: '传承' })).toHaveAttribute('href', '/watches/heritage');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(sub.name.zh);
    // The line lists its sub-categories at their nested paths.
    await page.goto('/watches/heritage');
    await expect(page.locator(`a[href="${path}"]`).first()).toBeVisible();
    for (const wrong of [`/watches/${sub.code}`, `/watches/navigator/${sub.code}`, `/watches/a/b/c/${sub.code}`]) {
        const res = await request.get(`${wrong}?sort=price-DESC`, { maxRedirects: 0 });
        expect(res.status(), wrong).toBe(301);
        expect(res.headers().location, wrong).toBe(`${path}?sort=price-DESC`);
    }
    for (const missing of [`/watches/heritage/no-such-category`, `/watches/heritage/${sub.code}/x/y`]) {
        expect((await request.get(missing, { maxRedirects: 0 })).status(), missing).toBe(404);
    }
    const straps = await shopSearch(request, { collectionSlug: 'alligator', kinds: ['strap'] });
    await page.goto('/straps/alligator');
    await expect(page.locator('.listing__count')).toHaveText(`我们找到了 ${straps.totalItems} 款表带`);
});

test.describe('search', () => {
    for (const [word, lang] of [
        ['表带', 'zh'],
        ['金', 'zh'],
        ['alligator', 'en'],
        ['Kautschuk', 'de'],
    ] as const) {
        test(`"${word}" finds only the products that mention it`, async ({ page, context, baseURL }) => {
            if (lang !== 'zh') await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
            const expected = productsMentioning(word);
            expect(expected.size).toBeGreaterThan(0);
            await page.goto(`/search/all?q=${encodeURIComponent(word)}&itemsPerPage=100`);
            expect(await countOf(page)).toBe(expected.size);
            const shown = await skusOn(page);
            expect(shown.length).toBe(Math.min(expected.size, 100));
            for (const sku of shown) expect(expected.has(productOf(sku)?.sku ?? sku), sku).toBe(true);
        });
    }

    test('a private collection is never a search scope, by path or by parameter', async ({ request, page }) => {
        for (const slug of ['buckles', 'recommend_search']) {
            expect((await request.get(`/search/${slug}`, { maxRedirects: 0 })).status(), slug).toBe(404);
        }
        const all = await shopSearch(request, { collectionSlugs: ['watches', 'straps'] });
        await page.goto('/search/all?collection=buckles');
        expect(await countOf(page)).toBe(all.totalItems);
        const shown = await skusOn(page);
        expect(shown.every((sku) => productOf(sku)?.kind !== 'buckle')).toBe(true);
        // A public category still narrows it.
        const heritage = await shopSearch(request, { collectionSlug: 'heritage' });
        await page.goto('/search/all?collection=heritage');
        expect(await countOf(page)).toBe(heritage.totalItems);
    });
});

test.describe('product pages', () => {
    const watch = catalogue.products.find((p) => p.kind === 'watch' && p.collectionCode && p.modelCode)!;
    const canonical = `/watches/${watch.slug}/${watch.sku}/`;

    test('a watch answers at both URL shapes and anything else about it answers 301 to its canonical URL', async ({
        request,
    }) => {
        for (const path of [canonical, `/watches/${watch.collectionCode}/${watch.modelCode}/${watch.sku}/`]) {
            const res = await request.get(path, { maxRedirects: 0 });
            expect(res.status(), path).toBe(200);
            expect(await res.text()).toContain(watch.name.zh);
        }
        for (const wrong of [
            `/watches/invented-slug/${watch.sku}/`,
            `/watches/${watch.collectionCode}/invented-model/${watch.sku}/`,
            `/watches/abysse/${watch.modelCode}/${watch.sku}/`,
        ]) {
            const res = await request.get(wrong, { maxRedirects: 0 });
            expect(res.status(), wrong).toBe(301);
            expect(res.headers().location, wrong).toBe(canonical);
        }
        // Without its trailing slash it is the same page, naming the slashed URL as canonical.
        const bare = await request.get(canonical.slice(0, -1), { maxRedirects: 0 });
        expect(bare.status()).toBe(200);
        expect(await bare.text()).toMatch(new RegExp(`<link rel="canonical" href="[^"]+${canonical}"`));
        const strap = catalogue.products.find((p) => p.kind === 'strap')!;
        expect((await request.get(`/watches/${watch.slug}/NO-SUCH-SKU/`, { maxRedirects: 0 })).status()).toBe(404);
        // A strap's sku is not a watch page.
        expect((await request.get(`/watches/x/${strap.variants[0].sku}/`, { maxRedirects: 0 })).status()).toBe(404);
    });

    test('a watch page asks first for its main picture: the one picture its head preloads', async ({ request }) => {
        const html = await (await request.get(canonical)).text();
        const head = html.slice(0, html.indexOf('</head>'));
        const preloads = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
        expect(preloads).toHaveLength(1);
        expect(preloads[0]).toContain('fetchPriority="high"');
        // It is the gallery's first picture, in the sizes the page shows it.
        const main = /class="detail__gallery"><img [^>]*srcSet="([^"]+)"/.exec(html)?.[1];
        expect(main).toBeTruthy();
        expect(preloads[0]).toContain(`imageSrcSet="${main}"`);
        // Nothing is asked for before it: it comes ahead of the stylesheet and every script.
        expect(head.indexOf(preloads[0]!)).toBeLessThan(head.search(/<link[^>]+rel="stylesheet"|<script/));
    });

    test('a strap under the wrong product id answers 301 to its own page', async ({ request }) => {
        const strap = await shopSearch(request, { collectionSlug: 'straps', take: 1 });
        const { sku, productId } = strap.items[0];
        const res = await request.get(`/strap/99999/${sku}/`, { maxRedirects: 0 });
        expect(res.status()).toBe(301);
        expect(res.headers().location).toBe(`/strap/${productId}/${sku}/`);
    });

    test('a strap page sells a bundle: the strap in one size with an optional buckle, priced together', async ({
        page,
        request,
    }) => {
        const byProductSku = new Map(
            (await shopSearch(request, { collectionSlug: 'straps' })).items.map((h) => [productOf(h.sku)?.sku, h]),
        );
        const buckleBySku = new Map(
            catalogue.products.filter((p) => p.kind === 'buckle').map((b) => [b.variants[0].sku, b]),
        );
        // A strap in stock whose buckles include one in stock and one sold out, when the demo has it.
        const strap = catalogue.products
            .filter((p) => p.kind === 'strap' && p.variants.some((v) => v.stockOnHand > 0))
            .sort(
                (a, b) =>
                    Number(b.buckleSkus?.some((s) => buckleBySku.get(s)?.variants[0].stockOnHand === 0)) -
                    Number(a.buckleSkus?.some((s) => buckleBySku.get(s)?.variants[0].stockOnHand === 0)),
            )
            .find((p) => p.buckleSkus?.some((s) => (buckleBySku.get(s)?.variants[0].stockOnHand ?? 0) > 0))!;
        const variant = strap.variants.find((v) => v.stockOnHand > 0)!;
        const buckle = strap.buckleSkus!.map((s) => buckleBySku.get(s)!).find((b) => b.variants[0].stockOnHand > 0)!;
        const productId = byProductSku.get(strap.sku)!.productId;
        const yuan = (fen: number) => formatMoney(fen, 'CNY', 'zh');

        await page.goto(`/strap/${productId}/${variant.sku}/`);
        await hydrated(page);
        const price = page.locator('.bundle .detail__price');
        await expect(price).toHaveText(yuan(variant.price));
        await page.getByRole('radio', { name: new RegExp(buckle.name.zh) }).check();
        await expect(price).toHaveText(yuan(variant.price + buckle.variants[0].price));
        const soldOutBuckle = strap.buckleSkus!.map((s) => buckleBySku.get(s)!).find((b) => !b.variants[0].stockOnHand);
        if (soldOutBuckle) {
            await expect(page.getByRole('radio', { name: new RegExp(soldOutBuckle.name.zh) })).toBeDisabled();
        }
        await page.getByRole('button', { name: '加入购物袋' }).click();
        await expect(page.getByRole('button', { name: '已加入购物袋' })).toBeVisible();
        // The bag holds one line, the strap, at the bundle's price.
        const line = page.locator('.bag-line');
        await expect(line).toHaveCount(1);
        await expect(line.locator('.bag-line__sku')).toHaveText(variant.sku);
        await expect(line.locator('.bag-line__price')).toContainText(yuan(variant.price + buckle.variants[0].price));
    });

    test('a strap bundle with nothing to sell shows 库存不足 and cannot be added', async ({ page, request }) => {
        const strap = catalogue.products.find((p) => p.kind === 'strap' && p.variants.some((v) => !v.stockOnHand))!;
        const variant = strap.variants.find((v) => !v.stockOnHand)!;
        const hits = (await shopSearch(request, { collectionSlug: 'straps' })).items;
        const productId = hits.find((h) => productOf(h.sku)?.sku === strap.sku)!.productId;
        await page.goto(`/strap/${productId}/${variant.sku}/`);
        await expect(page.locator('.bundle .detail__stock')).toHaveText('库存不足');
        await expect(page.getByRole('button', { name: '库存不足' })).toBeDisabled();
        await expect(page.getByRole('radio')).toHaveCount(0);
    });

    test('a watch page shows its specifications, the straps of its lug width and its collection', async ({ page }) => {
        await page.goto(canonical);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(watch.name.zh);
        const lug = watch.facets.find((f) => f.facet === 'lug-width')!.value;
        await expect(page.locator('.detail__specs div', { hasText: '表耳宽度' })).toContainText(
            lug.replace('mm', ' 毫米'),
        );
        const straps = page
            .locator('section', { has: page.getByRole('heading', { name: '适配表带' }) })
            .locator('.card');
        expect(await straps.count()).toBeGreaterThan(0);
        for (const sku of await straps.evaluateAll((els) => els.map((e) => e.getAttribute('data-sku') ?? ''))) {
            const strap = productOf(sku);
            expect(strap?.kind).toBe('strap');
            expect(
                strap?.variants.some((v) => v.facets?.some((f) => f.value === lug)),
                sku,
            ).toBe(true);
        }
        const related = page
            .locator('section', { has: page.getByRole('heading', { name: '同系列腕表' }) })
            .locator('.card');
        for (const sku of await related.evaluateAll((els) => els.map((e) => e.getAttribute('data-sku') ?? ''))) {
            expect(productOf(sku)?.collectionCode).toBe(watch.collectionCode);
            expect(sku).not.toBe(watch.sku);
        }
    });
});

test('change-watch-strap: a collection, then a watch, then exactly the straps of its lug width', async ({ page }) => {
    const watch = catalogue.products.find((p) => p.kind === 'watch' && p.collectionCode === 'abysse')!;
    const lug = watch.facets.find((f) => f.facet === 'lug-width')!.value;
    const fitting = catalogue.products.filter(
        (p) => p.kind === 'strap' && p.variants.some((v) => v.facets?.some((f) => f.value === lug)),
    );
    await page.goto('/straps/change-watch-strap');
    await hydrated(page);
    await page.locator('select[name=collection]').selectOption('abysse');
    await expect(page).toHaveURL(/collection=abysse/);
    await page.locator('select[name=watch]').selectOption(watch.sku);
    await expect(page).toHaveURL(new RegExp(`watch=${watch.sku}`));
    await expect(page.locator('.listing__count')).toHaveAttribute('data-total', String(fitting.length));
    const shown = await skusOn(page);
    expect(new Set(shown.map((s) => productOf(s)?.sku))).toEqual(new Set(fitting.map((p) => p.sku)));
});

test.describe('search engines', () => {
    test('the sitemap lists every watch and strap, the listings and the content pages; robots.txt points to it', async ({
        request,
    }) => {
        const xml = await (await request.get('/sitemap.xml')).text();
        const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
        const listed = catalogue.products.filter((p) => p.kind !== 'buckle');
        for (const p of listed) {
            const path = p.kind === 'watch' ? `/watches/${p.slug}/${p.sku}/` : undefined;
            if (path) expect(locs).toContain(path);
        }
        expect(locs.filter((l) => l.startsWith('/strap/'))).toHaveLength(
            listed.filter((p) => p.kind === 'strap').length,
        );
        for (const path of [
            '/',
            '/watches',
            '/watches/heritage',
            '/watches/heritage/heritage-automatic',
            '/straps',
            '/straps/alligator',
            '/straps/change-watch-strap',
            '/service',
        ]) {
            expect(locs).toContain(path);
        }
        expect(locs.some((l) => l.startsWith('/my-account') || l.startsWith('/checkout'))).toBe(false);
        expect(xml).toContain('hreflang="en"');
        const robots = await (await request.get('/robots.txt')).text();
        expect(robots).toMatch(/^Sitemap: http.+\/sitemap\.xml$/m);
        expect(robots).toContain('Disallow: /checkout');
    });

    test('a page names as canonical its URL in the language it is shown in, whether asked by link or kept in the cookie', async ({
        page,
        context,
        baseURL,
    }) => {
        const cases = [
            { path: '/watches', cookie: undefined, lang: 'zh-CN', canonical: '/watches' },
            { path: '/watches?lang=en', cookie: undefined, lang: 'en', canonical: '/watches?lang=en' },
            { path: '/watches?lang=de', cookie: undefined, lang: 'de', canonical: '/watches?lang=de' },
            // The language kept from an earlier visit: the page is German, so is its canonical URL.
            { path: '/watches', cookie: 'de', lang: 'de', canonical: '/watches?lang=de' },
            { path: '/watches?lang=zh', cookie: 'en', lang: 'zh-CN', canonical: '/watches' },
        ];
        for (const c of cases) {
            await context.clearCookies({ name: 'lang' });
            if (c.cookie) await context.addCookies([{ name: 'lang', value: c.cookie, url: baseURL! }]);
            await page.goto(c.path);
            await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
            const canonical = new URL((await page.locator('link[rel=canonical]').getAttribute('href'))!);
            expect(`${canonical.pathname}${canonical.search}`, c.path).toBe(c.canonical);
            // The alternate for the page's own language and its og:url are that same URL.
            const own = await page.locator(`link[rel=alternate][hreflang="${c.lang}"]`).getAttribute('href');
            expect(own, c.path).toBe(canonical.href);
            expect(await page.locator('meta[property="og:url"]').getAttribute('content'), c.path).toBe(canonical.href);
        }
    });

    test('a watch page has its title, description, canonical link, language alternates and Product JSON-LD', async ({
        page,
    }) => {
        const watch = catalogue.products.find((p) => p.kind === 'watch' && p.collectionCode && p.modelCode)!;
        const canonical = `/watches/${watch.slug}/${watch.sku}/`;
        // Served under the model path, it still names the one canonical URL.
        await page.goto(`/watches/${watch.collectionCode}/${watch.modelCode}/${watch.sku}/?lang=en`);
        await expect(page).toHaveTitle(new RegExp(watch.name.en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
        expect(new URL((await page.locator('link[rel=canonical]').getAttribute('href'))!).pathname).toBe(canonical);
        const alternates = await page
            .locator('link[rel=alternate]')
            .evaluateAll((els) => els.map((e) => [e.getAttribute('hreflang'), e.getAttribute('href')]));
        expect(alternates.map(([l]) => l)).toEqual(['zh-CN', 'en', 'de', 'x-default']);
        expect(alternates.find(([l]) => l === 'de')?.[1]).toMatch(new RegExp(`${canonical}\\?lang=de$`));
        expect(await page.locator('meta[name=description]').getAttribute('content')).toContain(
            watch.description.en.slice(0, 40),
        );
        const ld = await page
            .locator('script[type="application/ld+json"]')
            .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '{}')));
        const product = ld.find((d) => d['@type'] === 'Product');
        expect(product).toMatchObject({
            sku: watch.sku,
            name: watch.name.en,
            offers: { priceCurrency: 'CNY', price: (watch.variants[0].price / 100).toFixed(2) },
        });
        expect(ld.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement[0]).toMatchObject({ position: 1 });
    });
});
