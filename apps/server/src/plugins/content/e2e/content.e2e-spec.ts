import { demoContent } from '@maison/demo-catalogue';
import { MEMBER_TERMS_VERSION, PRIVACY_POLICY_VERSION } from '@maison/shared';
import { ConfigService, LanguageCode, RequestContextService, TransactionalConnection } from '@vendure/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { signInStaff } from '../../../../e2e/staff';
import { startTestShop, type TestDatabase, type TestShop } from '../../../../e2e/test-shop';
import { ADMIN_LOGIN, CREATE_ADMINISTRATOR } from '../../reviews/e2e/graphql/admin-documents';
import { publishScheduledContentTask } from '../config/publish-scheduled-task';
import { CONTENT_ROLES } from '../constants';
import { ContentEntry } from '../entities/content-entry.entity';
import { ContentRevision } from '../entities/content-revision.entity';
import { ContentPreviewKey } from '../services/content-preview-key';
import { ContentSeedService } from '../services/content-seed.service';
import { ContentPublishingService } from '../services/content-publishing.service';
import { signPreviewToken } from '../services/preview-token';
import { LegalDocumentsService } from '../services/legal-documents.service';
import {
    type AdminEntry,
    ALL_HOSTILE,
    draftEntry,
    type EntryResult,
    expectNothingRuns,
    HOSTILE,
    hostileBlocks,
    publishedEntry,
    translations,
} from './fixtures/content-fixtures';
import {
    ADMIN_ENTRY,
    ARCHIVE_ENTRY,
    ASSETS,
    CREATE_ENTRY,
    DELETE_ENTRY,
    PREVIEW_ENTRY,
    PUBLISH_ENTRY,
    RESTORE_REVISION,
    ROLES,
    SCHEDULE_ENTRY,
    SHOP_ENTRIES,
    SHOP_ENTRY,
    SHOP_TAGS_YEARS,
    UNPUBLISH_ENTRY,
    UPDATE_ENTRY,
} from './graphql/documents';

const databases: TestDatabase[] = inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];

interface ShopEntry {
    id: string;
    path: string;
    languageCode: string;
    languages: string[];
    title: string;
    tags: string[];
    blocks: Array<Record<string, unknown>>;
    documentVersion: string | null;
    heroAsset: { id: string } | null;
    previous: { path: string; title: string } | null;
    next: { path: string; title: string } | null;
}

