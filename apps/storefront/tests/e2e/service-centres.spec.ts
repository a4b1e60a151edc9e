import { WARRANTY_YEARS } from '@maison/shared';

import { expect, test } from './fixtures';
import { shopApi } from './shop-api';

/**
 * The service centre pages (issue 33): the countries with China first, China's centres with
 * their phones and the boutiques that take in watches, a centre abroad in the visitor's
 * language, one canonical form of the country's code, and 404 for a country without centres.
 */
interface ApiCentre {
    name: string;
    phone: string;
    addressLine: string;
}

const centresOf = async (request: Parameters<typeof shopApi>[0], countryCode: string) =>
    (
        await shopApi<{ serviceCentres: ApiCentre[] }>(
            request,
            'query($c: String!) { serviceCentres(countryCode: $c) { name phone addressLine } }',
            { c: countryCode },
        )
    ).serviceCentres;

test.describe('service centres', () => {
    test('the countries page lists China first and links to each country', async ({ page }) => {
        const response = await page.goto('/service/centers/countries');
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: '按国家查找服务中心' })).toBeVisible();
        const countries = page.getByRole('navigation', { name: '服务中心所在国家和地区' }).getByRole('link');
        await expect(countries.first()).toHaveAttribute('href', '/service/centers/cn');
        await expect(countries.first()).toContainText('中国');
        await expect(countries.filter({ hasText: '瑞士' })).toHaveAttribute('href', '/service/centers/ch');
        await countries.filter({ hasText: '日本' }).click();
        await expect(page).toHaveURL(/\/service\/centers\/jp$/);
        await expect(page.getByRole('heading', { level: 1, name: '日本的服务中心' })).toBeVisible();
    });

    test("China's centres show address, hours and a phone to call, and the boutiques that take in watches", async ({
        page,
        request,
    }) => {
        const centres = await centresOf(request, 'CN');
        expect(centres.length).toBeGreaterThanOrEqual(2);
        await page.goto('/service/centers/cn');
        await expect(page.getByRole('heading', { level: 1, name: '中国的服务中心' })).toBeVisible();
        for (const centre of centres) {
            const card = page.getByRole('article', { name: centre.name });
            await expect(card).toContainText(centre.addressLine);
            await expect(card.getByRole('link', { name: `致电${centre.name}：${centre.phone}` })).toHaveAttribute(
                'href',
                /^tel:\+\d+$/,
            );
        }
        await expect(page.getByRole('article', { name: '上海品牌服务中心' })).toContainText('周一至周六 10:00–19:00');
        const reception = page.getByRole('region', { name: '接收送修的精品店' });
        await expect(reception.getByRole('link', { name: '北京SKP精品店', exact: true })).toHaveAttribute(
            'href',
            /^\/stores\/[\w-]+-boutiques\/beijing-skp$/,
        );
    });

    test('a centre abroad reads in the chosen language, and the code has one form', async ({ page, request }) => {
        const [swiss] = await centresOf(request, 'CH');
        await page.context().addCookies([{ name: 'lang', value: 'de', url: test.info().project.use.baseURL! }]);
        const response = await page.goto('/service/centers/CH');
        expect(response?.status()).toBe(200);
        await expect(page).toHaveURL(/\/service\/centers\/ch$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Servicezentren: Schweiz' })).toBeVisible();
        const card = page.getByRole('article', { name: 'Kundendienst der Manufaktur' });
        await expect(card).toContainText('Zentralstrasse 12, 2502 Biel/Bienne');
        await expect(card.getByRole('link', { name: /anrufen/ })).toHaveAttribute('href', 'tel:+41320001200');
        expect(swiss?.phone).toBe('+41 32 000 12 00');
        await expect(page.getByRole('region', { name: 'Boutiquen mit Serviceannahme' })).toHaveCount(0);
    });

    test('a country without centres, or no country at all, answers 404', async ({ page }) => {
        for (const path of ['/service/centers/zz', '/service/centers/chn', '/service/centers/%3Cb%3E']) {
            const response = await page.goto(path);
            expect(response?.status(), path).toBe(404);
        }
    });

    test('the manuals filter by model without script, and a manual downloads as a PDF', async ({ page }) => {
        await page.goto('/service/user-manuals');
        await expect(page.getByRole('heading', { level: 1, name: '使用说明书' })).toBeVisible();
        const list = page.getByRole('region', { name: '使用说明书' });
        await expect(list.getByRole('listitem')).toHaveCount(4);
        await expect(list.getByRole('listitem').first()).toContainText('语言：英语, 德语');
        await expect(list.getByRole('listitem').first()).toContainText('本说明书暂无中文版');
        const filter = page.getByRole('form', { name: '筛选说明书' });
        await filter.getByLabel('型号').selectOption({ label: '深海 300' });
        await filter.getByRole('button', { name: '筛选' }).click();
        await expect(page).toHaveURL(/model=abysse-300/);
        await expect(list.getByRole('listitem')).toHaveCount(1);
        const link = list.getByRole('link', { name: /^下载MV 2024 机芯使用说明书（PDF，[\d.]+ KB）$/ });
        const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
        const file = await download.path();
        const { readFile } = await import('node:fs/promises');
        const bytes = await readFile(file);
        expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    });

    test('the international warranty shows the CMS prose and the centres abroad', async ({ page }) => {
        const response = await page.goto('/service/international-warranty');
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: '国际保修' })).toBeVisible();
        await expect(page.getByText(`自购买之日起享有${WARRANTY_YEARS}年国际保修`)).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: '不在保修范围内' })).toBeVisible();
        const abroad = page.getByRole('region', { name: '海外服务中心' });
        await expect(abroad.getByRole('article', { name: '东京品牌服务中心' })).toContainText('银座');
        await expect(abroad.getByRole('link', { name: '瑞士', exact: true })).toHaveAttribute(
            'href',
            '/service/centers/ch',
        );
        await expect(abroad.getByRole('article', { name: '上海品牌服务中心' })).toHaveCount(0);
    });
});
