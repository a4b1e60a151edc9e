import type { APIRequestContext } from '@playwright/test';

import { DASHBOARD, expectProductPictures, openClean, signInToDashboard } from './dashboard-session';
import { expect, test } from './fixtures';
import { adminApi, adminToken } from './shop-api';

/**
 * The staff dashboard, on the backend's own port, as staff use it: signed in, every list and
 * detail page of the catalogue, sales, customers and marketing sections opens without an
 * error, and product pictures show (asset URLs are absolute, so the dashboard can load them).
 */

/**
 * Makes one record of each kind the demo shop has none of (customer, group, promotion, draft
 * order), so that their detail pages are opened too.
 */
async function seedStaffRecords(request: APIRequestContext) {
    const token = await adminToken(request);
    const suffix = Date.now().toString(36);
    const customer = await adminApi(
        request,
        token,
        `mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { ... on Customer { id } } }`,
        { input: { firstName: '晓', lastName: '王', emailAddress: `staff-test-${suffix}@example.com` } },
    );
    await adminApi(request, token, `mutation($n: String!) { createCustomerGroup(input: { name: $n }) { id } }`, {
        n: `VIP ${suffix}`,
    });
    await adminApi(
        request,
        token,
        `mutation($input: CreatePromotionInput!) { createPromotion(input: $input) { ... on Promotion { id } } }`,
        {
            input: {
                enabled: true,
                couponCode: `STAFF${suffix}`.toUpperCase(),
                translations: [{ languageCode: 'zh', name: '员工测试' }],
                conditions: [],
                actions: [{ code: 'order_percentage_discount', arguments: [{ name: 'discount', value: '10' }] }],
            },
        },
    );
    const draft = await adminApi(request, token, 'mutation { createDraftOrder { id } }');
    await adminApi(
        request,
        token,
        `mutation($o: ID!, $c: ID!) { setCustomerForDraftOrder(orderId: $o, customerId: $c) { ... on Order { id } } }`,
        { o: draft.createDraftOrder.id, c: customer.createCustomer.id },
    );
    await adminApi(
        request,
        token,
        `mutation($o: ID!) { addItemToDraftOrder(orderId: $o, input: { productVariantId: "1", quantity: 1 }) { ... on Order { id } } }`,
        { o: draft.createDraftOrder.id },
    );
}


const SECTIONS: Array<{ list: string; heading: RegExp }> = [
    // Catalogue
    { list: 'products', heading: /Products/ },
    { list: 'product-variants', heading: /Product Variants/ },
    { list: 'option-groups', heading: /Option Groups/ },
    { list: 'facets', heading: /Facets/ },
    { list: 'collections', heading: /Collections/ },
    { list: 'assets', heading: /Assets/ },
    // Sales
    { list: 'orders', heading: /Orders/ },
    // Customers
    { list: 'customers', heading: /Customers/ },
    { list: 'customer-groups', heading: /Customer Groups/ },
    // Marketing
    { list: 'promotions', heading: /Promotions/ },
];

test.describe('staff dashboard', () => {
    test.setTimeout(240_000);

    test('staff open every list and detail page of the catalogue, sales, customers and marketing', async ({
        page,
        request,
    }) => {
        const pageErrors: string[] = [];
        page.on('pageerror', (e) => pageErrors.push(e.message));
        await seedStaffRecords(request);
        await signInToDashboard(page);

        for (const { list, heading } of SECTIONS) {
            await test.step(list, async () => {
                await openClean(page, `${DASHBOARD}/${list}`);
                await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
                // The list's records (not the "new" link): the first one and, where there is one, a second.
                const records = page.locator(`main a[href^="/dashboard/${list}/"]:not([href$="/new"])`);
                await expect(records.first()).toBeVisible();
                const hrefs = [...new Set(await records.evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))];
                // Whether the list offers a new record's page, read while the list is open: the
                // dashboard is loaded afresh for each page, the slowest part of this walk.
                const creates = await page.locator(`main a[href="/dashboard/${list}/new"]`).count();
                for (const href of hrefs.slice(0, 2)) await openClean(page, new URL(href, DASHBOARD).href);
                // A new record's page too, where the list offers one.
                if (creates > 0) await openClean(page, `${DASHBOARD}/${list}/new`);
            });
        }
        expect(pageErrors).toEqual([]);
    });

    test('the product list and a product show their pictures', async ({ page }) => {
        await signInToDashboard(page);
        await expectProductPictures(page);
    });
});
