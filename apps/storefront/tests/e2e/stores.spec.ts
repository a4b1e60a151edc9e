import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';

import { expect, hydrated, test } from './fixtures';
import { shopApi } from './shop-api';

/**
 * The store pages as a shopper uses them (issue 31): the list filtered by city and type in the
 * URL, the map drawn locally (the browser tests' shop has no AMap key) with a pin per store that
 * marks its card, a boutique's page with its hours, phone and structured data, the in-store
 * services, and 404 for what does not exist. Each page is checked against the Shop API.
 */
interface ApiStore {
    slug: string;
    name: string;
    type: 'boutique' | 'retailer';
    cityCode: string;
    addressLine: string;
    phone: string;
}

async function storesOf(request: Parameters<typeof shopApi>[0], filter: object = {}): Promise<ApiStore[]> {
    const data = await shopApi<{ stores: ApiStore[] }>(
        request,
        'query($filter: StoreFilter) { stores(filter: $filter) { slug name type cityCode addressLine phone } }',
        { filter },
    );
    return data.stores;
}

const list = (page: Page) => page.getByRole('region', { name: '门店列表' });
const cards = (page: Page) => list(page).getByRole('article');
const map = (page: Page) => page.getByRole('group', { name: '门店地图' });

test.describe('stores', () => {
    test('the list shows every store, each with a pin on the local map @phone', async ({ page, request }) => {
        const stores = await storesOf(request);
        expect(stores.length).toBeGreaterThanOrEqual(12);
        await page.goto('/stores');
        await expect(page.getByRole('heading', { level: 1, name: '精品店与授权零售商' })).toBeVisible();
        await expect(cards(page)).toHaveCount(stores.length);
        await expect(page.locator('[data-map="local"]')).toBeVisible();
        const pins = map(page).getByRole('button');
        await expect(pins).toHaveCount(stores.length);
        for (const store of stores) await expect(map(page).getByRole('button', { name: store.name })).toHaveCount(1);
        // Every card says whether the store is open now, with a phone to call.
        const first = cards(page).first();
        await expect(first.getByText(/^(营业中|休息中)$/)).toBeVisible();
        await expect(first.getByRole('link', { name: /^致电/ })).toHaveAttribute('href', /^tel:\+?\d+$/);
    });

    test('filtering by city and type changes the URL and the cards, and an empty choice offers a reset @phone', async ({
        page,
        request,
    }) => {
        const shanghai = await storesOf(request, { cityCode: 'shanghai' });
        const shanghaiRetailers = shanghai.filter((s) => s.type === 'retailer');
        expect(shanghai.length).toBeGreaterThan(shanghaiRetailers.length);
        await page.goto('/stores');
        await hydrated(page);
        await page.getByLabel('城市').selectOption('shanghai');
        await expect(page).toHaveURL(/\/stores\?city=shanghai$/);
        await expect(cards(page)).toHaveCount(shanghai.length);
        for (const store of shanghai) await expect(list(page).getByRole('heading', { name: store.name })).toBeVisible();
        await expect(map(page).getByRole('button')).toHaveCount(shanghai.length);

        await page.getByLabel('类型').selectOption('retailer');
        await expect(page).toHaveURL(/\/stores\?city=shanghai&type=retailer$/);
        await expect(cards(page)).toHaveCount(shanghaiRetailers.length);

        // Back shows the city's list again; a reload of a shared link shows the same.
        await page.goBack();
        await expect(cards(page)).toHaveCount(shanghai.length);
        await expect(page.getByLabel('城市')).toHaveValue('shanghai');
        await page.reload();
        await expect(cards(page)).toHaveCount(shanghai.length);

        const xianRetailers = await storesOf(request, { cityCode: 'xian', type: 'retailer' });
        expect(xianRetailers).toHaveLength(0);
        await page.goto('/stores?city=xian&type=retailer');
        await hydrated(page);
        await expect(page.getByText('所选城市暂无此类门店。')).toBeVisible();
        await page.getByRole('link', { name: '显示全部门店' }).first().click();
        await expect(page).toHaveURL(/\/stores$/);
    });

    test('the filter form works without script', async ({ browser, request }) => {
        const context = await browser.newContext({
            javaScriptEnabled: false,
            baseURL: test.info().project.use.baseURL,
        });
        const page = await context.newPage();
        const chengdu = await storesOf(request, { cityCode: 'chengdu' });
        await page.goto('/stores');
        await page.getByLabel('城市').selectOption('chengdu');
        await page.getByRole('button', { name: '筛选', exact: true }).click();
        await expect(page).toHaveURL(/city=chengdu/);
        await expect(page.getByRole('region', { name: '门店列表' }).getByRole('article')).toHaveCount(chengdu.length);
        await context.close();
    });

    test('choosing a pin marks its card, by pointer and by keyboard @phone', async ({ page, request }) => {
        const stores = await storesOf(request);
        const xian = stores.find((s) => s.cityCode === 'xian')!;
        // Two stores of one city, whose pins stand side by side on the map of the country.
        const beijing = stores.find((s) => s.cityCode === 'beijing' && s.type === 'boutique')!;
        const beijingRetailer = stores.find((s) => s.cityCode === 'beijing' && s.type === 'retailer')!;
        await page.goto('/stores');
        await hydrated(page);
        const card = (name: string) => list(page).getByRole('article', { name });
        await expect(card(xian.name)).not.toHaveAttribute('aria-current', 'true');
        await map(page).getByRole('button', { name: xian.name }).click();
        await expect(card(xian.name)).toHaveAttribute('aria-current', 'true');
        await expect(card(xian.name)).toBeInViewport();
        await expect(map(page).getByRole('button', { name: xian.name })).toHaveAttribute('aria-pressed', 'true');

        await map(page).getByRole('button', { name: beijing.name }).click();
        await expect(card(beijing.name)).toHaveAttribute('aria-current', 'true');
        await expect(card(xian.name)).not.toHaveAttribute('aria-current', 'true');

        await map(page).getByRole('button', { name: beijingRetailer.name }).focus();
        await page.keyboard.press('Enter');
        await expect(card(beijingRetailer.name)).toHaveAttribute('aria-current', 'true');
        await expect(card(beijing.name)).not.toHaveAttribute('aria-current', 'true');
    });

    test("a boutique's page shows its address, hours, phone and structured data @phone", async ({ page, request }) => {
        const [store] = (await storesOf(request, { cityCode: 'shanghai', type: 'boutique' })).filter(
            (s) => s.slug === 'shanghai-plaza-66',
        );
        await page.goto('/stores/morvaux-boutiques');
        await expect(cards(page).first()).toBeVisible();
        await list(page).getByRole('article', { name: store.name }).getByRole('link', { name: '查看门店详情' }).click();
        await expect(page).toHaveURL(/\/stores\/morvaux-boutiques\/shanghai-plaza-66$/);
        await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
        await expect(page.locator('address')).toContainText(store.addressLine);
        await expect(page.getByRole('link', { name: `致电 ${store.phone}` })).toHaveAttribute(
            'href',
            `tel:${store.phone.replace(/[^\d+]/g, '')}`,
        );
        const hours = page.getByRole('table');
        await expect(hours.getByRole('row')).toHaveCount(7);
        await expect(hours.getByRole('rowheader', { name: '星期一' })).toBeVisible();
        await expect(page.getByRole('link', { name: '高德地图导航' })).toHaveAttribute(
            'href',
            /^https:\/\/uri\.amap\.com\/navigation\?to=121\.\d+,31\.\d+,.+&mode=car&coordinate=gaode/,
        );
        await expect(page.getByRole('link', { name: '预约到店' })).toHaveAttribute(
            'href',
            '/stores/appointment/shanghai-plaza-66',
        );
        const jsonLd = await page
            .locator('script[type="application/ld+json"]')
            .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '{}') as Record<string, unknown>));
        const ld = jsonLd.find((d) => d['@type'] === 'Store')!;
        expect(ld.telephone).toBe(store.phone);
        expect(ld.address).toMatchObject({ streetAddress: store.addressLine, addressCountry: 'CN' });
        expect(ld.geo).toMatchObject({ '@type': 'GeoCoordinates' });
        expect((ld.openingHoursSpecification as unknown[]).length).toBeGreaterThan(0);
        // The map layout keeps the way back and shows the store's own pin.
        await expect(map(page).getByRole('button', { name: store.name })).toBeVisible();
    });

    test('a boutique’s appointment link opens the booking page with the boutique chosen', async ({ page }) => {
        await page.goto('/stores/morvaux-boutiques/shanghai-plaza-66');
        await page.getByRole('link', { name: '预约到店' }).click();
        await expect(page).toHaveURL(/\/stores\/appointment\/shanghai-plaza-66$/);
        await expect(page.getByRole('heading', { level: 1, name: '预约到店' })).toBeVisible();
        await expect(page.getByRole('combobox', { name: '精品店' })).toHaveValue('shanghai-plaza-66');
    });

    test('an unknown boutique, brand or service answers 404', async ({ page }) => {
        for (const path of ['/stores/morvaux-boutiques/nowhere', '/stores/acme-boutiques', '/store/services/nothing']) {
            const response = await page.goto(path);
            expect(response?.status(), path).toBe(404);
        }
        const twin = await page.goto('/Stores/Morvaux-boutiques/shanghai-ifc');
        expect(twin?.status()).toBe(200);
        await expect(page).toHaveURL(/\/stores\/morvaux-boutiques\/shanghai-ifc$/);
    });

    test('the in-store services list the stores offering each', async ({ page, request }) => {
        const data = await shopApi<{ storeServices: Array<{ slug: string; name: string; storeSlugs: string[] }> }>(
            request,
            '{ storeServices { slug name storeSlugs } }',
        );
        await page.goto('/store/services');
        for (const s of data.storeServices) await expect(page.getByRole('heading', { name: s.name })).toBeVisible();
        const engraving = data.storeServices.find((s) => s.slug === 'engraving')!;
        await page.getByRole('link', { name: engraving.name, exact: true }).click();
        await expect(page).toHaveURL(/\/store\/services\/engraving$/);
        await expect(page.getByRole('heading', { level: 1, name: engraving.name })).toBeVisible();
        await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(engraving.storeSlugs.length);
    });

    test('the sitemap lists the store and service pages with their languages', async ({ request }) => {
        const xml = await (await request.get('/sitemap.xml')).text();
        expect(xml).toContain('/stores/morvaux-boutiques/beijing-skp</loc>');
        expect(xml).toContain('/store/services/engraving?lang=en');
        expect(xml).toMatch(/<loc>[^<]*\/stores<\/loc>/);
        // The booking page is listed; the confirmation and the signed link's page are a visitor's own.
        expect(xml).toMatch(/<loc>[^<]*\/stores\/appointment<\/loc>/);
        expect(xml).not.toContain('/stores/appointment/confirm');
        expect(xml).not.toContain('/stores/appointment/manage');
    });

    for (const path of [
        '/stores',
        '/stores/morvaux-boutiques/shanghai-plaza-66',
        '/store/services',
        '/stores/appointment/shanghai-plaza-66',
        '/store/services/contact',
    ]) {
        test(`${path} has no serious or critical axe violation`, async ({ page }) => {
            await page.goto(path);
            await hydrated(page);
            const results = await new AxeBuilder({ page }).analyze();
            const serious = results.violations
                .filter((v) => v.impact === 'serious' || v.impact === 'critical')
                .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
            expect(serious).toEqual([]);
        });
    }
});

