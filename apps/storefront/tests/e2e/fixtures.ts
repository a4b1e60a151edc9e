import { test as base, type Page } from '@playwright/test';

import { CHAT_WIDGET_URL } from '../../playwright.config';

export { CHAT_WIDGET_URL };

/**
 * Tests start as a visitor who has already accepted cookies, so the banner does not cover
 * what they click; the cookie banner's own tests use `consented: false`. The suite's own visits
 * are left out of the shop's analytics (the exclusion cookie the client and endpoint honour),
 * except in the analytics tests, which use `analytics: true`.
 *
 * Every page a test opens is watched for Content-Security-Policy violations: a test fails
 * if anything on the page was blocked by the policy, so the policy and the pages stay in step.
 */
export const test = base.extend<{ consented: boolean; analytics: boolean; cspViolations: string[] }>({
    consented: [true, { option: true }],
    analytics: [false, { option: true }],
    context: async ({ context, consented, analytics, baseURL }, provide) => {
        if (consented) await context.addCookies([{ name: 'cookie_control_consent', value: 'true', url: baseURL! }]);
        if (!analytics) await context.addCookies([{ name: 'analytics_exclude', value: 'true', url: baseURL! }]);
        // The widget's host is not reachable from here; the browser gets this script instead.
        await context.route(CHAT_WIDGET_URL, (route) =>
            route.fulfill({ contentType: 'text/javascript', body: 'window.__chat = (window.__chat || 0) + 1;' }),
        );
        await provide(context);
    },
    cspViolations: [
        async ({ context }, provide) => {
            const violations: string[] = [];
            await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
                violations.push(text);
            });
            await context.addInitScript(() => {
                document.addEventListener('securitypolicyviolation', (e) => {
                    const report = (window as unknown as { __reportCspViolation(t: string): void })
                        .__reportCspViolation;
                    report(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} on ${e.documentURI}`);
                });
            });
            context.on('console', (msg) => {
                if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
            });
            await provide(violations);
            if (violations.length > 0) throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
        },
        { auto: true },
    ],
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

/**
 * Stops the page's clock (installed before it loaded), so that only runFor moves its timers.
 * Until then the fake clock runs with real time, and a clock cannot be paused in its own past:
 * on a busy machine the 250 ms can be gone before the pause arrives, so it reads the time again.
 */
export async function pauseClock(page: Page) {
    for (let attempt = 1; ; attempt++) {
        const now = await page.evaluate(() => Date.now());
        try {
            await page.clock.pauseAt(now + 250);
            return;
        } catch (err) {
            if (attempt === 5 || !String(err).includes('fast-forward to the past')) throw err;
        }
    }
}
