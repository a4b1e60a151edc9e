import { NEWS_PAGE_SIZE } from '@maison/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { startTestShop, type TestDatabase, type TestShop } from '../../../../e2e/test-shop';
import { ADMIN_LOGIN } from '../../reviews/e2e/graphql/admin-documents';
import { draftEntry, expectNothingRuns, hostileBlocks, publishedEntry } from './fixtures/content-fixtures';
import { ARCHIVE_ENTRY, ASSETS, PUBLISH_ENTRY, SCHEDULE_ENTRY, UPDATE_ENTRY } from './graphql/documents';

const databases: TestDatabase[] = inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];

interface Article {
    path: string;
    title: string;
    languageCode: string;
    publishedAt: string;
    blocks?: Array<{ type: string }>;
}

describe.each(databases)('/cms-api/ on %s', (db) => {
    let shop: TestShop;
    let adminToken: string;
    let assetId: string;

    const get = (path: string, headers: Record<string, string> = {}) =>
        fetch(`${shop.baseUrl}/cms-api/${path}`, { headers, redirect: 'manual' });
    const json = async <T>(path: string): Promise<T> => {
        const res = await get(path);
        expect(res.status).toBe(200);
        return (await res.json()) as T;
    };
    const admin = async (query: string, variables: Record<string, unknown>) => {
        const reply = await shop.admin(query, variables, adminToken);
        expect(reply.errors).toBeUndefined();
        return reply.data;
    };

    beforeAll(async () => {
        shop = await startTestShop({ name: `cms-api-${db}`, db, postgresUrl: inject('postgresUrl'), content: true });
        adminToken = (
            await shop.admin(ADMIN_LOGIN, {
                username: shop.env.SUPERADMIN_USERNAME,
                password: 'e2e-superadmin-password',
            })
        ).token!;
        const assets = await shop.admin<{ assets: { items: Array<{ id: string }> } }>(ASSETS, {}, adminToken);
        assetId = assets.data.assets.items[0].id;
    }, 300_000);

    afterAll(() => shop?.close());

    it('answers published content only: a draft, a scheduled and an archived entry are 404 until published', async () => {
        const draftId = await draftEntry(shop, adminToken, { kind: 'news', path: 'cms-draft', title: 'Draft' });
        const scheduledId = await draftEntry(shop, adminToken, {
            kind: 'news',
            path: 'cms-scheduled',
            title: 'Scheduled',
        });
        await admin(SCHEDULE_ENTRY, { id: scheduledId, publishAt: new Date(Date.now() + 3600_000).toISOString() });
        const archivedId = await publishedEntry(shop, adminToken, {
            kind: 'news',
            path: 'cms-archived',
            title: 'Archived',
        });
        await admin(ARCHIVE_ENTRY, { id: archivedId });

        for (const slug of ['cms-draft', 'cms-scheduled', 'cms-archived']) {
            const res = await get(`articles/${slug}`);
            expect(res.status).toBe(404);
            expect(await res.json()).toEqual({ status: 'CONTENT_NOT_FOUND' });
        }
        const before = (await json<{ items: Article[] }>('articles?page=1')).items.map((i) => i.path);
        for (const slug of ['cms-draft', 'cms-scheduled', 'cms-archived']) expect(before).not.toContain(slug);

        await admin(PUBLISH_ENTRY, { id: draftId });
        const article = await json<Article>('articles/cms-draft?lang=en');
        expect(article).toMatchObject({ path: 'cms-draft', title: 'Draft', languageCode: 'en' });
        expect(article.blocks?.map((b) => b.type)).toEqual(['richText']);
        const list = await json<{ items: Article[]; totalItems: number; page: number; pageSize: number }>('articles');
        expect(list).toMatchObject({ page: 1, pageSize: NEWS_PAGE_SIZE });
        expect(list.items.length).toBeLessThanOrEqual(NEWS_PAGE_SIZE);
        const dates = list.items.map((i) => i.publishedAt);
        expect(dates).toEqual([...dates].sort().reverse());
        const pages = Math.ceil(list.totalItems / NEWS_PAGE_SIZE);
        const everything = [];
        for (let page = 1; page <= pages; page++)
            everything.push(...(await json<{ items: Article[] }>(`articles?page=${page}`)).items.map((i) => i.path));
        expect(everything).toContain('cms-draft');
        expect(everything).toHaveLength(list.totalItems);
        expect((await get('articles/unknown-slug')).status).toBe(404);
    });

    it('serves no script, event handler or javascript: link saved in any block', async () => {
        await publishedEntry(shop, adminToken, {
            kind: 'page',
            path: '/about/cms-hostile',
            title: 'Hostile',
            blocks: hostileBlocks(assetId),
        });
        const res = await get('pages?path=/about/cms-hostile&lang=en');
        expect(res.status).toBe(200);
        const body = await res.text();
        expectNothingRuns(body);
        expect(body).toContain('Safe words');
        expect(JSON.parse(body).blocks).toHaveLength(7);
    });

    it('answers an ETag, then 304 to If-None-Match, and a new ETag after a publish', async () => {
        const id = await publishedEntry(shop, adminToken, {
            kind: 'press',
            path: 'etag-release',
            title: 'ETag release',
        });
        const first = await get('press-releases');
        expect(first.status).toBe(200);
        expect(first.headers.get('cache-control')).toBe('public, no-cache');
        const etag = first.headers.get('etag')!;
        expect(etag).toMatch(/^".+"$/);
        const again = await get('press-releases', { 'if-none-match': etag });
        expect(again.status).toBe(304);
        expect(again.headers.get('etag')).toBe(etag);
        // Another query of the same route is another answer.
        expect((await get('press-releases?lang=en')).headers.get('etag')).not.toBe(etag);

        await admin(UPDATE_ENTRY, { input: { id, tags: ['changed'] } });
        await admin(PUBLISH_ENTRY, { id });
        const after = await get('press-releases', { 'if-none-match': etag });
        expect(after.status).toBe(200);
        expect(after.headers.get('etag')).not.toBe(etag);
        const year = new Date(Date.now() + 8 * 3600_000).getUTCFullYear();
        expect((await json<{ items: Article[] }>(`press-releases?year=${year}`)).items.map((i) => i.path)).toContain(
            'etag-release',
        );
        expect((await json<{ items: Article[] }>(`press-releases?year=${year - 5}`)).items).toEqual([]);
    });

    it('refuses a query it cannot read with 400 and the INVALID code, naming the parameter', async () => {
        for (const [path, field] of [
            ['articles?page=0', 'page'],
            ['articles?page=abc', 'page'],
            ['articles?lang=fr', 'lang'],
            [`articles?tag=${'x'.repeat(100)}`, 'tag'],
            ['press-releases?year=1800', 'year'],
            ['media?type=poster', 'type'],
            ['pages', 'path'],
            ['pages?path=about', 'path'],
            ['articles?sort=oldest', 'sort'],
            ['articles/Not%20A%20Slug', 'slug'],
        ] as const) {
            const res = await get(path);
            expect(res.status, path).toBe(400);
            const body = (await res.json()) as { status: string; fields: Record<string, string> };
            expect(body.status).toBe('INVALID');
            expect(Object.keys(body.fields).join(','), path).toContain(field);
        }
    });

    it('moves a changed slug with a 301 to the new address', async () => {
        const id = await publishedEntry(shop, adminToken, { kind: 'news', path: 'cms-old-slug', title: 'Moving' });
        await admin(UPDATE_ENTRY, { input: { id, path: 'cms-new-slug' } });
        await admin(PUBLISH_ENTRY, { id });
        const moved = await get('articles/cms-old-slug?lang=de');
        expect(moved.status).toBe(301);
        expect(moved.headers.get('location')).toBe('/cms-api/articles/cms-new-slug?lang=de');
        expect(await json<Article>('articles/cms-new-slug')).toMatchObject({ path: 'cms-new-slug' });

        const page = await publishedEntry(shop, adminToken, {
            kind: 'page',
            path: '/heritage/old-name',
            title: 'Old name',
        });
        await admin(UPDATE_ENTRY, { input: { id: page, path: '/heritage/new-name' } });
        await admin(PUBLISH_ENTRY, { id: page });
        const movedPage = await get('pages?path=/heritage/old-name');
        expect(movedPage.status).toBe(301);
        expect(movedPage.headers.get('location')).toBe('/cms-api/pages?path=%2Fheritage%2Fnew-name&lang=zh');
    });

    it('lists media by type, with their files', async () => {
        await publishedEntry(shop, adminToken, {
            kind: 'media',
            path: 'e2e-press-kit',
            title: 'Press kit',
            mediaType: 'pressKit',
            blocks: [{ type: 'downloads', files: [{ assetId, label: 'Press kit' }] }],
        });
        await publishedEntry(shop, adminToken, {
            kind: 'media',
            path: 'e2e-picture',
            title: 'A picture',
            mediaType: 'picture',
        });
        const kits = await json<{
            items: Array<{
                path: string;
                mediaType: string;
                blocks: Array<{ type: string; files: Array<{ asset: { src: string } }> }>;
            }>;
        }>('media?type=pressKit');
        expect(kits.items.map((i) => i.path)).toContain('e2e-press-kit');
        expect(kits.items.every((i) => i.mediaType === 'pressKit')).toBe(true);
        const kit = kits.items.find((i) => i.path === 'e2e-press-kit')!;
        expect(kit.blocks[0].files[0].asset.src).toMatch(/\/assets\//);
        const all = await json<{ totalItems: number; items: Array<{ path: string }> }>('media');
        expect(all.totalItems).toBeGreaterThanOrEqual(2);
        const pictures = await json<{ items: Array<{ path: string; mediaType: string }> }>('media?type=picture');
        expect(pictures.items.every((i) => i.mediaType === 'picture')).toBe(true);
    });
});
