import type { Page } from '@playwright/test';

import { E2E_SERVER_URL, E2E_SUPERADMIN_PASSWORD } from '../../playwright.config';
import { expect } from './fixtures';

/** The staff dashboard, on the backend's own port. */
export const DASHBOARD = `${E2E_SERVER_URL}/dashboard`;

/** Signs the page in to the dashboard as the superadmin (of the browser tests' shop, unless told another). */
export async function signInToDashboard(page: Page, dashboard = DASHBOARD, password = E2E_SUPERADMIN_PASSWORD) {
    await page.goto(`${dashboard}/`);
    await page.getByPlaceholder('Email').fill('superadmin');
    await page.getByPlaceholder('Password').fill(password);
    await page.getByRole('button', { name: /sign in|log in|login/i }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).not.toHaveURL(/login/);
}

/** What the dashboard shows when a page breaks, and the error the relative asset URLs caused. */
export const BROKEN = /Failed to construct|Invalid URL|Something went wrong|Unexpected Application Error|Error loading/i;

/** Opens a dashboard page and checks it shows its heading and no error. */
export async function openClean(page: Page, url: string) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(BROKEN);
}

/**
 * The product list and a product show their pictures, every one loaded from the shop's asset
 * URL (wherever the asset storage keeps them: the disk, or an S3 bucket).
 */
export async function expectProductPictures(page: Page, dashboard = DASHBOARD) {
    await openClean(page, `${dashboard}/products`);
    const thumbs = page.locator('main table img');
    await expect(thumbs.first()).toBeVisible();
    await expect
        .poll(() => thumbs.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)))
        .toBe(true);
    const src = await thumbs.first().getAttribute('src');
    expect(src).toMatch(/^https?:\/\/[^/]+\/assets\//);
    await page.locator('main a[href^="/dashboard/products/"]:not([href$="/new"])').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const pictures = page.locator('main img');
    await expect(pictures.first()).toBeVisible();
    await expect
        .poll(() => pictures.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)))
        .toBe(true);
    await expect(page.locator('body')).not.toContainText(BROKEN);
}
