import { ANALYTICS_HEARTBEAT_MS, ANALYTICS_VISITOR_PATTERN } from '@maison/shared';
import type { AnalyticsBatch, AnalyticsEvent } from '@maison/shared/analytics-batch';
import type { BrowserContext, Page } from '@playwright/test';

import { expect, hydrated, pauseClock, test } from './fixtures';
import { onDatabase } from './members';

/**
 * The shop's own analytics as a browser sends them (issue 35), on the browser's fake clock:
 * nothing before consent or after a decline; after consent a page view, engaged time counted
 * every 5 s while the page is visible and not while hidden, the page's leave with its duration,
 * and a search that found nothing, each taken by the endpoint and stored by the backend.
 */
test.use({ analytics: true });

interface Beacon {
    batch: AnalyticsBatch;
    type: string;
    status: number;
}

/** Every batch the page sends to the endpoint, passed on to it, with the endpoint's answer. */
async function beaconsOf(page: Page): Promise<Beacon[]> {
    const beacons: Beacon[] = [];
    await page.route('**/api/analytics', async (route) => {
        const request = route.request();
        const response = await route.fetch();
        beacons.push({
            batch: JSON.parse(request.postData() ?? 'null') as AnalyticsBatch,
            type: request.headers()['content-type'] ?? '',
            status: response.status(),
        });
        await route.fulfill({ response });
    });
    return beacons;
}

const eventsOf = (beacons: Beacon[]): AnalyticsEvent[] => beacons.flatMap((b) => b.batch.events);

function ofKind<K extends AnalyticsEvent['kind']>(beacons: Beacon[], kind: K) {
    return eventsOf(beacons).filter((e): e is Extract<AnalyticsEvent, { kind: K }> => e.kind === kind);
}

async function open(page: Page, path: string) {
    await page.goto(path);
    await hydrated(page);
}

/** The page as another tab or a locked phone makes it, and back: what the browser says and signals. */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
    await page.evaluate((s) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => s === 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
    }, state);
}

/** The browser's analytics id, if it has one. */
async function visitorCookie(context: BrowserContext) {
    return (await context.cookies()).find((c) => c.name === 'analytics_visitor')?.value;
}

test.describe('before consent and after a decline', () => {
    test.use({ consented: false });

    test('nothing leaves the page, and no id is made; a change of mind is honoured both ways', async ({
        page,
        context,
    }) => {
        const beacons = await beaconsOf(page);
        await page.clock.install();
        await open(page, '/watches');
        await pauseClock(page);
        const banner = page.getByRole('region', { name: 'Cookie 设置' });
        await expect(banner).toBeVisible();

        // A visit before any answer: time passes, the page is hidden, shown, left.
        const quiet = async () => {
            await page.clock.runFor(30_000);
            await setVisibility(page, 'hidden');
            await page.clock.runFor(30_000);
            await setVisibility(page, 'visible');
            await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
            // The first watch's card: the listing may show a strap first once other suites have changed the catalogue.
            await page.locator('.card__link[href*="/watches/"]').first().click();
            await expect(page).toHaveURL(/\/watches\/.+\/.+/);
            await page.clock.runFor(30_000);
            await setVisibility(page, 'hidden');
            await setVisibility(page, 'visible');
        };
        await quiet();
        expect(beacons).toEqual([]);
        expect(await visitorCookie(context)).toBeUndefined();

        // Declining is a choice beside accepting: the banner goes, and so does everything else.
        await banner.getByRole('button', { name: '拒绝' }).click();
        await expect(banner).toHaveCount(0);
        const consent = (await context.cookies()).find((c) => c.name === 'cookie_control_consent');
        expect(consent?.value).toBe('false');
        expect(consent!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400);
        await page.goBack();
        await quiet();
        expect(beacons).toEqual([]);
        expect(await visitorCookie(context)).toBeUndefined();
        expect(await page.evaluate(() => (window as { __chat?: number }).__chat)).toBeUndefined();

        // The answer is kept: the banner does not ask again on the next page load.
        await page.clock.resume();
        await open(page, '/watches');
        await expect(banner).toHaveCount(0);

        // The footer asks again; accepting now starts counting (the page reloads for the chat widget).
        await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie 偏好' }).click();
        const reloaded = page.waitForResponse((r) => r.request().isNavigationRequest());
        await banner.getByRole('button', { name: '接受' }).click();
        await reloaded;
        await hydrated(page);
        await setVisibility(page, 'hidden');
        await expect.poll(() => ofKind(beacons, 'page_view').length).toBe(1);
        const visitor = await visitorCookie(context);
        expect(visitor).toMatch(ANALYTICS_VISITOR_PATTERN);
        expect(beacons[0].batch.visitor).toBe(visitor);
        await setVisibility(page, 'visible');

        // And declining again stops it and forgets the id.
        await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie 偏好' }).click();
        const again = page.waitForResponse((r) => r.request().isNavigationRequest());
        await banner.getByRole('button', { name: '拒绝' }).click();
        await again;
        await hydrated(page);
        expect(await visitorCookie(context)).toBeUndefined();
        const sent = beacons.length;
        await pauseClock(page);
        await quiet();
        expect(beacons).toHaveLength(sent);
    });
});

