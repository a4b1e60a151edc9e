import type { Page } from '@playwright/test';

import { E2E_SERVER_URL, E2E_SUPERADMIN_PASSWORD } from '../../playwright.config';
import { expect } from './fixtures';

/** The staff dashboard, on the backend's own port. */
export const DASHBOARD = `${E2E_SERVER_URL}/dashboard`;

/** Signs the page in to the dashboard as the superadmin. */
export async function signInToDashboard(page: Page) {
    await page.goto(`${DASHBOARD}/`);
    await page.getByPlaceholder('Email').fill('superadmin');
    await page.getByPlaceholder('Password').fill(E2E_SUPERADMIN_PASSWORD);
    await page.getByRole('button', { name: /sign in|log in|login/i }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).not.toHaveURL(/login/);
}
