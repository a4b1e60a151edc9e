import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';

import { expect, hydrated, test } from './fixtures';
import { adminApi, adminToken, shopApi } from './shop-api';

/**
 * The pages the brand's staff write in the CMS (issue 32), as a visitor reads them in Chinese
 * and English: a news article with its structured data and feed, a press release, the history
 * as a series, a brand page with live-priced watches and a video, each legal text with its
 * version; 404 for what the CMS does not hold, a changed slug's redirect, a draft's preview and
 * the sitemap. Each page is checked against what the Shop API serves.
 */
interface ApiEntry {
    path: string;
    title: string;
    summary: string;
    documentVersion: string | null;
}

const ENTRY_FIELDS = 'path title summary documentVersion';

async function entries(request: APIRequestContext, kind: string, language: string, take = 1): Promise<ApiEntry[]> {
    const data = await shopApi<{ contentEntries: { items: ApiEntry[] } }>(
        request,
        `query($o: ContentEntryListOptions!) { contentEntries(options: $o) { items { ${ENTRY_FIELDS} } } }`,
        { o: { kind, take } },
        language,
    );
    return data.contentEntries.items;
}

async function entry(request: APIRequestContext, kind: string, path: string, language: string): Promise<ApiEntry> {
    const data = await shopApi<{ contentEntry: ApiEntry | null }>(
        request,
        `query($k: ContentKind!, $p: String!) { contentEntry(kind: $k, path: $p) { ${ENTRY_FIELDS} } }`,
        { k: kind, p: path },
        language,
    );
    expect(data.contentEntry, `${kind} ${path}`).not.toBeNull();
    return data.contentEntry!;
}

const LEGAL_PATHS = [
    '/privacy-policy',
    '/terms-conditions',
    '/terms-of-use',
    '/member-club-terms',
    '/mini-program/terms-of-use',
    '/mini-program/distribution_service',
];

/**
 * Every legal text published: the demo's, or else one written here through the Admin API, so
 * that the pages are tested whether or not the shop's demo holds its legal texts.
 */
async function ensureLegalTexts(request: APIRequestContext): Promise<void> {
    let token: string | undefined;
    for (const path of LEGAL_PATHS) {
        const data = await shopApi<{ contentEntry: { path: string } | null }>(
            request,
            'query($p: String!) { contentEntry(kind: legal, path: $p) { path } }',
            { p: path },
        );
        if (data.contentEntry) continue;
        token ??= await adminToken(request);
        const created = await adminApi(
            request,
            token,
            `mutation($i: CreateContentEntryInput!) { createContentEntry(input: $i) { ... on ContentEntry { id } } }`,
            {
                i: {
                    kind: 'legal',
                    path,
                    documentVersion: '2026-01',
                    translations: ['zh', 'en', 'de'].map((languageCode) => ({
                        languageCode,
                        title: `${languageCode} ${path.slice(1)}`,
                        blocks: [{ type: 'richText', html: '<p>Template for counsel to review.</p>' }],
                    })),
                },
            },
        );
        await adminApi(request, token, 'mutation($id: ID!) { publishContentEntry(id: $id) { __typename } }', {
            id: created.createContentEntry!.id,
        });
    }
}

test.beforeAll(async ({ request }) => ensureLegalTexts(request));

const LANGUAGES = [
    { lang: 'zh', query: '' },
    { lang: 'en', query: '?lang=en' },
] as const;

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
    const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
    return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
}

