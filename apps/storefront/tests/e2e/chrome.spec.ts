import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

import { CHAT_WIDGET_URL, expect, fire, hydrated, pauseClock, test } from './fixtures';
import { registerMember } from './members';
import { shopSearch } from './shop-api';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function open(page: Page, path: string) {
    const response = await page.goto(path);
    await hydrated(page);
    return response;
}

test.describe('header', () => {
    test('is 52 px high below 1024 px and 60 px above', async ({ page }) => {
        const header = page.getByTestId('site-header');
        await page.setViewportSize(PHONE);
        await open(page, '/');
        expect((await header.boundingBox())!.height).toBe(52);
        await page.setViewportSize({ width: 1023, height: 800 });
        expect((await header.boundingBox())!.height).toBe(52);
        await page.setViewportSize({ width: 1024, height: 800 });
        expect((await header.boundingBox())!.height).toBe(60);
    });

    test('turns to its scrolling state past 100 px of scroll', async ({ page }) => {
        await open(page, '/watches');
        const header = page.getByTestId('site-header');
        await page.evaluate(() => window.scrollTo(0, 90));
        await page.waitForTimeout(400);
        await expect(header).not.toHaveClass(/header--scrolling/);
        await page.evaluate(() => window.scrollTo(0, 400));
        await expect(header).toHaveClass(/header--scrolling/);
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(header).not.toHaveClass(/header--scrolling/);
    });

    test('the mobile menu toggles a class on the page root and holds account, wishlist and hotline @phone', async ({
        page,
    }) => {
        await page.setViewportSize(PHONE);
        await open(page, '/');
        const html = page.locator('html');
        await expect(html).not.toHaveClass(/menu-open/);
        await page.getByTestId('site-header').getByRole('button', { name: '打开菜单' }).click();
        await expect(html).toHaveClass(/menu-open/);
        const menu = page.getByRole('navigation', { name: '移动端菜单' });
        // It covers the page below the header, not just the header's own box.
        expect((await menu.boundingBox())!.height).toBeGreaterThan(600);
        await expect(menu.getByRole('button', { name: '我的账户' })).toBeVisible();
        await expect(menu.getByRole('link', { name: '心愿单' })).toHaveAttribute('href', '/my-account/wishlist');
        await expect(menu.getByRole('link', { name: /在线购买热线/ })).toHaveAttribute('href', /^tel:\d+$/);
        await expect(menu.getByRole('link', { name: '首页' })).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(html).not.toHaveClass(/menu-open/);
        await page.getByTestId('site-header').getByRole('button', { name: '打开菜单' }).click();
        await menu.getByRole('link', { name: '售后服务' }).click();
        await expect(page).toHaveURL(/\/service$/);
        await expect(html).not.toHaveClass(/menu-open/);
    });
});

