import type { Page } from '@playwright/test';

import { expect, hydrated, test } from './fixtures';
import { asVisitorFrom, registerMember } from './members';
import { restoreWatchStock } from './shop-api';

async function open(page: Page, path: string) {
    await page.goto(path);
    await hydrated(page);
}

/** The first card's heart of a listing, with the sku it keeps. */
async function firstHeart(page: Page) {
    const heart = page
        .locator('.card')
        .first()
        .getByRole('button', { name: /加入心愿单|移出心愿单/ });
    await expect(heart).toBeEnabled();
    return { heart, sku: (await heart.getAttribute('data-wish-sku'))! };
}

/** A notification (spec §4: at most three, each for 3000 ms) saying `text`. */
const notice = (page: Page, text: string) => page.locator('.notifications li').filter({ hasText: text });

const stored = (page: Page, key: string) =>
    page.evaluate((k) => JSON.parse(window.localStorage.getItem(k) ?? 'null') as unknown, key);

test.beforeAll(async ({ request }) => {
    await restoreWatchStock(request);
});

test.beforeEach(async ({ page }) => {
    await asVisitorFrom(page);
});

test("a guest's wishlist is kept in the browser, then merged into the member's on sign-in @phone", async ({ page }) => {
    test.slow();
    await open(page, '/watches');
    const watch = await firstHeart(page);
    await watch.heart.click();
    await expect(watch.heart).toHaveAttribute('aria-pressed', 'true');
    await expect(notice(page, '已加入心愿单')).toBeVisible();

    await open(page, '/straps');
    const strap = await firstHeart(page);
    await strap.heart.click();
    await expect(strap.heart).toHaveAttribute('aria-pressed', 'true');

    // Spec §3: guest entries carry random 24-character alphanumeric ids, one per sku.
    const guestList = (await stored(page, 'wishlistGuest')) as Array<{ id: string; sku: string; type: string }>;
    expect(guestList.map((e) => [e.sku, e.type])).toEqual([
        [strap.sku, 'strap'],
        [watch.sku, 'watch'],
    ]);
    for (const entry of guestList) expect(entry.id).toMatch(/^[A-Za-z0-9]{24}$/);

    await open(page, '/watches');
    await expect((await firstHeart(page)).heart).toHaveAttribute('aria-pressed', 'true');

    // Signing in: the next page merges the guest's list into the member's and clears the browser's.
    await registerMember(page, 'wishlist');
    await open(page, '/my-account/wishlist');
    const items = page.locator('.wish-item');
    await expect(items).toHaveCount(2);
    await expect.poll(() => stored(page, 'wishlistGuest')).toBeNull();
    await page.reload();
    await hydrated(page);
    await expect(items).toHaveCount(2);
    await expect(
        page.locator(`.wish-item[data-sku="${watch.sku}"]`).getByRole('button', { name: '加入购物袋' }),
    ).toBeVisible();

    // Before the list is read on the page this posts the page's form; after, it goes through the
    // wishlist itself. Either way the piece leaves the list.
    await page.locator(`.wish-item[data-sku="${strap.sku}"]`).getByRole('button', { name: '移除' }).click();
    await expect(items).toHaveCount(1);
    await page.reload();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toHaveAttribute('data-sku', watch.sku);

    // A member's heart changes the server's list.
    await open(page, '/watches');
    const again = await firstHeart(page);
    await expect(again.heart).toHaveAttribute('aria-pressed', 'true');
    await again.heart.click();
    await expect(again.heart).toHaveAttribute('aria-pressed', 'false');
    await expect(notice(page, '已移出心愿单')).toBeVisible();
    await open(page, '/my-account/wishlist');
    await expect(page.getByText('您的心愿单还是空的。')).toBeVisible();
});

test("another member's wishlist entry is not found, and stays", async ({ page, browser, baseURL }) => {
    await registerMember(page, 'wish-owner');
    await open(page, '/watches');
    const { heart, sku } = await firstHeart(page);
    // The heart turns at once; the entry exists once the shop has answered the add.
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/wishlist') && r.request().method() === 'POST');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect((await saved).ok()).toBe(true);
    const list = await page.request.get('/api/wishlist');
    const [entry] = ((await list.json()) as { entries: Array<{ id: string; sku: string }> }).entries;
    expect(entry.sku).toBe(sku);

    const other = await browser.newContext({ baseURL });
    const stranger = await other.newPage();
    await asVisitorFrom(stranger);
    await registerMember(stranger, 'wish-stranger');
    const theirs = await stranger.request.post('/api/wishlist', { form: { intent: 'remove', id: entry.id } });
    const nobodys = await stranger.request.post('/api/wishlist', { form: { intent: 'remove', id: '999999' } });
    expect([theirs.status(), nobodys.status()]).toEqual([404, 404]);
    expect(await theirs.json()).toEqual(await nobodys.json());
    await other.close();

    const after = await page.request.get('/api/wishlist');
    expect(((await after.json()) as { entries: Array<{ id: string }> }).entries.map((e) => e.id)).toEqual([entry.id]);
});