for (const { lang, query } of LANGUAGES) {
    test.describe(`content pages in ${lang}`, () => {
        test('a news article from the list, with its hero, structured data and feed', async ({ page, request }) => {
            const [article] = await entries(request, 'news', lang);
            expect(article).toBeDefined();
            await page.goto(`/news${query}`);
            await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(1);
            const card = page.getByRole('link', { name: article!.title });
            await expect(card.first()).toBeVisible();
            await hydrated(page);
            await card.first().click();
            await expect(page).toHaveURL(new RegExp(`/news/details/${article!.path}`));
            await expect(heading(page)).toHaveText(article!.title);
            await expect(page.locator('.content-hero img')).toBeVisible();
            const ld = await jsonLd(page);
            const news = ld.find((d) => d['@type'] === 'NewsArticle');
            expect(news?.headline).toBe(article!.title);

            const rss = await request.get(`/news/rss.xml${query}`);
            expect(rss.status()).toBe(200);
            expect(rss.headers()['content-type']).toContain('application/rss+xml');
            const xml = await rss.text();
            expect(xml).toContain(`/news/details/${article!.path}`);
            expect(xml).toContain(`<language>${lang === 'zh' ? 'zh-CN' : 'en'}</language>`);
        });

        test('a press release, listed under its year', async ({ page, request }) => {
            const [release] = await entries(request, 'press', lang);
            await page.goto(`/press-lounge/press-releases${query}`);
            await expect(page.getByRole('link', { name: release!.title }).first()).toBeVisible();
            await page.goto(`/press-lounge/press-releases/${release!.path}${query}`);
            await expect(heading(page)).toHaveText(release!.title);
            await page.goto(`/press-lounge/press-releases/data${query}`);
            await expect(page.getByRole('table').first().getByRole('link', { name: release!.title })).toBeVisible();
        });

        test('a part of the history leads to the previous and next parts', async ({ page, request }) => {
            const [part2, part3, part4] = await Promise.all(
                [2, 3, 4].map((n) => entry(request, 'page', `/history/part-${n}`, lang)),
            );
            await page.goto(`/history/part-3${query}`);
            await expect(heading(page)).toHaveText(part3.title);
            await hydrated(page);
            const series = page.locator('.content-series');
            await series.locator('a[rel="next"]').click();
            await expect(page).toHaveURL(/\/history\/part-4/);
            await expect(heading(page)).toHaveText(part4.title);
            await series.locator('a[rel="prev"]').click();
            await expect(page).toHaveURL(/\/history\/part-3/);
            await series.locator('a[rel="prev"]').click();
            await expect(page).toHaveURL(/\/history\/part-2/);
            await expect(heading(page)).toHaveText(part2.title);
        });

        test('a brand page shows its watches priced live and plays its video', async ({ page, request }) => {
            const manufacture = await entry(request, 'page', '/about/manufacture', lang);
            await page.goto(`/about/manufacture${query}`);
            await expect(heading(page)).toHaveText(manufacture.title);
            const cards = page.locator('.content-products .card');
            await expect(cards.first()).toBeVisible();
            const sku = await cards.first().getAttribute('data-sku');
            const { variantsBySku } = await shopApi<{ variantsBySku: Array<{ priceWithTax: number }> }>(
                request,
                'query($s: [String!]!) { variantsBySku(skus: $s) { priceWithTax } }',
                { s: [sku] },
            );
            const yuan = Math.floor(variantsBySku[0]!.priceWithTax / 100).toLocaleString('en-US');
            await expect(cards.first().locator('.price')).toContainText(yuan);

            await hydrated(page);
            const play = page.locator('.content-video__play').first();
            const src = await play.getAttribute('data-video');
            expect(src).toBeTruthy();
            await play.click();
            await expect(page.locator('video.video-layer')).toHaveAttribute('src', src!);
        });

        test('each legal page shows its title and version', async ({ page, request }) => {
            for (const path of LEGAL_PATHS.slice(0, 4)) {
                const doc = await entry(request, 'legal', path, lang);
                await page.goto(`${path}${query}`);
                await expect(heading(page)).toHaveText(doc.title);
                await expect(page.getByTestId('document-version')).toContainText(doc.documentVersion ?? '');
                await expect(page.getByTestId('site-header')).toBeVisible();
            }
            for (const path of LEGAL_PATHS.slice(4)) {
                const doc = await entry(request, 'legal', path, lang);
                await page.goto(`${path}${query}`);
                await expect(heading(page)).toHaveText(doc.title);
                await expect(page.getByTestId('document-version')).toContainText(doc.documentVersion ?? '');
                await expect(page.getByTestId('site-header')).toHaveCount(0);
            }
        });
    });
}