test.describe('search popup', () => {
    test('shows five collections, the retailers link and twelve picks, and submits the query @phone', async ({
        page,
    }) => {
        await open(page, '/');
        await page.getByTestId('site-header').getByRole('button', { name: '搜索' }).click();
        const dialog = page.getByRole('dialog', { name: '搜索' });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('searchbox')).toBeFocused();
        await expect(dialog.getByRole('navigation', { name: '热门系列' }).locator('li a')).toHaveCount(5);
        for (const href of await dialog
            .getByRole('navigation', { name: '热门系列' })
            .locator('li a')
            .evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
            expect(href).toMatch(/^\/search\/watches\?q=.+/);
        }
        await expect(dialog.getByRole('link', { name: '查找精品店与授权零售商' })).toHaveAttribute('href', '/stores');
        await expect(dialog.locator('.card')).toHaveCount(12);
        await dialog.getByRole('searchbox').fill('  潜水  ');
        await dialog.getByRole('searchbox').press('Enter');
        await expect(page).toHaveURL(/\/search\/all\?q=%E6%BD%9C%E6%B0%B4$/);
        await expect(dialog).toBeHidden();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('“潜水”的搜索结果');
    });

    test('its twelve picks are the recommend_search collection and are on screen as it opens', async ({
        page,
        request,
    }) => {
        const picks = await shopSearch(request, { collectionSlug: 'recommend_search', take: 12 });
        // Fetched while the page is idle: opening shows them without waiting for the network.
        const prefetched = page.waitForResponse((r) => r.url().includes('/api/search-popup'));
        await open(page, '/watches');
        await prefetched;
        await page.getByTestId('site-header').getByRole('button', { name: '搜索' }).click();
        const cards = page.getByRole('dialog', { name: '搜索' }).locator('.card');
        await expect(cards).toHaveCount(12, { timeout: 500 });
        const shown = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-sku')));
        expect(shown).toEqual(picks.items.map((i) => i.sku));
    });

    test('a blank query goes to /search/all without q, and on a search page the icon focuses its box', async ({
        page,
    }) => {
        await open(page, '/watches');
        await page.getByTestId('site-header').getByRole('button', { name: '搜索' }).click();
        const dialog = page.getByRole('dialog', { name: '搜索' });
        await dialog.getByRole('searchbox').fill('   ');
        await dialog.getByRole('button', { name: '搜索' }).click();
        await expect(page).toHaveURL(/\/search\/all$/);
        await expect(dialog).toBeHidden();
        await page.getByTestId('site-header').getByRole('button', { name: '搜索' }).click();
        await expect(dialog).toBeHidden();
        await expect(page.locator('#search-q')).toBeFocused();
    });
});

test.describe('notifications, toast and video', () => {
    test('at most three notifications show, the oldest dropped, each for 3000 ms', async ({ page }) => {
        await page.clock.install();
        await open(page, '/');
        await pauseClock(page);
        for (const text of ['一', '二', '三', '四']) await fire(page, 'shop:notify', text);
        const items = page.getByRole('list', { name: '通知' }).getByRole('listitem');
        await expect(items).toHaveText(['二', '三', '四']);
        await page.clock.runFor(2_900);
        await expect(items).toHaveCount(3);
        await page.clock.runFor(200);
        await expect(items).toHaveCount(0);
    });

    test('the toast hides after 2000 ms', async ({ page }) => {
        await page.clock.install();
        await open(page, '/');
        await pauseClock(page);
        await fire(page, 'shop:toast', '已加入心愿单');
        const toast = page.locator('.toast');
        await expect(toast).toHaveText('已加入心愿单');
        await page.clock.runFor(1_950);
        await expect(toast).toBeVisible();
        await page.clock.runFor(100);
        await expect(toast).toHaveCount(0);
    });

    test('the video layer plays a source and closes with its button', async ({ page }) => {
        await open(page, '/');
        await fire(page, 'shop:video', '/videos/none.mp4');
        const dialog = page.getByRole('dialog', { name: '视频' });
        await expect(dialog.locator('video')).toHaveAttribute('src', '/videos/none.mp4');
        await dialog.getByRole('button', { name: '关闭' }).click();
        await expect(dialog).toBeHidden();
    });
});