describe.each(databases)('content on %s', (db) => {
    let shop: TestShop;
    let adminToken: string;
    let assetId: string;

    const admin = async <T>(query: string, variables: Record<string, unknown> = {}, token = adminToken) => {
        const reply = await shop.admin<T>(query, variables, token);
        expect(reply.errors).toBeUndefined();
        return reply.data;
    };
    /** The shop's answer for an entry, as the storefront asks for it in `lang`. */
    const shopEntry = async (kind: string, path: string, lang = 'zh', previewToken?: string) => {
        const res = await fetch(`${shop.baseUrl}/shop-api?languageCode=${lang}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: SHOP_ENTRY, variables: { kind, path, previewToken } }),
        });
        const body = (await res.json()) as { data: { contentEntry: ShopEntry | null }; errors?: unknown };
        expect(body.errors).toBeUndefined();
        return body.data.contentEntry;
    };
    const entryResult = (data: Record<string, EntryResult>) => Object.values(data)[0];
    const version = async () =>
        ((await (await fetch(`${shop.baseUrl}/catalogue-version`)).json()) as { version: string }).version;

    beforeAll(async () => {
        shop = await startTestShop({ name: `content-${db}`, db, postgresUrl: inject('postgresUrl'), content: true });
        adminToken = (
            await shop.admin(ADMIN_LOGIN, {
                username: shop.env.SUPERADMIN_USERNAME,
                password: 'e2e-superadmin-password',
            })
        ).token!;
        assetId = (await admin<{ assets: { items: Array<{ id: string }> } }>(ASSETS)).assets.items[0].id;
    }, 300_000);

    afterAll(() => shop?.close());

    it('has loaded the demo content once, each entry published on its date, its files as assets', async () => {
        const demo = demoContent();
        const news = demo.entries.filter((e) => e.kind === 'news');
        const listed = await shop.shop<{ contentEntries: { totalItems: number } }>(SHOP_ENTRIES, {
            options: { kind: 'news' },
        });
        expect(listed.data.contentEntries.totalItems).toBe(news.length);
        // A shop with content is left as staff keep it.
        expect(await shop.app.get(ContentSeedService).seedContent(demo, '/nonexistent')).toEqual({
            entries: 0,
            assets: 0,
        });

        const first = news[0];
        const article = (await shopEntry('news', first.path, 'de'))!;
        expect(article).toMatchObject({ title: first.translations.de.title, languages: ['zh', 'en', 'de'] });
        expect(new Date((article as unknown as { publishedAt: string }).publishedAt).toISOString()).toBe(
            new Date(first.publishedAt).toISOString(),
        );
        if (first.hero) expect(article.heroAsset).not.toBeNull();
        expect(article.blocks.length).toBeGreaterThan(0);

        const withDownloads = demo.entries.find((e) => e.translations.zh.blocks.some((b) => b.type === 'downloads'))!;
        const kind = withDownloads.kind;
        const served = (await shopEntry(kind, withDownloads.path))!;
        const downloads = served.blocks.find((b) => b.type === 'downloads') as {
            files: Array<{ asset: { src: string; mimeType: string } }>;
        };
        expect(downloads.files[0].asset).toMatchObject({ src: expect.stringMatching(/\/assets\/source\//) });
        expect(await shopEntry('legal', '/privacy-policy')).toMatchObject({ documentVersion: PRIVACY_POLICY_VERSION });
    });

    it('shows a draft, a scheduled entry before its time and an archived one nowhere; a publication at the next request', async () => {
        const newsCount = async () =>
            (await shop.shop<{ contentEntries: { totalItems: number } }>(SHOP_ENTRIES, { options: { kind: 'news' } }))
                .data.contentEntries.totalItems;
        const countBefore = await newsCount();
        const draftId = await draftEntry(shop, adminToken, { kind: 'news', path: 'a-draft', title: 'A draft' });
        expect(await shopEntry('news', 'a-draft')).toBeNull();

        const scheduledId = await draftEntry(shop, adminToken, {
            kind: 'news',
            path: 'scheduled-news',
            title: 'Scheduled',
        });
        const publishAt = new Date(Date.now() + 3600_000);
        const scheduled = entryResult(
            await admin(SCHEDULE_ENTRY, { id: scheduledId, publishAt: publishAt.toISOString() }),
        );
        expect(scheduled).toMatchObject({ state: 'scheduled' });
        expect(await shopEntry('news', 'scheduled-news')).toBeNull();

        const archivedId = await publishedEntry(shop, adminToken, {
            kind: 'news',
            path: 'archived-news',
            title: 'Archived',
        });
        expect(await shopEntry('news', 'archived-news')).not.toBeNull();
        expect(entryResult(await admin(ARCHIVE_ENTRY, { id: archivedId }))).toMatchObject({
            state: 'archived',
            livePath: null,
        });
        expect(await shopEntry('news', 'archived-news')).toBeNull();
        const republished = entryResult(await admin(PUBLISH_ENTRY, { id: archivedId }));
        expect(republished).toMatchObject({ __typename: 'ShopFailure', errorCode: 'CONTENT_STATE_CONFLICT' });

        const list = await shop.shop<{ contentEntries: { items: Array<{ path: string }> } }>(SHOP_ENTRIES, {
            options: { kind: 'news' },
        });
        const listed = list.data.contentEntries.items.map((i) => i.path);
        expect(listed).not.toContain('a-draft');
        expect(listed).not.toContain('scheduled-news');
        expect(listed).not.toContain('archived-news');
        // Nor on any later page: the count is what it was.
        expect(await newsCount()).toBe(countBefore);

        expect(entryResult(await admin(PUBLISH_ENTRY, { id: draftId }))).toMatchObject({
            state: 'published',
            livePath: 'a-draft',
        });
        expect(await shopEntry('news', 'a-draft')).toMatchObject({ path: 'a-draft', title: 'A draft（中文）' });
        expect(await shopEntry('news', 'a-draft', 'en')).toMatchObject({
            title: 'A draft',
            languageCode: 'en',
            languages: ['zh', 'en'],
        });
        // German is not written: the Chinese text stands in.
        expect(await shopEntry('news', 'a-draft', 'de')).toMatchObject({
            title: 'A draft（中文）',
            languageCode: 'zh',
        });

        const publishing = shop.app.get(ContentPublishingService);
        const ctx = await shop.app
            .get(RequestContextService)
            .create({ apiType: 'admin', languageCode: LanguageCode.zh });
        expect(await publishing.publishDue(ctx, new Date(publishAt.getTime() - 60_000))).toBe(0);
        expect(await shopEntry('news', 'scheduled-news')).toBeNull();
        const before = await version();
        expect(await publishing.publishDue(ctx, new Date(publishAt.getTime() + 1000))).toBe(1);
        expect(await version()).not.toBe(before);
        const due = (await shopEntry('news', 'scheduled-news')) as unknown as { title: string; publishedAt: string };
        expect(due).toMatchObject({ title: 'Scheduled（中文）' });
        // It bears the date it was scheduled for, not the minute the task came round.
        expect(new Date(due.publishedAt).toISOString()).toBe(publishAt.toISOString());

        const past = entryResult(
            await admin(SCHEDULE_ENTRY, { id: draftId, publishAt: new Date(Date.now() - 1000).toISOString() }),
        );
        expect(past).toMatchObject({ errorCode: 'CONTENT_STATE_CONFLICT' });
    });

    it('holds a scheduled path, and publishes what is due entry by entry: one whose path was taken stays scheduled, a draft saved since stays the draft', async () => {
        const publishAt = new Date(Date.now() + 7200_000);
        const schedule = async (id: string, at: Date) =>
            expect(entryResult(await admin(SCHEDULE_ENTRY, { id, publishAt: at.toISOString() }))).toMatchObject({
                state: 'scheduled',
            });
        // Scheduled at one slug, then its draft moved: the scheduled slug stays the entry's.
        const blocked = await draftEntry(shop, adminToken, { kind: 'news', path: 'due-clash', title: 'Blocked' });
        await schedule(blocked, publishAt);
        await admin(UPDATE_ENTRY, { input: { id: blocked, path: 'due-clash-moved' } });
        const squatter = entryResult(
            await admin(CREATE_ENTRY, { input: { kind: 'news', path: 'due-clash', translations: translations('x') } }),
        );
        expect(squatter).toMatchObject({ errorCode: 'CONTENT_PATH_TAKEN' });
        // Were it taken all the same (a schedule the check did not see), publishing checks again.
        await shop.app
            .get(TransactionalConnection)
            .rawConnection.getRepository(ContentEntry)
            .update({ id: blocked }, { scheduledPath: null });
        const holder = await publishedEntry(shop, adminToken, { kind: 'news', path: 'due-clash', title: 'Holder' });
        const later = await draftEntry(shop, adminToken, { kind: 'news', path: 'due-later', title: 'Later' });
        await schedule(later, new Date(publishAt.getTime() + 1000));
        await admin(UPDATE_ENTRY, { input: { id: later, translations: translations('Later, edited') } });

        // The task that runs this every minute is the server's.
        const tasks = shop.app.get(ConfigService).schedulerOptions.tasks.map((t) => t.id);
        expect(tasks).toContain(publishScheduledContentTask.id);

        const publishing = shop.app.get(ContentPublishingService);
        const ctx = await shop.app.get(RequestContextService).create({ apiType: 'admin' });
        expect(await publishing.publishDue(ctx, new Date(publishAt.getTime() + 60_000))).toBe(1);
        expect(await shopEntry('news', 'due-clash', 'en')).toMatchObject({ id: holder, title: 'Holder' });
        expect((await admin<{ contentEntry: EntryResult }>(ADMIN_ENTRY, { id: blocked })).contentEntry).toMatchObject({
            state: 'scheduled',
        });
        expect(await shopEntry('news', 'due-later', 'en')).toMatchObject({ title: 'Later' });
        type Revisions = {
            contentEntry: EntryResult & {
                revisions: { items: Array<{ action: string; live: boolean; authorName: string | null }> };
            };
        };
        const after = (await admin<Revisions>(ADMIN_ENTRY, { id: later })).contentEntry;
        expect(after).toMatchObject({ state: 'published', hasUnpublishedChanges: true });
        expect((after as AdminEntry).translations.find((t) => t.languageCode === 'en')?.title).toBe('Later, edited');
        expect(after.revisions.items.find((r) => r.live)).toMatchObject({ action: 'published', authorName: null });
    });

    it('empties the hero picture and the series of a draft given null, and keeps them when left out', async () => {
        const created = await admin<{ createContentEntry: { id: string } }>(CREATE_ENTRY, {
            input: {
                kind: 'page',
                path: '/about/cleared',
                heroAssetId: assetId,
                series: 'cleared',
                translations: [{ languageCode: 'zh', title: '清空', blocks: [] }],
            },
        });
        const id = created.createContentEntry.id;
        const read = async () =>
            (
                await admin<{ contentEntry: { heroAsset: { id: string } | null; series: string | null } }>(
                    `query ($id: ID!) { contentEntry(id: $id) { heroAsset { id } series } }`,
                    { id },
                )
            ).contentEntry;
        await admin(UPDATE_ENTRY, { input: { id, tags: ['kept'] } });
        expect(await read()).toEqual({ heroAsset: { id: assetId }, series: 'cleared' });
        await admin(UPDATE_ENTRY, { input: { id, heroAssetId: null, series: null } });
        expect(await read()).toEqual({ heroAsset: null, series: null });
    });

    it('never serves a script, an event handler or a javascript: link saved in any block', async () => {
        await publishedEntry(shop, adminToken, {
            kind: 'page',
            path: '/about/hostile',
            title: `Hostile ${HOSTILE.script}${HOSTILE.doubled}`,
            blocks: hostileBlocks(assetId),
        });
        const entry = (await shopEntry('page', '/about/hostile', 'en'))!;
        const served = JSON.stringify(entry);
        expectNothingRuns(served);
        expect(entry.title).toMatch(/^Hostile/);
        expect(entry.title).not.toMatch(/<[a-z/!?]/i);
        expect(entry.blocks.map((b) => b.type)).toEqual([
            'richText',
            'quote',
            'picture',
            'gallery',
            'video',
            'cta',
            'downloads',
        ]);
        expect(served).toContain('Safe words');
        expect(served).toContain('Shop now');
        expect(served).toContain('Fact sheet');
        expect(entry.blocks[2]).toMatchObject({
            type: 'picture',
            asset: { id: assetId, mimeType: expect.stringMatching(/^image\//) },
        });
        expect((entry.blocks[2].asset as { src: string }).src).toMatch(/^http:\/\/.*\/assets\/preview\//);
        // What staff see of the saved draft is clean too: it was sanitised on save.
        const { data } = await shop.admin<{ contentEntries: { items: Array<{ translations: unknown }> } }>(
            `query { contentEntries(options: { filter: { path: { eq: "/about/hostile" } } }) { items { translations { title blocks } } } }`,
            {},
            adminToken,
        );
        expectNothingRuns(JSON.stringify(data));

        const badLink = entryResult(
            await admin(CREATE_ENTRY, {
                input: {
                    kind: 'page',
                    path: '/about/bad-link',
                    translations: translations('Bad link', [{ type: 'cta', label: 'Go', href: 'javascript:alert(1)' }]),
                },
            }),
        );
        expect(badLink).toMatchObject({ errorCode: 'INVALID_CONTENT_INPUT', field: 'translations.0.blocks.0.href' });
    });

    it('serves texts plain even from a revision written past the checks of a save', async () => {
        const ids = [];
        for (const [position, name] of ['raw-one', 'raw-two'].entries())
            ids.push(
                await publishedEntry(shop, adminToken, {
                    kind: 'page',
                    path: `/about/${name}`,
                    title: name,
                    series: 'e2e-raw',
                    position,
                }),
            );
        // Straight into the live revisions, as a revision kept before a rule tightened would be.
        const db = shop.app.get(TransactionalConnection).rawConnection;
        for (const id of ids) {
            const entry = await db.getRepository(ContentEntry).findOneByOrFail({ id });
            const revision = await db.getRepository(ContentRevision).findOneByOrFail({ id: entry.liveRevisionId! });
            revision.snapshot.tags = [`tag${HOSTILE.script}`];
            revision.snapshot.series = 'e2e-raw';
            for (const t of revision.snapshot.translations)
                Object.assign(t, {
                    title: `Raw ${ALL_HOSTILE}`,
                    summary: ALL_HOSTILE,
                    seoTitle: ALL_HOSTILE,
                    seoDescription: ALL_HOSTILE,
                    blocks: hostileBlocks(assetId),
                });
            await db.getRepository(ContentRevision).save(revision);
        }
        const entry = (await shopEntry('page', '/about/raw-one', 'en'))!;
        expect(entry.title).toMatch(/^Raw /);
        expect(entry.next).toMatchObject({ path: '/about/raw-two', title: expect.stringMatching(/^Raw /) });
        // Every text but rich text's HTML (sanitised as HTML) holds no tag at all.
        const texts = (served: { blocks: ReadonlyArray<Record<string, unknown>> }) =>
            JSON.stringify({ ...served, blocks: served.blocks.filter((b) => b.type !== 'richText') });
        expectNothingRuns(JSON.stringify(entry));
        expect(texts(entry)).not.toMatch(/<[a-z/!?]/i);
        const list = await shop.shop(SHOP_ENTRIES, { options: { kind: 'page', series: 'e2e-raw' } });
        expect(JSON.stringify(list.data)).not.toMatch(/<[a-z/!?]/i);
        const api = await (await fetch(`${shop.baseUrl}/cms-api/pages?path=/about/raw-two&lang=en`)).text();
        expect(api).toContain('Raw ');
        expectNothingRuns(api);
        expect(texts(JSON.parse(api))).not.toMatch(/<[a-z/!?]/i);
    });

    it('refuses a path of the wrong shape, a missing Chinese text, a missing asset and a taken path', async () => {
        const create = async (input: Record<string, unknown>) => entryResult(await admin(CREATE_ENTRY, { input }));
        expect(
            await create({ kind: 'page', path: '/not-a-brand-page', translations: translations('x') }),
        ).toMatchObject({
            errorCode: 'INVALID_CONTENT_INPUT',
            field: 'path',
        });
        expect(await create({ kind: 'news', path: 'Has Spaces', translations: translations('x') })).toMatchObject({
            field: 'path',
        });
        expect(
            await create({
                kind: 'news',
                path: 'english-only',
                translations: [{ languageCode: 'en', title: 'Only English' }],
            }),
        ).toMatchObject({ field: 'translations' });
        expect(
            await create({
                kind: 'news',
                path: 'lost-picture',
                translations: translations('x', [{ type: 'picture', assetId: '999999' }]),
            }),
        ).toMatchObject({ errorCode: 'INVALID_CONTENT_INPUT', field: 'translations.0.blocks.0' });
        await draftEntry(shop, adminToken, { kind: 'campaign', path: '/e2e-campaign', title: 'A campaign' });
        expect(
            await create({ kind: 'campaign', path: '/e2e-campaign', translations: translations('again') }),
        ).toMatchObject({
            errorCode: 'CONTENT_PATH_TAKEN',
        });
    });

    it('seeds the editor and publisher roles; an editor saves drafts but cannot publish', async () => {
        const roles = (
            await admin<{ roles: { items: Array<{ id: string; code: string; permissions: string[] }> } }>(ROLES)
        ).roles.items;
        const editorRole = roles.find((r) => r.code === CONTENT_ROLES.editor.code)!;
        const publisherRole = roles.find((r) => r.code === CONTENT_ROLES.publisher.code)!;
        expect(editorRole.permissions).toEqual(
            expect.arrayContaining(['EditContent', 'ReadAsset', 'CreateAsset', 'ReadCatalog']),
        );
        expect(editorRole.permissions).not.toContain('PublishContent');
        expect(publisherRole.permissions).toEqual(expect.arrayContaining(['EditContent', 'PublishContent']));

        await admin(CREATE_ADMINISTRATOR, {
            input: {
                firstName: 'Lin',
                lastName: 'Editor',
                emailAddress: 'editor@example.com',
                password: 'staff-password-1',
                roleIds: [editorRole.id],
            },
        });
        const editorToken = (
            await shop.admin(ADMIN_LOGIN, { username: 'editor@example.com', password: 'staff-password-1' })
        ).token!;
        const id = await draftEntry(shop, editorToken, { kind: 'news', path: 'by-an-editor', title: 'By an editor' });
        const saved = entryResult(await admin(UPDATE_ENTRY, { input: { id, tags: ['craft'] } }, editorToken));
        expect(saved).toMatchObject({ tags: ['craft'] });
        const revisions = (
            await admin<{ contentEntry: { revisions: { items: Array<{ authorName: string }> } } }>(ADMIN_ENTRY, { id })
        ).contentEntry.revisions.items;
        expect(revisions[0].authorName).toBe('Lin Editor');

        for (const mutation of [PUBLISH_ENTRY, ARCHIVE_ENTRY, UNPUBLISH_ENTRY]) {
            const refused = await shop.admin(mutation, { id }, editorToken);
            expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
        }
        const scheduling = await shop.admin(
            SCHEDULE_ENTRY,
            { id, publishAt: new Date(Date.now() + 60_000).toISOString() },
            editorToken,
        );
        expect(scheduling.errors?.[0].extensions?.code).toBe('FORBIDDEN');
        expect((await shop.admin(DELETE_ENTRY, { id }, editorToken)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
        expect(await shopEntry('news', 'by-an-editor')).toBeNull();

        const publisherToken = await signInStaff(shop, adminToken, 'content-publisher-staff', [
            'EditContent',
            'PublishContent',
        ]);
        expect(entryResult(await admin(PUBLISH_ENTRY, { id }, publisherToken))).toMatchObject({ state: 'published' });
    });

    it('lists revisions newest first and serves a restored revision once it is published', async () => {
        const id = await publishedEntry(shop, adminToken, { kind: 'press', path: 'first-words', title: 'First words' });
        await admin(UPDATE_ENTRY, { input: { id, translations: translations('Second words') } });
        // A published entry goes on showing what was published until the draft is.
        expect(await shopEntry('press', 'first-words', 'en')).toMatchObject({ title: 'First words' });
        const draft = (await admin<{ contentEntry: EntryResult }>(ADMIN_ENTRY, { id })).contentEntry;
        expect(draft).toMatchObject({ hasUnpublishedChanges: true });
        await admin(PUBLISH_ENTRY, { id });
        expect(await shopEntry('press', 'first-words', 'en')).toMatchObject({ title: 'Second words' });

        type Revisions = {
            contentEntry: {
                revisions: {
                    totalItems: number;
                    items: Array<{
                        id: string;
                        action: string;
                        live: boolean;
                        translations: Array<{ languageCode: string; title: string }>;
                    }>;
                };
            };
        };
        const revisions = (await admin<Revisions>(ADMIN_ENTRY, { id })).contentEntry.revisions.items;
        expect(revisions.map((r) => r.action)).toEqual(['published', 'saved', 'published', 'saved']);
        expect(revisions.map((r) => r.live)).toEqual([true, false, false, false]);
        const first = revisions[3];
        expect(first.translations.find((t) => t.languageCode === 'en')!.title).toBe('First words');

        const restored = entryResult(await admin(RESTORE_REVISION, { revisionId: first.id }));
        expect(restored).toMatchObject({ hasUnpublishedChanges: true });
        expect(await shopEntry('press', 'first-words', 'en')).toMatchObject({ title: 'Second words' });
        await admin(PUBLISH_ENTRY, { id });
        expect(await shopEntry('press', 'first-words', 'en')).toMatchObject({ title: 'First words' });
        const after = (await admin<Revisions>(ADMIN_ENTRY, { id })).contentEntry.revisions.items;
        expect(after.slice(0, 2).map((r) => r.action)).toEqual(['published', 'restored']);

        // A revision that would not pass a save today is not restored either.
        const db = shop.app.get(TransactionalConnection).rawConnection.getRepository(ContentRevision);
        const kept = await db.findOneByOrFail({ id: first.id });
        kept.snapshot.path = 'Not A Slug';
        await db.save(kept);
        expect(entryResult(await admin(RESTORE_REVISION, { revisionId: first.id }))).toMatchObject({
            errorCode: 'INVALID_CONTENT_INPUT',
            field: 'path',
        });
    });

    it('answers a changed slug with the entry at its new path, and keeps the old one from others', async () => {
        const id = await publishedEntry(shop, adminToken, { kind: 'news', path: 'old-slug', title: 'Moving' });
        await admin(UPDATE_ENTRY, { input: { id, path: 'new-slug' } });
        expect(await shopEntry('news', 'old-slug')).toMatchObject({ path: 'old-slug' });
        expect(await shopEntry('news', 'new-slug')).toBeNull();
        await admin(PUBLISH_ENTRY, { id });
        expect(await shopEntry('news', 'new-slug')).toMatchObject({ id, path: 'new-slug' });
        expect(await shopEntry('news', 'old-slug')).toMatchObject({ id, path: 'new-slug' });
        const squatter = entryResult(
            await admin(CREATE_ENTRY, { input: { kind: 'news', path: 'old-slug', translations: translations('x') } }),
        );
        expect(squatter).toMatchObject({ errorCode: 'CONTENT_PATH_TAKEN' });
        // Moving back makes the old path the entry's own again.
        await admin(UPDATE_ENTRY, { input: { id, path: 'old-slug' } });
        await admin(PUBLISH_ENTRY, { id });
        expect(await shopEntry('news', 'old-slug')).toMatchObject({ path: 'old-slug' });
        expect(await shopEntry('news', 'new-slug')).toMatchObject({ path: 'old-slug' });
    });

    it('answers the path an entry was taken back from once it is published again at another', async () => {
        const id = await publishedEntry(shop, adminToken, { kind: 'news', path: 'taken-back', title: 'Back' });
        expect(entryResult(await admin(UNPUBLISH_ENTRY, { id }))).toMatchObject({ state: 'draft', livePath: null });
        expect(await shopEntry('news', 'taken-back')).toBeNull();
        await admin(UPDATE_ENTRY, { input: { id, path: 'brought-back' } });
        // Its last address is still the entry's: no other entry takes it meanwhile.
        const squatter = entryResult(
            await admin(CREATE_ENTRY, { input: { kind: 'news', path: 'taken-back', translations: translations('x') } }),
        );
        expect(squatter).toMatchObject({ errorCode: 'CONTENT_PATH_TAKEN' });
        await admin(PUBLISH_ENTRY, { id });
        expect(await shopEntry('news', 'taken-back')).toMatchObject({ id, path: 'brought-back' });
        const moved = await fetch(`${shop.baseUrl}/cms-api/articles/taken-back`, { redirect: 'manual' });
        expect(moved.status).toBe(301);
        expect(moved.headers.get('location')).toBe('/cms-api/articles/brought-back?lang=zh');
    });

    it('moves the catalogue version on a publication, an unpublication and a deletion, not on a save', async () => {
        const before = await version();
        const id = await draftEntry(shop, adminToken, { kind: 'campaign', path: '/autumn', title: 'Autumn' });
        expect(await version()).toBe(before);
        await admin(PUBLISH_ENTRY, { id });
        const published = await version();
        expect(published).not.toBe(before);
        await admin(UPDATE_ENTRY, { input: { id, translations: translations('Autumn, again') } });
        expect(await version()).toBe(published);
        await admin(UNPUBLISH_ENTRY, { id });
        const unpublished = await version();
        expect(unpublished).not.toBe(published);
        expect(await shopEntry('campaign', '/autumn')).toBeNull();
        expect(
            (await admin<{ deleteContentEntry: { result: string } }>(DELETE_ENTRY, { id })).deleteContentEntry.result,
        ).toBe('DELETED');
        expect(await version()).not.toBe(unpublished);
        expect(await admin<{ contentEntry: null }>(ADMIN_ENTRY, { id })).toEqual({ contentEntry: null });
    });

    it('shows the draft to a valid preview link only', async () => {
        const id = await draftEntry(shop, adminToken, { kind: 'news', path: 'preview-me', title: 'Preview me' });
        const preview = (
            await admin<{ previewContentEntry: { url: string; token: string; expiresAt: string } }>(PREVIEW_ENTRY, {
                id,
            })
        ).previewContentEntry;
        expect(preview.url).toBe(
            `${shop.env.PUBLIC_URL}/news/details/preview-me?preview=${encodeURIComponent(preview.token)}`,
        );
        expect(new Date(preview.expiresAt).getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
        expect(await shopEntry('news', 'preview-me', 'en', preview.token)).toMatchObject({ title: 'Preview me' });
        expect(await shopEntry('news', 'preview-me')).toBeNull();

        const last = preview.token.at(-1) === 'A' ? 'B' : 'A';
        expect(await shopEntry('news', 'preview-me', 'en', `${preview.token.slice(0, -1)}${last}`)).toBeNull();
        const expired = signPreviewToken(id, new Date(Date.now() - 1000), shop.app.get(ContentPreviewKey).key);
        expect(await shopEntry('news', 'preview-me', 'en', expired)).toBeNull();
        // A token is for its entry only.
        const other = await publishedEntry(shop, adminToken, { kind: 'news', path: 'other-news', title: 'Other' });
        await admin(UPDATE_ENTRY, { input: { id: other, translations: translations('Other, edited') } });
        expect(await shopEntry('news', 'other-news', 'en', preview.token)).toMatchObject({ title: 'Other' });
    });

    it('lists a series with its neighbours, tags with counts, years, the sitemap and the legal versions', async () => {
        for (const [position, part] of ['part-a', 'part-b', 'part-c'].entries()) {
            await publishedEntry(shop, adminToken, {
                kind: 'page',
                path: `/heritage/${part}`,
                title: `Heritage ${part}`,
                series: 'e2e-heritage',
                position,
            });
        }
        const middle = (await shopEntry('page', '/heritage/part-b', 'en'))!;
        expect(middle.previous).toEqual({ path: '/heritage/part-a', title: 'Heritage part-a' });
        expect(middle.next).toEqual({ path: '/heritage/part-c', title: 'Heritage part-c' });
        const series = await shop.shop<{ contentEntries: { items: Array<{ path: string }> } }>(SHOP_ENTRIES, {
            options: { kind: 'page', series: 'e2e-heritage' },
        });
        expect(series.data.contentEntries.items.map((i) => i.path)).toEqual([
            '/heritage/part-a',
            '/heritage/part-b',
            '/heritage/part-c',
        ]);

        await publishedEntry(shop, adminToken, {
            kind: 'news',
            path: 'tagged-one',
            title: 'Tagged one',
            tags: ['e2e-watchmaking', 'e2e-heritage'],
        });
        await publishedEntry(shop, adminToken, {
            kind: 'news',
            path: 'tagged-two',
            title: 'Tagged two',
            tags: ['E2E-Watchmaking'],
        });
        const tagged = await shop.shop<{ contentEntries: { totalItems: number; items: Array<{ path: string }> } }>(
            SHOP_ENTRIES,
            {
                options: { kind: 'news', tag: 'e2e-watchmaking' },
            },
        );
        expect(tagged.data.contentEntries.items.map((i) => i.path)).toEqual(['tagged-two', 'tagged-one']);
        // Tags are kept and asked for in lower case, so the case a tag is written in matters on neither database.
        const upper = await shop.shop<{ contentEntries: { items: Array<{ path: string }> } }>(SHOP_ENTRIES, {
            options: { kind: 'news', tag: 'E2E-WATCHMAKING' },
        });
        expect(upper.data.contentEntries.items.map((i) => i.path)).toEqual(['tagged-two', 'tagged-one']);
        const paged = await shop.shop<{ contentEntries: { totalItems: number; items: unknown[] } }>(SHOP_ENTRIES, {
            options: { kind: 'news', take: 1000 },
        });
        expect(paged.data.contentEntries.items.length).toBeLessThanOrEqual(50);
        // A year past any date is a year with nothing in it, not a failure of the database.
        for (const year of [300_000, 1999, -5]) {
            const far = await shop.shop<{ contentEntries: { totalItems: number } }>(SHOP_ENTRIES, {
                options: { kind: 'news', year },
            });
            expect(far.errors, String(year)).toBeUndefined();
            expect(far.data.contentEntries.totalItems).toBe(0);
        }
        const meta = await shop.shop<{
            contentTags: Array<{ tag: string; count: number }>;
            contentYears: number[];
            contentSitemap: Array<{ kind: string; path: string; languages: string[] }>;
        }>(SHOP_TAGS_YEARS, { kind: 'news' });
        expect(meta.data.contentTags).toContainEqual({ tag: 'e2e-watchmaking', count: 2 });
        expect(meta.data.contentTags).toContainEqual({ tag: 'e2e-heritage', count: 1 });
        const counts = meta.data.contentTags.map((t) => t.count);
        expect(counts).toEqual([...counts].sort((a, b) => b - a));
        const years = meta.data.contentYears;
        expect(years).toContain(new Date(Date.now() + 8 * 3600_000).getUTCFullYear());
        expect(years).toEqual([...new Set(years)].sort((a, b) => b - a));
        expect(meta.data.contentSitemap).toContainEqual({
            kind: 'page',
            path: '/heritage/part-b',
            languages: ['zh', 'en'],
        });
        expect(meta.data.contentSitemap.map((e) => e.path)).not.toContain('preview-me');

        const legal = shop.app.get(LegalDocumentsService);
        const ctx = await shop.app.get(RequestContextService).create({ apiType: 'shop' });
        expect(await legal.currentVersions(ctx)).toEqual({
            privacyPolicy: PRIVACY_POLICY_VERSION,
            memberTerms: MEMBER_TERMS_VERSION,
        });
        const terms = await shop.admin<{ contentEntries: { items: Array<{ id: string }> } }>(
            `query { contentEntries(options: { filter: { path: { eq: "/member-club-terms" } } }) { items { id } } }`,
            {},
            adminToken,
        );
        const termsId = terms.data.contentEntries.items[0].id;
        await admin(UPDATE_ENTRY, { input: { id: termsId, documentVersion: '2027-01-01' } });
        // A new version counts once it is published.
        expect((await legal.currentVersions(ctx)).memberTerms).toBe(MEMBER_TERMS_VERSION);
        await admin(PUBLISH_ENTRY, { id: termsId });
        expect((await legal.currentVersions(ctx)).memberTerms).toBe('2027-01-01');
        expect(await shopEntry('legal', '/member-club-terms')).toMatchObject({ documentVersion: '2027-01-01' });
    });
});
