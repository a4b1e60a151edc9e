import { expect } from '@playwright/test';

import { hydrated, test } from './fixtures';
import { memberSessionCookie, placeOrder } from './staff-orders';
import { adminApi, adminToken, shopSearch } from './shop-api';

/**
 * Reviews (spec §2): a member who bought a watch reviews it on its page; nobody sees the review
 * until staff approve it; then the page and the watch's card show it with the rating.
 */
const PASSWORD = 'review-e2e-password';

const memberCookie = (email: string) => memberSessionCookie(email, PASSWORD);

test('a member reviews a watch they bought; it shows, with the rating, only after staff approve it', async ({
    page,
    browser,
    request,
    baseURL,
}) => {
    const token = await adminToken(request);
    const watches = (await shopSearch(request, { collectionSlug: 'watches' })).items;
    const watch = watches[watches.length - 1];
    const variant = (
        (await adminApi(
            request,
            token,
            'query($s: String!) { productVariants(options: { filter: { sku: { eq: $s } } }) { items { id } } }',
            {
                s: watch.sku,
            },
        )) as unknown as { productVariants: { items: Array<{ id: string }> } }
    ).productVariants.items[0];
    const email = `reviewer-${Date.now()}@example.com`;
    const customer = await adminApi(
        request,
        token,
        'mutation($i: CreateCustomerInput!, $p: String!) { createCustomer(input: $i, password: $p) { ... on Customer { id } } }',
        { i: { emailAddress: email, firstName: '晓明', lastName: '王' }, p: PASSWORD },
    );
    await placeOrder(request, token, customer.createCustomer.id, variant.id);

    const member = await browser.newContext({ baseURL, locale: 'zh-CN' });
    await member.addCookies([{ name: 'maison_session', value: await memberCookie(email), url: baseURL! }]);
    const memberPage = await member.newPage();
    await memberPage.goto(`/search/all?q=${encodeURIComponent(watch.sku)}`);
    await memberPage.locator(`.card[data-sku="${watch.sku}"] a`).first().click();
    await expect(memberPage.getByRole('heading', { level: 1 })).toHaveText(watch.productName);
    // The form sends through a fetcher: before the page's script runs, a click would post the whole page.
    await hydrated(memberPage);
    const form = memberPage.locator('.review-form');
    // The shared rules answer first: a missing rating and text come back under their fields.
    await form.evaluate((f: HTMLFormElement) => {
        f.noValidate = true;
    });
    await form.getByRole('button', { name: '提交评价' }).click();
    await expect(form.locator('.form-error').first()).toBeVisible();
    await form.getByLabel('4 星').check();
    await form.getByLabel('标题').fill('走时精准');
    await form.getByLabel('评价内容').fill('戴了一个月，每天误差不到两秒。');
    await form.getByRole('button', { name: '提交评价' }).click();
    await expect(memberPage.locator('.reviews__notice')).toHaveText('感谢您的评价，审核通过后即会显示。');
    const detailUrl = memberPage.url();
    await member.close();

    // Not yet approved: nobody else sees it.
    await page.goto(detailUrl);
    await expect(page.locator('.reviews')).toContainText('暂无评价');
    await expect(page.locator('.reviews')).not.toContainText('走时精准');

    const pending = (await adminApi(
        request,
        token,
        'query($p: String!) { productReviews(options: { filter: { productId: { eq: $p } } }) { items { id state summary } } }',
        { p: watch.productId },
    )) as unknown as { productReviews: { items: Array<{ id: string; state: string; summary: string }> } };
    const review = pending.productReviews.items.find((r) => r.summary === '走时精准')!;
    expect(review.state).toBe('pending');
    await adminApi(request, token, 'mutation($id: ID!) { approveProductReview(id: $id) { id } }', { id: review.id });

    await page.goto(detailUrl);
    const reviews = page.locator('.reviews');
    await expect(reviews.locator('.review__summary')).toHaveText('走时精准');
    await expect(reviews.locator('.review__meta')).toContainText('王**');
    await expect(reviews.getByText('1 条评价')).toBeVisible();
    await expect(page.locator('.detail__rating .rating')).toHaveAttribute('aria-label', '4 星，满分 5 星');
    // The watch's card carries the rating and count too.
    await page.goto(`/search/all?q=${encodeURIComponent(watch.sku)}`);
    const card = page.locator(`.card[data-sku="${watch.sku}"]`);
    await expect(card.locator('.rating')).toHaveAttribute('aria-label', '4 星，满分 5 星');
    await expect(card.locator('.rating__count')).toHaveText('(1)');
});
