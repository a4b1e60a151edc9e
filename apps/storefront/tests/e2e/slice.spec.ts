import { expect, hydrated, test } from './fixtures';

test.describe('first slice: home, listing, detail, bag', () => {
    test('home renders in Chinese on the server with watch cards', async ({ page, request }) => {
        const html = await (await request.get('/')).text();
        // Server-rendered: the Chinese heading and cards are in the first HTML, before any script.
        expect(html).toContain('lang="zh-CN"');
        expect(html).toContain('时间的匠心');
        expect(html).toMatch(/class="card"/);
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1, name: '时间的匠心' })).toBeVisible();
        await expect(page.getByRole('heading', { name: '新品推荐' })).toBeVisible();
        expect(await page.locator('.card').count()).toBeGreaterThanOrEqual(4);
    });

    test('the watches listing counts the watches and loads more @phone', async ({ page }) => {
        await page.goto('/watches');
        const count = page.getByRole('status').filter({ hasText: '我们找到' });
        await expect(count).toHaveText(/我们找到 \d+ 款腕表/);
        const total = Number((await count.textContent())!.match(/\d+/)![0]);
        expect(total).toBeGreaterThanOrEqual(60);
        await expect(page.locator('.card')).toHaveCount(20);
        await page.getByRole('link', { name: '更多结果' }).click();
        await expect(page.locator('.card')).toHaveCount(40);
        await expect(page).toHaveURL(/page=2/);
    });

    test('a watch detail page adds to the bag and the sidebar shows the line and total @phone', async ({ page }) => {
        await page.goto('/watches');
        const firstInStock = page
            .locator('.card')
            .filter({ hasNot: page.locator('.card__soldout') })
            .first();
        const price = (await firstInStock.locator('.price').textContent())!.trim();
        await firstInStock.locator('.card__link').click();
        await expect(page).toHaveURL(/\/watches\/[^/]+\/[^/]+\/?$/);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('.detail__price')).toHaveText(price);
        await hydrated(page);
        await page.getByRole('button', { name: '加入购物袋', exact: true }).click();
        const bag = page.getByRole('complementary', { name: '购物袋' });
        await expect(bag).toBeVisible();
        await expect(bag.locator('.bag-line')).toHaveCount(1);
        await expect(bag.getByTestId('bag-total')).toHaveText(price);
        await expect(page.getByTestId('bag-count')).toHaveText('1');

        // The next page counts the bag's items without its lines; the sidebar reads them as it opens.
        await page.reload();
        await hydrated(page);
        await expect(page.getByTestId('bag-count')).toHaveText('1');
        await expect(bag).toBeHidden();
        await page.getByRole('button', { name: '购物袋，1 件商品' }).filter({ visible: true }).first().click();
        await expect(bag.locator('.bag-line')).toHaveCount(1);
        await expect(bag.getByTestId('bag-total')).toHaveText(price);
    });

    test('a page opened with a plain form’s outcome says it once, then drops it from the address', async ({ page }) => {
        await page.goto('/watches?bag=added');
        await hydrated(page);
        await expect(page.locator('.toast')).toHaveText('已加入购物袋');
        await expect(page).toHaveURL((url) => url.pathname === '/watches' && url.search === '');
        await page.reload();
        await hydrated(page);
        await expect(page.locator('.toast')).toHaveCount(0);
    });

    test('a sold-out watch cannot be added', async ({ page }) => {
        await page.goto('/watches?page=5');
        const soldOut = page
            .locator('.card')
            .filter({ has: page.locator('.card__soldout') })
            .first();
        await soldOut.locator('.card__link').click();
        await expect(page.getByRole('button', { name: '已售罄' })).toBeDisabled();
    });

    test('switching to English reloads the page in English and keeps the choice', async ({ page, context }) => {
        await page.goto('/watches');
        await hydrated(page);
        // A mark on the window survives client navigation but not a reload.
        await page.evaluate(() => Object.assign(window, { beforeSwitch: true }));
        await page.getByRole('button', { name: 'English' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'All watches' })).toBeVisible();
        expect(await page.evaluate(() => 'beforeSwitch' in window)).toBe(false);
        await expect(page).toHaveURL(/\/watches$/);
        const cookie = (await context.cookies()).find((c) => c.name === 'lang');
        expect(cookie?.value).toBe('en');
        // 365 days, give or take the seconds the test took.
        expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400);
        await page.getByRole('button', { name: 'Deutsch' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Alle Uhren' })).toBeVisible();
    });

    test('an unknown path answers 404 with the error page', async ({ page }) => {
        const response = await page.goto('/no-such-page');
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { name: '抱歉，您访问的页面不存在' })).toBeVisible();
        await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
    });

    test('an unknown watch sku answers 404', async ({ request }) => {
        const response = await request.get('/watches/whatever/NO-SUCH-SKU/');
        expect(response.status()).toBe(404);
    });

    test('/Home is a permanent redirect to /', async ({ request }) => {
        const response = await request.get('/Home', { maxRedirects: 0 });
        expect(response.status()).toBe(301);
        expect(response.headers().location).toBe('/');
    });

    test('the Shop API is reachable through the storefront origin', async ({ request }) => {
        const response = await request.post('/shop-api', {
            data: {
                query: '{ search(input: { collectionSlug: "watches", take: 3 }) { totalItems items { priceWithTax { ... on SinglePrice { value } } } } }',
            },
        });
        const body = (await response.json()) as {
            data: { search: { totalItems: number; items: Array<{ priceWithTax: { value: number } }> } };
        };
        expect(body.data.search.totalItems).toBeGreaterThanOrEqual(60);
        expect(Number.isInteger(body.data.search.items[0].priceWithTax.value)).toBe(true);
    });
});

test.describe('without the page script', () => {
    test.use({ javaScriptEnabled: false });

    test('adding to the bag comes back to the watch, which says so; a refusal says why', async ({ page }) => {
        await page.goto('/watches');
        await page
            .locator('.card')
            .filter({ hasNot: page.locator('.card__soldout') })
            .first()
            .locator('.card__link')
            .click();
        await expect(page).toHaveURL(/\/watches\/[^/]+\/[^/]+\/?$/);
        // The watch page's own address (the listing links it with a trailing slash).
        const watch = new URL(page.url()).pathname.replace(/\/$/, '');
        await page.getByRole('button', { name: '加入购物袋', exact: true }).click();
        await expect(page).toHaveURL((url) => url.pathname === watch && url.search === '?bag=added');
        await expect(page.locator('.toast')).toHaveText('已加入购物袋');
        await expect(page.getByTestId('bag-count')).toHaveText('1');

        // A variant that is not for sale, posted as the plain form would: back, with the reason.
        const refused = await page.request.post('/api/bag', {
            form: { intent: 'add', productVariantId: '999999', quantity: '1', back: watch },
            headers: { 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' },
            maxRedirects: 0,
        });
        expect(refused.status()).toBe(303);
        const location = refused.headers()['location'];
        expect(location).toMatch(new RegExp(`^${watch}\\?bag=[A-Z_]+$`));
        await page.goto(location);
        await expect(page.locator('.toast')).toHaveText(/该商品暂不可售|请求无效/);
        await expect(page.getByTestId('bag-count')).toHaveText('1');

        // Sent elsewhere by the form, it still comes back to the shop only.
        const away = await page.request.post('/api/bag', {
            form: { intent: 'add', productVariantId: '999999', quantity: '1', back: '//evil.example/' },
            headers: { 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' },
            maxRedirects: 0,
        });
        expect(away.headers()['location']).toMatch(/^\/\?bag=/);
    });
});
