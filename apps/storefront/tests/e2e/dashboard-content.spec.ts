import path from 'node:path';

import type { APIRequestContext, Page } from '@playwright/test';

import { E2E_SERVER_URL, E2E_VAR_DIR } from '../../playwright.config';
import { DASHBOARD, signInToDashboard } from './dashboard-session';
import { expect, test } from './fixtures';
import { adminApi, adminToken } from './shop-api';

/**
 * The content plugin's pages in the staff dashboard, as staff use them: a news article written
 * as a draft in Chinese and English with a rich-text paragraph, previewed on the storefront
 * through its signed link while the shop still answers 404, published, and then shown at its
 * address and in the news list; its revisions compared. A content editor (the role that writes
 * but does not publish) saves a draft and is offered no Publish, and the Admin API refuses one.
 * A publisher schedules a draft at a time given in Beijing time, takes it back, archives it and
 * deletes it.
 */

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

interface SavedEntry {
    id: string;
    state: string;
    path: string;
    translations: Array<{
        languageCode: string;
        title: string;
        blocks: Array<{ type: string; html?: string; assetId?: string }>;
    }>;
}

async function entryAsSaved(request: APIRequestContext, id: string): Promise<SavedEntry> {
    const token = await adminToken(request);
    const data = await adminApi(
        request,
        token,
        `query ($id: ID!) { contentEntry(id: $id) { id state path translations { languageCode title blocks } } }`,
        { id },
    );
    return data.contentEntry as unknown as SavedEntry;
}

async function shot(page: Page, name: string) {
    await page.screenshot({ path: path.join(E2E_VAR_DIR, 'screenshots', `${name}.png`), fullPage: true });
}

/** Types into the rich-text editor of a language's first block, replacing what it holds. */
async function typeRichText(page: Page, language: string, text: string) {
    const editor = page.locator(`[data-blocks="${language}"] [data-block-type="richText"] .ProseMirror`).first();
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(text);
    await expect(editor).toContainText(text);
}