test.describe('cookie banner', () => {
    test.use({ consented: false });

    test('accepting sets the consent cookie for a year and only then loads the chat widget', async ({
        page,
        context,
    }) => {
        // A member, so that the footer's account link leads into the account layout.
        await registerMember(page, 'consent');
        const first = await open(page, '/');
        // Before consent the page's policy does not even admit the widget's origin.
        expect(first!.headers()['content-security-policy']).not.toContain(new URL(CHAT_WIDGET_URL).origin);
        const banner = page.getByRole('region', { name: 'Cookie 设置' });
        await expect(banner).toBeVisible();
        await expect(banner.getByRole('link', { name: '隐私政策' })).toHaveAttribute('href', '/privacy-policy');
        expect(await page.locator('script[data-third-party="chat"]').count()).toBe(0);
        expect(await page.evaluate(() => (window as { __chat?: number }).__chat)).toBeUndefined();
        // Accepting reloads the page, whose policy now admits the widget's origin.
        const reloaded = page.waitForResponse((r) => r.request().isNavigationRequest());
        await banner.getByRole('button', { name: '接受' }).click();
        expect((await reloaded).headers()['content-security-policy']).toContain(new URL(CHAT_WIDGET_URL).origin);
        await hydrated(page);
        await expect(banner).toBeHidden();
        const cookie = (await context.cookies()).find((c) => c.name === 'cookie_control_consent');
        expect(cookie?.value).toBe('true');
        expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400);
        await expect.poll(() => page.evaluate(() => (window as { __chat?: number }).__chat)).toBe(1);
        // Through another layout and back without a reload, the banner stays gone.
        await page.getByRole('contentinfo').getByRole('link', { name: '我的账户' }).click();
        await expect(page.getByRole('navigation', { name: '账户导航' })).toBeVisible();
        await page.getByRole('link', { name: 'Morvaux 首页' }).click();
        await expect(page.getByRole('heading', { level: 1, name: '时间的匠心' })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Cookie 设置' })).toHaveCount(0);
        await page.reload();
        await hydrated(page);
        await expect(page.getByRole('region', { name: 'Cookie 设置' })).toHaveCount(0);
    });

    test('a new visitor reaches checkout from the bag without answering the banner @phone', async ({
        page,
        context,
        isMobile,
    }) => {
        // The phone's width of the issue it guards against; a desktop as shoppers size it.
        await page.setViewportSize(isMobile ? PHONE : DESKTOP);
        await open(page, '/watches');
        const banner = page.getByRole('region', { name: 'Cookie 设置' });
        await expect(banner).toBeVisible();
        await page
            .locator('.card')
            .filter({ has: page.locator('.card__add') })
            .first()
            .locator('.card__add-button')
            .click();
        const bag = page.getByRole('complementary', { name: '购物袋' });
        await expect(bag.locator('.bag-line')).toHaveCount(1);
        await expect(banner).toBeVisible();
        // What the shopper reads and presses is on top: no part of the banner lies over it.
        const checkout = bag.getByRole('link', { name: '结算' });
        for (const target of [bag.getByTestId('bag-total'), checkout]) {
            await expect(target).toBeInViewport({ ratio: 1 });
            // Polled: the bag slides in.
            await expect.poll(() => coveringElements(target)).toEqual([]);
        }
        await checkout.click();
        await expect(page).toHaveURL(/\/checkout\/login$/);
        expect((await context.cookies()).some((c) => c.name === 'cookie_control_consent')).toBe(false);
    });
});

/** What lies on top of the element at its corners and centre, other than itself: nothing, if a click reaches it. */
async function coveringElements(target: Locator) {
    return target.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const points = [
            [box.left + 1, box.top + 1],
            [box.right - 1, box.top + 1],
            [box.left + box.width / 2, box.top + box.height / 2],
            [box.left + 1, box.bottom - 1],
            [box.right - 1, box.bottom - 1],
        ];
        return points.flatMap(([x, y]) => {
            const hit = document.elementFromPoint(x, y);
            return hit !== null && (hit === el || el.contains(hit))
                ? []
                : [hit?.className || hit?.tagName || 'nothing'];
        });
    });
}