test.describe('after consent', () => {
    test('a page view, engaged time while visible only, the leave with its duration and a search that found nothing, all stored', async ({
        page,
        context,
    }) => {
        const beacons = await beaconsOf(page);
        await page.clock.install();
        await open(page, '/');
        await pauseClock(page);
        const visitor = await visitorCookie(context);
        expect(visitor).toMatch(ANALYTICS_VISITOR_PATTERN);

        // Hidden: the page's view and its times so far go at once.
        await setVisibility(page, 'hidden');
        await expect.poll(() => ofKind(beacons, 'page_view').length).toBe(1);
        const home = ofKind(beacons, 'page_view')[0];
        expect(home).toMatchObject({ path: '/', pageType: 'home' });
        const engagedBefore = Math.max(0, ...ofKind(beacons, 'engaged').map((e) => e.ms));

        // A minute in another tab: no heartbeat is counted, nothing is sent.
        const sentHidden = beacons.length;
        await page.clock.runFor(60_000);
        expect(beacons).toHaveLength(sentHidden);

        // Back, for 17 s: three heartbeats, the batch going after the third.
        await setVisibility(page, 'visible');
        await page.clock.runFor(3 * ANALYTICS_HEARTBEAT_MS + 2_000);
        await expect
            .poll(() =>
                ofKind(beacons, 'engaged')
                    .filter((e) => e.view === home.view)
                    .map((e) => e.ms),
            )
            .toContain(engagedBefore + 3 * ANALYTICS_HEARTBEAT_MS);

        // A search from the popup that finds nothing: the home page is left on the way.
        const term = 'qqzzxxv';
        await page.getByTestId('site-header').getByRole('button', { name: '搜索' }).click();
        const dialog = page.getByRole('dialog', { name: '搜索' });
        await dialog.getByRole('searchbox').fill(term);
        await dialog.getByRole('searchbox').press('Enter');
        await expect(page).toHaveURL(/\/search\/all\?q=/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`“${term}”的搜索结果`);
        await setVisibility(page, 'hidden');
        await expect.poll(() => ofKind(beacons, 'search').length).toBe(1);

        const leave = ofKind(beacons, 'page_leave')
            .filter((e) => e.view === home.view)
            .at(-1)!;
        expect(leave.durationMs).toBeGreaterThanOrEqual(60_000 + 3 * ANALYTICS_HEARTBEAT_MS + 2_000);
        const engaged = Math.max(
            ...ofKind(beacons, 'engaged')
                .filter((e) => e.view === home.view)
                .map((e) => e.ms),
        );
        // Every 5 s while visible, none of the minute hidden.
        expect(engaged).toBe(engagedBefore + 3 * ANALYTICS_HEARTBEAT_MS);
        const search = ofKind(beacons, 'search')[0];
        expect(search).toMatchObject({ term, results: 0 });
        const results = ofKind(beacons, 'page_view').find((v) => v.view === search.view);
        expect(results).toMatchObject({ path: '/search/all', pageType: 'search' });

        // Each batch went as JSON and was taken.
        for (const beacon of beacons) {
            expect(beacon.type).toBe('application/json');
            expect(beacon.status).toBe(204);
            expect(beacon.batch.visitor).toBe(visitor);
        }

        // And the backend keeps them: one row a page, with its times, and the search.
        const stored = onDatabase((db) => ({
            views: db
                .prepare(
                    'SELECT viewId, path, pageType, engagedMs, leaveMs FROM analytics_page_view WHERE visitor = ? ORDER BY id',
                )
                .all(visitor) as Array<{
                viewId: string;
                path: string;
                pageType: string;
                engagedMs: number;
                leaveMs: number | null;
            }>,
            searches: db
                .prepare("SELECT term, results FROM analytics_event WHERE visitor = ? AND kind = 'search'")
                .all(visitor),
        }));
        expect(stored.views).toEqual([
            { viewId: home.view, path: '/', pageType: 'home', engagedMs: engaged, leaveMs: leave.durationMs },
            expect.objectContaining({ viewId: search.view, path: '/search/all', pageType: 'search' }),
        ]);
        expect(stored.searches).toEqual([{ term: term.toLowerCase(), results: 0 }]);
    });
});