test.describe('staff dashboard: content', () => {
    test.setTimeout(180_000);

    test('staff write a news article as a draft, preview it, publish it, and the shop shows it', async ({
        page,
        request,
    }) => {
        const slug = `e2e-watchmaking-days-${run}`;
        const zhTitle = `制表工坊开放日 ${run}`;
        const enTitle = `Watchmaking open days ${run}`;
        const zhText = '日内瓦工坊向公众开放三天，制表师现场演示机芯装配。';
        const enText = 'The Geneva workshop opens its doors for three days of movement assembly.';

        await signInToDashboard(page);
        await page.goto(`${DASHBOARD}/content`);
        await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
        await page.getByText('New entry', { exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'New entry' })).toBeVisible();

        await page.getByLabel('Kind').selectOption('news');
        await page.getByLabel('Slug').fill(slug);
        await page.getByLabel('Tags').fill('工坊, 活动');
        // Chinese first: the title and a paragraph of rich text.
        await page.getByLabel('Title', { exact: true }).fill(zhTitle);
        await page.getByLabel('Summary').fill('三天的工坊开放日。');
        await page.locator('[data-blocks="zh"]').getByRole('button', { name: 'Add block' }).click();
        await typeRichText(page, 'zh', zhText);
        // A picture from the asset picker, moved above the paragraph.
        await page.getByLabel('Block type').selectOption('picture');
        await page.locator('[data-blocks="zh"]').getByRole('button', { name: 'Add block' }).click();
        const pictureBlock = page.locator('[data-blocks="zh"] [data-block-type="picture"]');
        await pictureBlock.getByRole('button', { name: 'Choose' }).click();
        const picker = page.getByRole('dialog');
        await picker.locator('[data-asset-gallery] > button').first().click();
        await picker.getByRole('button', { name: 'Select Asset' }).click();
        await expect(pictureBlock.locator('[data-asset-id]')).toBeVisible();
        const assetId = await pictureBlock.locator('[data-asset-id]').getAttribute('data-asset-id');
        await pictureBlock.getByLabel('Alternative text').fill('日内瓦工坊');
        await pictureBlock.getByRole('button', { name: 'Move up' }).click();
        await expect(page.locator('[data-blocks="zh"] [data-block-type]').first()).toHaveAttribute(
            'data-block-type',
            'picture',
        );
        // English: its own title, its body copied from the Chinese one and then translated.
        await page.getByRole('tab', { name: /^English/ }).click();
        await page.getByLabel('Title', { exact: true }).fill(enTitle);
        await page.getByRole('button', { name: 'Copy blocks from Chinese' }).click();
        await typeRichText(page, 'en', enText);
        await shot(page, 'content-new-entry');

        // A slug the shop cannot address is refused, the field named and marked.
        await page.getByLabel('Slug').fill('Watchmaking Days');
        await page.getByRole('button', { name: 'Create draft' }).click();
        await expect(page.getByRole('alert')).toContainText('A field is not right: Path or slug');
        await expect(page.locator('[data-invalid="true"]').getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
        await page.getByLabel('Slug').fill(slug);
        await page.getByRole('button', { name: 'Create draft' }).click();
        await expect(page.getByText('Draft saved').last()).toBeVisible();
        await expect(page.getByRole('alert')).toHaveCount(0);
        await expect(page).toHaveURL(/\/content\/\d+$/);
        const id = /\/content\/(\d+)$/.exec(page.url())![1];
        await expect(page.locator('[data-entry-state="draft"]')).toBeVisible();

        const saved = await entryAsSaved(request, id);
        expect(saved.state).toBe('draft');
        expect(saved.path).toBe(slug);
        const zh = saved.translations.find((t) => t.languageCode === 'zh')!;
        const en = saved.translations.find((t) => t.languageCode === 'en')!;
        expect(zh.title).toBe(zhTitle);
        expect(en.title).toBe(enTitle);
        expect(zh.blocks).toEqual([
            { type: 'picture', assetId, alt: '日内瓦工坊', caption: '' },
            { type: 'richText', html: `<p>${zhText}</p>` },
        ]);
        expect(en.blocks.map((b) => b.type)).toEqual(['picture', 'richText']);
        expect(en.blocks[1].html).toContain(enText);

        // A draft is not on the shop; its signed preview link shows it there.
        expect((await request.get(`/news/details/${slug}`)).status()).toBe(404);
        const opened = page.context().waitForEvent('page');
        await page.getByRole('button', { name: 'Preview' }).click();
        const preview = await opened;
        await preview.waitForLoadState();
        expect(preview.url()).toContain(`/news/details/${slug}?preview=`);
        await expect(preview.getByRole('heading', { level: 1 })).toContainText(zhTitle);
        await expect(preview.locator('main')).toContainText(zhText);
        await preview.close();

        await page.getByRole('button', { name: 'Publish', exact: true }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
        await expect(page.getByText('Published: the shop shows it now')).toBeVisible();
        await expect(page.locator('[data-entry-state="published"]')).toBeVisible();
        // Published with nothing new: publishing again is not offered.
        await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
        expect((await entryAsSaved(request, id)).state).toBe('published');
        await shot(page, 'content-published');

        const article = await page.context().newPage();
        await article.goto(`/news/details/${slug}`);
        await expect(article.getByRole('heading', { level: 1 })).toContainText(zhTitle);
        await expect(article.locator('main')).toContainText(zhText);
        await article.goto('/news');
        await expect(article.getByRole('link', { name: new RegExp(zhTitle) }).first()).toBeVisible();
        await article.close();

        // The revisions: the save and the publication, the latter live.
        const revisions = page.locator('[data-revision]');
        await expect(revisions).toHaveCount(2);
        await expect(revisions.first()).toContainText('Published');
        await expect(revisions.first()).toContainText('Live');
        await expect(revisions.nth(1)).toContainText('Saved');

        // A changed title is a change the shop does not show yet, and the comparison marks it.
        await page.getByRole('tab', { name: /^Chinese/ }).click();
        await page.getByLabel('Title', { exact: true }).fill(`${zhTitle}（更新）`);
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(page.getByText('Draft saved').last()).toBeVisible();
        await expect(page.locator('[data-unpublished-changes]').first()).toBeVisible();
        await expect(revisions).toHaveCount(3);
        await revisions.nth(1).getByRole('button', { name: 'Compare' }).click();
        const compare = page.getByRole('dialog');
        const titleRow = compare
            .getByRole('row')
            .filter({ has: page.getByRole('rowheader', { name: 'Title', exact: true }) });
        await expect(titleRow).toHaveAttribute('data-changed', 'true');
        await expect(titleRow).toContainText(`${zhTitle}（更新）`);
        await expect(
            compare.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Summary', exact: true }) }),
        ).not.toHaveAttribute('data-changed', 'true');
        await shot(page, 'content-compare');
        await page.keyboard.press('Escape');

        // The list: the entry by its Chinese title, kind, state and the changes not yet shown.
        await page.goto(`${DASHBOARD}/content`);
        const row = page.getByRole('row').filter({ hasText: `${zhTitle}（更新）` });
        await expect(row).toContainText('News article');
        await expect(row).toContainText(slug);
        await expect(row.locator('[data-state="published"]')).toBeVisible();
        await expect(row.locator('[data-unpublished-changes]')).toBeVisible();
        await shot(page, 'content-list');

        // Restoring the published revision makes its title the draft's again, as a new revision.
        await row.getByRole('button', { name: new RegExp(zhTitle) }).click();
        await expect(page.getByRole('heading', { level: 1 })).toContainText(`${zhTitle}（更新）`);
        await revisions.nth(1).getByRole('button', { name: 'Restore' }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
        await expect(
            page.getByText('The revision is the draft again; publish it to show it on the shop'),
        ).toBeVisible();
        await expect(page.getByLabel('Title', { exact: true })).toHaveValue(zhTitle);
        await expect(revisions).toHaveCount(4);
        await expect(revisions.first()).toContainText('Restored');
        expect((await entryAsSaved(request, id)).translations.find((t) => t.languageCode === 'zh')?.title).toBe(
            zhTitle,
        );
    });

    test('a content editor saves a draft, is offered no Publish, and the Admin API refuses one', async ({
        page,
        request,
    }) => {
        const token = await adminToken(request);
        const roles = await adminApi(
            request,
            token,
            `query { roles(options: { filter: { code: { eq: "content-editor" } } }) { items { id } } }`,
        );
        const roleId = (roles.roles as unknown as { items: Array<{ id: string }> }).items[0].id;
        const email = `editor-${run}@morvaux.example`;
        const password = `editor-${run}-password`;
        await adminApi(
            request,
            token,
            `mutation ($input: CreateAdministratorInput!) { createAdministrator(input: $input) { id } }`,
            { input: { firstName: '编辑', lastName: '王', emailAddress: email, password, roleIds: [roleId] } },
        );
        const created = await adminApi(
            request,
            token,
            `mutation ($input: CreateContentEntryInput!) {
                createContentEntry(input: $input) { __typename ... on ContentEntry { id } }
            }`,
            {
                input: {
                    kind: 'news',
                    path: `e2e-editor-draft-${run}`,
                    translations: [
                        {
                            languageCode: 'zh',
                            title: `编辑的草稿 ${run}`,
                            blocks: [{ type: 'richText', html: '<p>草稿</p>' }],
                        },
                    ],
                },
            },
        );
        const id = created.createContentEntry.id;

        await page.goto(`${DASHBOARD}/`);
        await page.getByPlaceholder('Email').fill(email);
        await page.getByPlaceholder('Password').fill(password);
        await page.getByRole('button', { name: /sign in|log in|login/i }).click();
        await expect(page).not.toHaveURL(/login/);
        await page.goto(`${DASHBOARD}/content/${id}`);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(`编辑的草稿 ${run}`);
        await page.getByLabel('Title', { exact: true }).fill(`编辑的草稿 ${run}（修改）`);
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(page.getByText('Draft saved').last()).toBeVisible();
        await expect(page.getByRole('button', { name: 'Preview' })).toBeVisible();
        for (const name of ['Publish', 'Schedule…', 'Unpublish', 'Archive', 'Delete']) {
            await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
        }
        await shot(page, 'content-editor');

        const login = await request.post(`${E2E_SERVER_URL}/admin-api`, {
            data: {
                query: 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }',
                variables: { u: email, p: password },
            },
        });
        const editorToken = login.headers()['vendure-auth-token'];
        expect(editorToken).toBeTruthy();
        const refused = await request.post(`${E2E_SERVER_URL}/admin-api`, {
            headers: { authorization: `Bearer ${editorToken}` },
            data: {
                query: 'mutation ($id: ID!) { publishContentEntry(id: $id) { __typename } }',
                variables: { id },
            },
        });
        const body = (await refused.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
        expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        expect((await entryAsSaved(request, id)).state).toBe('draft');
    });
    test('a publisher schedules a draft at a Beijing time, takes it back, archives and deletes it', async ({
        page,
        request,
    }) => {
        const token = await adminToken(request);
        const title = `周年庆预告 ${run}`;
        const created = await adminApi(
            request,
            token,
            `mutation ($input: CreateContentEntryInput!) {
                createContentEntry(input: $input) { __typename ... on ContentEntry { id } }
            }`,
            { input: { kind: 'news', path: `e2e-scheduled-${run}`, translations: [{ languageCode: 'zh', title }] } },
        );
        const id = created.createContentEntry.id;
        // Tomorrow at 10:30 in Beijing, whatever the browser's own time zone.
        const date = new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);

        await signInToDashboard(page);
        await page.goto(`${DASHBOARD}/content/${id}`);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
        await page.getByRole('button', { name: 'Schedule…' }).click();
        const dialog = page.getByRole('alertdialog');
        await dialog.getByLabel('Publish at (Beijing time)').fill(`${date}T10:30`);
        await dialog.getByRole('button', { name: 'Schedule' }).click();
        await expect(page.getByText('Scheduled', { exact: true }).first()).toBeVisible();
        await expect(page.locator('[data-entry-state="scheduled"]')).toContainText(
            `Publishes at ${date} 10:30 (Beijing time)`,
        );
        const scheduled = await adminApi(
            request,
            token,
            `query ($id: ID!) { contentEntry(id: $id) { state publishAt } }`,
            {
                id,
            },
        );
        expect(scheduled.contentEntry).toMatchObject({ state: 'scheduled', publishAt: `${date}T02:30:00.000Z` });
        await shot(page, 'content-scheduled');

        await page.getByRole('button', { name: 'Unpublish' }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Unpublish' }).click();
        await expect(page.locator('[data-entry-state="draft"]')).toBeVisible();

        // Archived, it cannot be published; it may come back as a draft, or be deleted.
        await page.getByRole('button', { name: 'Archive' }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Archive' }).click();
        await expect(page.locator('[data-entry-state="archived"]')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Back to draft' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Schedule…' })).toHaveCount(0);

        await page.getByRole('button', { name: 'Delete' }).click();
        // Going back deletes nothing.
        await page.getByRole('alertdialog').getByRole('button', { name: 'Go back' }).click();
        await expect(page.getByRole('alertdialog')).toBeHidden();
        await page.getByRole('button', { name: 'Delete' }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
        await expect(page).toHaveURL(/\/content(\?|$)/);
        const gone = await adminApi(request, token, `query ($id: ID!) { contentEntry(id: $id) { id } }`, { id });
        expect(gone.contentEntry).toBeNull();
    });
});
