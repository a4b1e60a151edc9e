import { expect, test } from './fixtures';
import { shopSearch } from './shop-api';

/**
 * `/find-your-morvaux`: four questions whose answers list watches of the live catalogue, the
 * closest ones when nothing matches them all; and the gift guide by budget. Counts are checked
 * against the Shop API's own search with the same filter.
 */
test.describe('find your watch', () => {
    test('answers list the watches of the catalogue that match them, in a URL to share', async ({ page, request }) => {
        await page.goto('/find-your-morvaux');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('寻找您的Morvaux腕表');
        await expect(page.locator('form.find-your__form').getByRole('group')).toHaveCount(4);
        await page.getByRole('group', { name: '为谁挑选？' }).getByRole('radio', { name: '为他' }).check();
        await page
            .getByRole('group', { name: '预算是多少？' })
            .getByRole('radio', { name: '¥30,000 – ¥60,000' })
            .check();
        await page.getByRole('button', { name: '查看推荐' }).click();
        await expect(page).toHaveURL(/\?recipient=him&budget=30k-60k$/);

        const expected = await shopSearch(request, {
            kinds: ['watch'],
            facetCodeFilters: [{ facet: 'gender', values: ['men', 'unisex'] }],
            priceRangeWithTax: { min: 3_000_000, max: 6_000_000 },
        });
        expect(expected.totalItems).toBeGreaterThan(0);
        await expect(
            page.getByRole('heading', { level: 2, name: `为您推荐 · 共 ${expected.totalItems} 款` }),
        ).toBeVisible();
        const cards = page.locator('.find-your__result .grid > li');
        await expect(cards).toHaveCount(Math.min(8, expected.totalItems));
        // The first card is the cheapest match.
        const cheapest = Math.min(...expected.items.map((i) => i.priceWithTax.min));
        await expect(cards.first()).toContainText(`¥${(cheapest / 100).toLocaleString('en-US')}`);
        // The choices stay as answered; the listing link carries the same filter.
        await expect(page.getByRole('radio', { name: '为他' })).toBeChecked();
        const seeAll = page.getByRole('link', { name: `查看全部 ${expected.totalItems} 款` });
        await expect(seeAll).toHaveAttribute('href', /^\/watches\/all\?filter=.*&price=30000%2C60000$/);
    });

    test('when nothing matches every answer, the closest watches are shown and the page says which answer it let go', async ({
        page,
        baseURL,
    }) => {
        await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
        // No watch of the demo catalogue is both petite and over ¥100,000.
        await page.goto('/find-your-morvaux?budget=over-100k&size=small');
        await expect(page.getByText('Nothing matched every answer, so these leave out: case size.')).toBeVisible();
        await expect(page.locator('.find-your__result .grid > li').first()).toBeVisible();
        await page.getByRole('link', { name: 'Start again' }).click();
        await expect(page).toHaveURL(/\/find-your-morvaux$/);
        await expect(page.locator('.find-your__result')).toHaveCount(0);
    });

    test('the gift guide shows each budget with pieces priced within it', async ({ page }) => {
        await page.goto('/find-your-morvaux/gifting');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Morvaux礼赠指南');
        const budgets = page.locator('.find-your__budget');
        await expect(budgets).toHaveCount(4);
        // Straps and buckles under ¥5,000 first.
        await expect(budgets.first().locator('.grid > li')).not.toHaveCount(0);
        await expect(budgets.first().getByRole('link').first()).toHaveAttribute('href', /^\/strap/);
        await expect(page.getByRole('link', { name: '回答几个问题，寻找专属腕表' })).toHaveAttribute(
            'href',
            '/find-your-morvaux',
        );
    });
});
