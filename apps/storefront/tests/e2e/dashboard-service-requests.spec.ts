import { formatMoney } from '@maison/shared';
import type { APIRequestContext } from '@playwright/test';

import { E2E_SERVER_URL } from '../../playwright.config';
import { DASHBOARD, signInToDashboard } from './dashboard-session';
import { expect, test } from './fixtures';
import { freshMobile, smsCodeFor } from './members';
import { adminApi, adminToken } from './shop-api';

/**
 * The repair of a watch sent for service in the staff dashboard (issue 33): a guest's request is
 * moved from its page through received and inspected, then sent an estimate made from the price
 * table's suggestion with one price changed; the page and the list show where it stands.
 */

const octet = () => 1 + Math.floor(Math.random() * 250);

/** A Shop API call from a client address of its own, so the per-address limits never count. */
async function shop<T>(request: APIRequestContext, query: string, variables: object = {}, ip?: string): Promise<T> {
    const res = await request.post(`${E2E_SERVER_URL}/shop-api`, {
        headers: { 'x-forwarded-for': ip ?? `10.${octet()}.${octet()}.${octet()}` },
        data: { query, variables },
    });
    const body = (await res.json()) as { data: T; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
}

/** A guest's request, the mobile proven by the code the outbox holds, as the five steps send it. */
async function guestRequest(request: APIRequestContext): Promise<{ id: string; reference: string }> {
    const mobile = freshMobile();
    const { stores } = await shop<{ stores: Array<{ slug: string }> }>(
        request,
        'query { stores(filter: { type: boutique }) { slug } }',
    );
    const token = await adminToken(request);
    const variants = await adminApi(
        request,
        token,
        'query { productVariants(options: { take: 1, filter: { enabled: { eq: true } } }) { items { sku } } }',
    );
    const sku = String((variants.productVariants as unknown as { items: Array<{ sku: string }> }).items[0].sku);

    const { startServiceRequest } = await shop<{ startServiceRequest: { key: string } }>(
        request,
        'mutation { startServiceRequest { key } }',
    );
    const key = startServiceRequest.key;
    const steps: Array<[string, object]> = [
        [
            'watch',
            {
                sku,
                // A serial the shop never sold: the watch is out of warranty and the owner pays.
                serialNumber: `RQ${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
                purchaseDate: '2019-05-01',
                purchasePlace: 'other',
                purchaseStoreSlug: '',
                hasWarrantyCard: 'no',
            },
        ],
        ['problem', { symptoms: ['stops'], description: '停走了。' }],
        ['contact', { name: '王芳', mobile, email: `owner-${mobile}@example.com` }],
        ['travel', { travelMode: 'dropOff', dropOffStoreSlug: stores[0].slug }],
    ];
    for (const [step, input] of steps) {
        const saved = await shop<{ saveServiceRequestStep: { __typename: string } }>(
            request,
            `mutation ($key: String!, $step: SendWatchStep!, $input: JSON!) {
                saveServiceRequestStep(key: $key, step: $step, input: $input) { __typename ... on ShopFailure { errorCode field } }
            }`,
            { key, step, input },
        );
        expect(saved.saveServiceRequestStep.__typename, JSON.stringify(saved)).toBe('ServiceRequestDraft');
    }
    const ip = `10.${octet()}.${octet()}.${octet()}`;
    const { localCaptchaChallenge } = await shop<{ localCaptchaChallenge: object }>(
        request,
        'query { localCaptchaChallenge { randstr ticket } }',
        {},
        ip,
    );
    await shop(
        request,
        `mutation ($key: String!, $captcha: SmsCaptchaInput!) { requestServiceRequestCode(key: $key, captcha: $captcha) { __typename } }`,
        { key, captcha: localCaptchaChallenge },
        ip,
    );
    const { submitServiceRequest } = await shop<{ submitServiceRequest: { __typename: string; reference: string } }>(
        request,
        `mutation ($key: String!, $smsCode: String) {
            submitServiceRequest(key: $key, privacyConsent: true, smsCode: $smsCode) { __typename ... on ServiceRequest { reference } }
        }`,
        { key, smsCode: await smsCodeFor(mobile) },
    );
    expect(submitServiceRequest.__typename).toBe('ServiceRequest');
    const found = await adminApi(
        request,
        token,
        'query ($ref: String!) { serviceRequests(options: { filter: { reference: { eq: $ref } } }) { items { id } } }',
        { ref: submitServiceRequest.reference },
    );
    const items = (found.serviceRequests as unknown as { items: Array<{ id: string }> }).items;
    return { id: items[0].id, reference: submitServiceRequest.reference };
}

test('staff move a watch sent for service to an estimate they edited in the dashboard', async ({ page, request }) => {
    // A submission by SMS and three moves, each read back: longer than one page.
    test.setTimeout(90_000);
    const { id, reference } = await guestRequest(request);

    await signInToDashboard(page);
    await page.goto(`${DASHBOARD}/service-requests`);
    const row = page.getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText('Submitted by the owner');
    await row.getByRole('button', { name: reference }).click();
    await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
    const state = page.locator('[data-request-state]');
    await expect(state).toHaveAttribute('data-request-state', 'submitted');

    // Two plain moves, each with its dialog; a note goes with the first.
    await page.getByRole('button', { name: 'Mark the watch received' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Note for the owner (optional)').fill('已收到您的腕表');
    await dialog.getByRole('button', { name: 'Mark the watch received' }).click();
    await expect(state).toHaveAttribute('data-request-state', 'received');
    await expect(page.locator('[data-history-state="received"]')).toContainText('已收到您的腕表');

    await page.getByRole('button', { name: 'Mark inspected' }).click();
    await dialog.getByRole('button', { name: 'Mark inspected' }).click();
    await expect(state).toHaveAttribute('data-request-state', 'inspected');

    // The estimate starts from the price table's suggestion; the first line's price is changed.
    await page.getByRole('button', { name: 'Send estimate' }).click();
    await expect(dialog.locator('[data-estimate-line]').first()).toBeVisible();
    const description = dialog.getByLabel('Description for the owner 1', { exact: true });
    if ((await description.inputValue()).trim() === '') await description.fill('机芯保养');
    await dialog.getByLabel('Price in yuan 1', { exact: true }).fill('4321');
    const prices = await dialog
        .getByLabel(/^Price in yuan \d+$/)
        .evaluateAll((inputs) => inputs.map((input) => Math.round(Number((input as HTMLInputElement).value) * 100)));
    const total = prices.reduce((sum, fen) => sum + fen, 0);
    await expect(dialog.locator('[data-estimate-total]')).toHaveText(formatMoney(total));
    await page.screenshot({ path: test.info().outputPath('service-estimate-editor.png') });
    await dialog.getByRole('button', { name: 'Send estimate' }).click();

    await expect(state).toHaveAttribute('data-request-state', 'estimateSent');
    await expect(page.locator('[data-request-state]')).toContainText('Estimate sent');
    await expect(page.locator('[data-estimate-total]')).toHaveText(formatMoney(total));
    await page.screenshot({ path: test.info().outputPath('service-request-estimate-sent.png'), fullPage: true });

    const token = await adminToken(request);
    const saved = await adminApi(
        request,
        token,
        'query ($id: ID!) { serviceRequest(id: $id) { state estimate { totalWithTax lines { priceWithTax } } } }',
        { id },
    );
    expect(saved.serviceRequest).toMatchObject({ state: 'estimateSent', estimate: { totalWithTax: total } });

    // The list shows the new state.
    await page.goto(`${DASHBOARD}/service-requests`);
    await expect(page.getByRole('row').filter({ hasText: reference })).toContainText('Estimate sent');
});