test.describe('mobile bottom navigation and login modal', () => {
    test('account opens the login modal for a guest; Escape closes it and gives focus back @phone', async ({
        page,
    }) => {
        await page.setViewportSize(PHONE);
        await open(page, '/');
        const nav = page.getByRole('navigation', { name: '快捷导航' });
        await expect(nav).toBeVisible();
        const account = nav.getByRole('button', { name: '我的账户' });
        await account.click();
        // Spec §4: it starts on register and switches among its screens in place.
        const dialog = page.getByRole('dialog', { name: '注册' });
        await expect(dialog).toBeVisible();
        await dialog.getByRole('link', { name: '已有账户？登录' }).click();
        await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(account).toBeFocused();
        // Reopened after closing, it shows login; a click outside closes it.
        await account.click();
        await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
        await page.mouse.click(5, 5);
        await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('the bottom navigation is hidden on wide screens', async ({ page }) => {
        await page.setViewportSize(DESKTOP);
        await open(page, '/');
        await expect(page.getByRole('navigation', { name: '快捷导航' })).toBeHidden();
    });
});

test.describe('footer', () => {
    test('shows filing numbers linked to their registries and QR codes in modals', async ({ page, request }) => {
        await open(page, '/');
        const footer = page.getByRole('contentinfo');
        await expect(footer.getByRole('link', { name: /ICP/ })).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
        await expect(footer.getByRole('link', { name: /公网安备/ })).toHaveAttribute(
            'href',
            /^https:\/\/beian\.mps\.gov\.cn\/.*code=\d+/,
        );
        await footer.getByRole('button', { name: '微信小程序' }).click();
        const dialog = page.getByRole('dialog', { name: '微信扫码进入小程序' });
        await expect(dialog.getByRole('img')).toHaveAttribute('src', '/qr/mini-program');
        const svg = await request.get('/qr/mini-program');
        expect(svg.headers()['content-type']).toContain('image/svg+xml');
        expect(await svg.text()).toContain('<svg');
        await dialog.getByRole('button', { name: '关闭' }).click();
        await expect(dialog).toBeHidden();
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await footer.getByRole('button', { name: '返回顶部' }).click();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
});

test.describe('error page', () => {
    test('404: its text, status and status text, the QR, home and the three tiles', async ({ page }) => {
        const response = await open(page, '/no-such-page/at-all');
        expect(response?.status()).toBe(404);
        expect(response?.statusText()).toBe('This page could not be found');
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText('抱歉，您访问的页面不存在');
        await expect(main.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
        for (const href of ['/watches', '/straps', '/service'])
            await expect(main.locator(`a[href="${href}"]`)).toHaveCount(1);
        await expect(main.getByRole('img', { name: '微信扫码进入小程序' })).toBeVisible();
        await expect(page.getByTestId('site-header')).toBeVisible();
    });

    test('an unknown collection answers 404 inside the chrome', async ({ request }) => {
        const response = await request.get('/watches/no-such-collection');
        expect(response.status()).toBe(404);
        const html = await response.text();
        expect(html).toContain('抱歉，您访问的页面不存在');
        expect(html).toContain('data-testid="site-header"');
    });
});

test.describe('routes of the shop', () => {
    const aliases: [string, string][] = [
        ['/Home', '/'],
        ['/Checkout/Shipping', '/checkout'],
        ['/Checkout/onepage/Success', '/checkout/onepage/success'],
        ['/MyAccount/OrderHistory', '/orders/all'],
        ['/Login', '/login'],
        ['/ShoppingBag', '/checkout'],
        ['/Profile', '/my-account/profile'],
        ['/OrderLogistic?orderBn=SO1001', '/order/logistic/SO1001'],
        ['/Stores', '/stores'],
        ['/Stores/appointment/confirm', '/stores/appointment/confirm'],
        ['/Watches', '/watches'],
    ];
    const isMemberPage = (path: string) => /^\/(my-account|orders?)(\/|$)/.test(path);
    /** Checkout's steps, which send a visitor without a bag home (spec §4 guards). */
    const guarded = ['/checkout', '/checkout/login', '/checkout/onepage/success', '/checkout/onepage/failure'];
    for (const [from, to] of aliases) {
        test(`${from} is a permanent redirect to ${to}, which answers`, async ({ request }) => {
            const response = await request.get(from, { maxRedirects: 0 });
            expect(response.status()).toBe(301);
            expect(response.headers().location).toBe(to);
            const answer = await request.get(to, { maxRedirects: 0 });
            if (guarded.includes(to)) {
                expect(answer.status()).toBe(302);
                expect(answer.headers().location).toBe('/');
            } else if (isMemberPage(to)) {
                // The member's pages send a guest to sign in and back (spec §4).
                expect(answer.status()).toBe(302);
                expect(answer.headers().location).toBe(`/login?redirect=${encodeURIComponent(to)}`);
            } else {
                expect(answer.status()).toBe(200);
            }
        });
    }

    test('no redirect leads to another site, and a malformed post is answered 400', async ({ request, baseURL }) => {
        for (const path of ['//Evil.com', '//Evil.com/Home', '/%5CEvil.com']) {
            const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
            expect(response.headers().location ?? '', path).not.toMatch(/evil/i);
        }
        for (const returnTo of ['/\\evil.com', '//evil.com', 'https://evil.com/']) {
            const response = await request.post('/api/locale', { form: { locale: 'en', returnTo }, maxRedirects: 0 });
            expect(response.status()).toBe(302);
            expect(response.headers().location).toBe('/');
        }
        const json = await request.post('/api/locale', { data: { locale: 'en' } });
        expect(json.status()).toBe(400);
        const bag = await request.post('/api/bag', { data: '{', headers: { 'content-type': 'application/json' } });
        expect(bag.status()).toBe(400);
        const back = await request.post('/api/locale', {
            form: { locale: 'zh', returnTo: '/watches?page=2' },
            maxRedirects: 0,
        });
        expect(back.headers().location).toBe('/watches?page=2');
    });

    test('every path of the route list answers with a page', async ({ request }) => {
        const paths = [
            '/',
            '/watches',
            '/watches/all',
            '/watches/collection',
            '/watches/origins/label',
            '/straps',
            '/straps/all',
            '/straps/change-watch-strap',
            '/search/all?q=表',
            '/search/watches',
            '/search',
            '/login',
            '/reset-password',
            '/stores',
            '/stores/appointment',
            '/stores/appointment/shanghai-plaza-66',
            '/stores/appointment/confirm',
            '/stores/morvaux-boutiques',
            '/stores/morvaux-boutiques/beijing-skp',
            '/store/services',
            '/store/services/engraving',
            '/store/services/contact',
            '/service',
            '/service/faq',
            '/service/all-prices',
            '/service/blockchain',
            '/service/contact',
            '/service/faq-contact',
            '/service/international-warranty',
            '/service/my-watch-needs-a-service',
            '/service/our-services',
            '/service/service-prices',
            '/service/user-manuals',
            '/service/watch-care',
            '/service/centers/countries',
            '/service/centers/cn',
            '/service/send-my-watch/countries',
            '/service/send-my-watch/step-1',
            '/news',
            '/press-lounge',
            '/press-lounge/media-center',
            '/press-lounge/media-data',
            '/press-lounge/press-releases',
            '/press-lounge/press-releases/data',
            '/140-years',
            '/about',
            '/about/icons',
            '/about/icons/diver',
            '/heritage',
            '/history/part-2',
            '/history/part-8',
            '/squads',
            '/partnerships',
            '/sustainability',
            '/find-your-morvaux',
            '/find-your-morvaux/gifting',
            '/privacy-policy',
            '/terms-conditions',
            '/terms-of-use',
            '/member-club-terms',
            '/mini-program/terms-of-use',
            '/mini-program/distribution_service',
        ];
        const failures: string[] = [];
        for (const path of paths) {
            const response = await request.get(path, { maxRedirects: 0 });
            if (response.status() !== 200) failures.push(`${path} → ${response.status()}`);
        }
        // A later step of send-my-watch without the earlier ones goes back to the first.
        const early = await request.get('/service/send-my-watch/step-5', { maxRedirects: 0 });
        expect(early.status()).toBe(302);
        expect(early.headers().location).toBe('/service/send-my-watch/step-1');
        // The member's pages send a guest to sign in, and back afterwards (spec §4).
        const memberOnly = [
            '/orders/all',
            '/order/SO1001',
            '/order/paid/SO1001',
            '/order/logistic/SO1001',
            '/order/return/SO1001',
            '/my-account',
            '/my-account/wishlist',
            '/my-account/address',
            '/my-account/address/add',
            '/my-account/address/edit/7',
            '/my-account/profile',
            '/my-account/sign-in',
            '/my-account/member-club',
        ];
        for (const path of memberOnly) {
            const response = await request.get(path, { maxRedirects: 0 });
            const expected = `/login?redirect=${encodeURIComponent(path)}`;
            if (response.status() !== 302 || response.headers().location !== expected) {
                failures.push(`${path} → ${response.status()} ${response.headers().location ?? ''}`);
            }
        }
        // Checkout's steps answer too: home, for a visitor with nothing to buy.
        for (const path of guarded) {
            const response = await request.get(path, { maxRedirects: 0 });
            if (response.status() !== 302 || response.headers().location !== '/') {
                failures.push(`${path} → ${response.status()} ${response.headers().location ?? ''}`);
            }
        }
        expect(failures).toEqual([]);
    });

    test('a detail path of the listings answers, by slug and by collection and model', async ({ request, page }) => {
        await open(page, '/watches');
        const href = await page.locator('.card__link').first().getAttribute('href');
        const [, , slug, sku] = href!.split('/');
        expect((await request.get(`/watches/${slug}/${sku}/`)).status()).toBe(200);
        expect((await request.get(`/watches/classic/model/${sku}/`)).status()).toBe(200);
    });

    test('layouts: account pages carry the account sub-header, mini-program pages stand alone', async ({ page }) => {
        await registerMember(page);
        await open(page, '/my-account/profile');
        await expect(page.getByRole('navigation', { name: '账户导航' })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('个人资料');
        await open(page, '/mini-program/terms-of-use');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('莫尔沃官方小程序使用条款');
        await expect(page.getByTestId('site-header')).toHaveCount(0);
    });
});

test.describe('accessibility', () => {
    for (const path of ['/', '/watches', '/no-such-page']) {
        test(`${path} has no serious or critical axe violation @phone`, async ({ page }) => {
            await open(page, path);
            const results = await new AxeBuilder({ page }).analyze();
            const serious = results.violations
                .filter((v) => v.impact === 'serious' || v.impact === 'critical')
                .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
            expect(serious).toEqual([]);
        });
    }

    test('the page has its landmarks and a skip link to the main content', async ({ page }) => {
        await open(page, '/');
        await expect(page.getByRole('banner')).toHaveCount(1);
        await expect(page.getByRole('main')).toHaveCount(1);
        await expect(page.getByRole('contentinfo')).toHaveCount(1);
        await page.keyboard.press('Tab');
        await expect(page.getByRole('link', { name: '跳至正文' })).toBeFocused();
    });
});

test.describe('route change', () => {
    test('a new page scrolls to the top 200 ms after the route changes', async ({ page }) => {
        await page.clock.install();
        await open(page, '/watches');
        const card = page.locator('.card__link').nth(4);
        await card.scrollIntoViewIfNeeded();
        const before = await page.evaluate(() => window.scrollY);
        expect(before).toBeGreaterThan(0);
        await pauseClock(page);
        await card.click();
        await expect(page).toHaveURL(/\/watches\/[^/]+\/[^/]+\/?$/);
        await expect(page.getByRole('button', { name: '加入购物袋', exact: true })).toBeAttached();
        await page.clock.runFor(150);
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        await page.clock.runFor(100);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
});

test.describe('delivery', () => {
    test('the page names no script to preload, fetches its scripts compressed and still comes alive', async ({
        page,
        request,
    }) => {
        const scripts: string[] = [];
        page.on('response', (r) => {
            if (new URL(r.url()).pathname.startsWith('/_build/') && r.url().endsWith('.js')) scripts.push(r.url());
        });
        const response = await open(page, '/watches');
        const html = await response!.text();
        const head = html.slice(0, html.indexOf('</head>'));
        expect(head).not.toContain('modulepreload');
        // The scripts come after the HTML, from its module script, and React took the page over
        // (open() waits for the mark hydration sets).
        expect(scripts.length).toBeGreaterThan(3);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

        const script = await request.get(scripts[0]!, { headers: { 'accept-encoding': 'br, gzip' } });
        expect(script.headers()['content-encoding']).toBe('br');
        expect(script.headers()['cache-control']).toContain('immutable');
        const gzip = await request.get(scripts[0]!, { headers: { 'accept-encoding': 'gzip' } });
        expect(gzip.headers()['content-encoding']).toBe('gzip');
        // Both decode to the same script.
        expect(await script.text()).toBe(await gzip.text());
    });
});
