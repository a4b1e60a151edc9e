import { expect } from '@playwright/test';

import { test } from './fixtures';

// The fixture fails the test on any Content-Security-Policy violation: the reference page runs
// under its own strict policy, with Swagger UI's files served by the shop.
test.describe('the REST face’s reference page', () => {
    test('draws every row of the OpenAPI document through the shop’s origin, under its policy', async ({
        page,
        request,
    }) => {
        const document = (await (await request.get('/legacy-api/openapi.json')).json()) as {
            info: { version: string };
            paths: Record<string, object>;
        };
        const response = await page.goto('/legacy-api/docs');
        expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
        await expect(page.getByRole('heading', { name: /REST API/ }).first()).toBeVisible();
        await expect(page.getByText(document.info.version).first()).toBeVisible();
        for (const path of Object.keys(document.paths).slice(0, 10))
            await expect(page.locator(`[data-path="${path}"]`).first()).toBeAttached();
        // An operation opens with its parameters and answers, keyboard first.
        const row = page.getByRole('button', { name: /^GET \/legacy-api\/datalayer\/inventory\/stock\/sku/ });
        await expect(row).toHaveAttribute('aria-expanded', 'false');
        await row.focus();
        await page.keyboard.press('Enter');
        await expect(row).toHaveAttribute('aria-expanded', 'true');
        await expect(page.locator('.parameters-container').first()).toBeVisible();
    });

    test('serves only the renderer’s own files', async ({ request }) => {
        expect((await request.get('/legacy-api/docs/swagger-ui-bundle.js')).status()).toBe(200);
        expect((await request.get('/legacy-api/docs/package.json')).status()).toBe(404);
        expect((await request.get('/legacy-api/docs/..%2F..%2Fpackage.json')).status()).toBe(404);
    });
});