test.describe('content pages', () => {
    test('what the CMS does not hold is 404', async ({ request }) => {
        for (const path of [
            '/news/details/nope',
            '/about/nope',
            '/press-lounge/press-releases/nope',
            '/history/part-9',
        ]) {
            expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
        }
        expect((await request.get('/news?page=999', { maxRedirects: 0 })).status()).toBe(404);
    });

    test('the news narrowed to a tag lists that tag’s articles only', async ({ page, request }) => {
        const { contentTags } = await shopApi<{ contentTags: Array<{ tag: string; count: number }> }>(
            request,
            'query { contentTags(kind: news) { tag count } }',
        );
        const smallest = [...contentTags].sort((a, b) => a.count - b.count)[0]!;
        const tagged = await shopApi<{ contentEntries: { items: ApiEntry[] } }>(
            request,
            'query($o: ContentEntryListOptions!) { contentEntries(options: $o) { items { title } } }',
            { o: { kind: 'news', tag: smallest.tag, take: 50 } },
        );
        await page.goto('/news');
        await hydrated(page);
        await page
            .getByRole('navigation', { name: '按主题筛选' })
            .locator(`a[href="/news?tag=${smallest.tag}"]`)
            .click();
        await expect(page).toHaveURL(new RegExp(`tag=${smallest.tag}`));
        await expect(page.locator('.entry-card')).toHaveCount(smallest.count);
        await expect(page.locator('.entry-card__title')).toHaveText(tagged.contentEntries.items.map((i) => i.title));
        await page.goto('/news?tag=no-such-tag');
        await expect(page.locator('.content-list__empty')).toBeVisible();
        await expect(page.locator('.entry-card')).toHaveCount(0);
    });

    test('the sitemap lists a news article with its languages', async ({ request }) => {
        const [article] = await entries(request, 'news', 'zh');
        const xml = await (await request.get('/sitemap.xml')).text();
        const url = xml.split('<url>').find((u) => u.includes(`/news/details/${article!.path}<`));
        expect(url).toBeDefined();
        expect(url).toContain('hreflang="zh-CN"');
        expect(url).toContain(`hreflang="en" href="`);
        expect(url).toContain(`/news/details/${article!.path}?lang=de"`);
        expect(xml).toContain('/about/manufacture<');
    });

    test('a changed slug answers 301, and a draft is seen only through its preview', async ({ page, request }) => {
        const token = await adminToken(request);
        const slug = `e2e-${Date.now()}`;
        const created = await adminApi(
            request,
            token,
            `mutation($i: CreateContentEntryInput!) { createContentEntry(input: $i) { ... on ContentEntry { id } ... on ShopFailure { errorCode } } }`,
            {
                i: {
                    kind: 'news',
                    path: slug,
                    tags: ['events'],
                    translations: [
                        {
                            languageCode: 'zh',
                            title: '预览中的文章',
                            summary: '尚未发布',
                            blocks: [{ type: 'richText', html: '<p>草稿正文</p>' }],
                        },
                    ],
                },
            },
        );
        const id = created.createContentEntry!.id;
        expect(id).toBeTruthy();

        // A draft: not on the shop, but through the preview link, never cached nor indexed.
        expect((await request.get(`/news/details/${slug}`)).status()).toBe(404);
        const preview = await adminApi(
            request,
            token,
            `mutation($id: ID!) { previewContentEntry(id: $id) { ... on ContentPreview { token } } }`,
            { id },
        );
        const previewToken = String(preview.previewContentEntry!.token);
        const previewPath = `/news/details/${slug}?preview=${encodeURIComponent(previewToken)}`;
        const answer = await request.get(previewPath);
        expect(answer.status()).toBe(200);
        expect(answer.headers()['cache-control']).toBe('private, no-store');
        await page.goto(previewPath);
        await expect(page.getByTestId('content-preview')).toBeVisible();
        await expect(heading(page)).toHaveText('预览中的文章');
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
        expect((await request.get(`/news/details/${slug}?preview=forged`)).status()).toBe(404);

        // Published, then moved to a new slug: the old one leads there.
        const publish = `mutation($id: ID!) { publishContentEntry(id: $id) { ... on ContentEntry { id } ... on ShopFailure { errorCode } } }`;
        await adminApi(request, token, publish, { id });
        expect((await request.get(`/news/details/${slug}`)).status()).toBe(200);
        await adminApi(
            request,
            token,
            `mutation($i: UpdateContentEntryInput!) { updateContentEntry(input: $i) { ... on ContentEntry { id } ... on ShopFailure { errorCode } } }`,
            { i: { id, path: `${slug}-moved` } },
        );
        await adminApi(request, token, publish, { id });
        const moved = await request.get(`/news/details/${slug}?lang=en`, { maxRedirects: 0 });
        expect(moved.status()).toBe(301);
        expect(moved.headers().location).toBe(`/news/details/${slug}-moved?lang=en`);

        await adminApi(
            request,
            token,
            `mutation($id: ID!) { archiveContentEntry(id: $id) { ... on ContentEntry { id } } }`,
            { id },
        );
        expect((await request.get(`/news/details/${slug}-moved`)).status()).toBe(404);
    });
});

test.describe('content pages accessibility', () => {
    for (const path of ['/news', '/about/manufacture']) {
        test(`${path} has no serious or critical axe violation`, async ({ page }) => {
            await page.goto(path);
            await hydrated(page);
            const results = await new AxeBuilder({ page }).analyze();
            const serious = results.violations
                .filter((v) => v.impact === 'serious' || v.impact === 'critical')
                .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
            expect(serious).toEqual([]);
        });
    }
});