test.describe('the boutiques map layout before consent', () => {
    test.use({ consented: false });

    test('keeps the cookie banner, and the map is the local one with no AMap host admitted @phone', async ({
        page,
    }) => {
        const response = await page.goto('/stores/morvaux-boutiques/shanghai-plaza-66');
        expect(response?.headers()['content-security-policy']).not.toContain('amap.com');
        const banner = page.getByRole('region', { name: 'Cookie 设置' });
        await expect(banner).toBeVisible();
        await expect(page.locator('[data-map="local"]')).toBeVisible();
        await hydrated(page);
        await banner.getByRole('button', { name: '接受' }).click();
        await expect(banner).toBeHidden();
        await expect(page.locator('[data-map="local"]')).toBeVisible();
    });
});

test.describe('nearest to me', () => {
    test.describe('with the position allowed', () => {
        // On the Bund, as a phone's GPS (WGS-84) reads it.
        test.use({ geolocation: { longitude: 121.4863, latitude: 31.2433 }, permissions: ['geolocation'] });

        test('sorts the stores by distance, Shanghai first, each with its distance', async ({ page, request }) => {
            const shanghai = await storesOf(request, { cityCode: 'shanghai' });
            await page.goto('/stores');
            await hydrated(page);
            await page.getByRole('button', { name: '离我最近' }).click();
            await expect(page.getByText('已按与您的距离排序。')).toBeVisible();
            const names = await cards(page).getByRole('heading').allTextContents();
            expect(new Set(names.slice(0, shanghai.length))).toEqual(new Set(shanghai.map((s) => s.name)));
            await expect(cards(page).first()).toContainText(/距您 \d+(\.\d)? 公里/);
        });
    });

    test('without the position the list stays by city', async ({ page, context }) => {
        await context.clearPermissions();
        await page.goto('/stores');
        await hydrated(page);
        const before = await cards(page).getByRole('heading').allTextContents();
        await page.getByRole('button', { name: '离我最近' }).click();
        await expect(page.getByText('无法获取您的位置，门店仍按城市排列。')).toBeVisible();
        expect(await cards(page).getByRole('heading').allTextContents()).toEqual(before);
    });
});
