import { test as base, type Page } from '@playwright/test';

/**
 * Tests start as a visitor who has already accepted cookies, so the banner does not cover
 * what they click; the cookie banner's own tests use `consented: false`.
 */
export const test = base.extend<{ consented: boolean }>({
    consented: [true, { option: true }],
    context: async ({ context, consented, baseURL }, provide) => {
        if (consented) await context.addCookies([{ name: 'cookie_control_consent', value: 'true', url: baseURL! }]);
        await provide(context);
    },
});

export { expect } from '@playwright/test';

/** Fires one of the window events the UI listens to (toast, notification, video). */
export async function fire(page: Page, type: string, detail: unknown) {
    await page.evaluate(([t, d]) => window.dispatchEvent(new CustomEvent(t as string, { detail: d })), [
        type,
        detail,
    ] as const);
}

/** Waits until the page has hydrated, so clicks reach React handlers and not bare HTML. */
export async function hydrated(page: Page) {
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
