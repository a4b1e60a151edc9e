import { type APIRequestContext, type Page } from '@playwright/test';

import { expect, hydrated, test } from './fixtures';
import { adminApi, adminToken, shopApi } from './shop-api';

/**
 * The boutiques' contact form (issue 31, /store/services/contact): reached from a boutique's
 * page with the boutique chosen, a message sent and thanked for, and kept in the staff inbox
 * with its boutique; a wrong mobile named at its field with everything else kept, without script.
 */
async function firstBoutique(request: APIRequestContext): Promise<{ slug: string; name: string }> {
    const data = await shopApi<{ stores: Array<{ slug: string; name: string }> }>(
        request,
        'query { stores(filter: { type: boutique }) { slug name } }',
    );
    expect(data.stores.length).toBeGreaterThan(0);
    return data.stores[0];
}

async function fillMessage(page: Page, fields: { subject: string; mobile: string }) {
    await page.getByLabel('主题').fill(fields.subject);
    await page.getByLabel('留言内容').fill('请问这款表带有更短的尺寸吗？\n谢谢。');
    await page.getByLabel('姓名').fill('王小明');
    await page.getByLabel('手机号码').fill(fields.mobile);
    await page.getByRole('checkbox', { name: /隐私政策/ }).check();
}

test.describe('contact a boutique', () => {
    test('a visitor writes to a boutique from its page and is thanked; staff find the message with its boutique @phone', async ({
        page,
        request,
    }, testInfo) => {
        const boutique = await firstBoutique(request);
        await page.goto(`/stores/morvaux-boutiques/${boutique.slug}`);
        await page.getByRole('link', { name: '给精品店留言' }).click();
        await expect(page).toHaveURL(new RegExp(`/store/services/contact\\?store=${boutique.slug}$`));
        await expect(page.getByRole('heading', { level: 1, name: '联系精品店' })).toBeVisible();
        await hydrated(page);
        await expect(page.getByLabel('精品店', { exact: true })).toHaveValue(boutique.slug);

        const subject = `表带尺寸 ${testInfo.project.name} ${Date.now()}`;
        await fillMessage(page, { subject, mobile: '139 0013 9000' });
        await page.getByRole('button', { name: '发送留言' }).click();
        const thanks = page.getByRole('status').filter({ hasText: '感谢您的留言' });
        await expect(thanks).toBeVisible();
        await expect(page.getByRole('button', { name: '发送留言' })).toHaveCount(0);
        await page.screenshot({ path: testInfo.outputPath('contact-sent.png'), fullPage: true });

        const token = await adminToken(request);
        const found = await adminApi(
            request,
            token,
            'query($s: String!) { contactMessages(options: { filter: { subject: { eq: $s } } }) { items { mobile body state store { slug } } } }',
            { s: subject },
        );
        const items = (found.contactMessages as unknown as { items: unknown[] }).items;
        expect(items).toEqual([
            {
                mobile: '13900139000',
                body: '请问这款表带有更短的尺寸吗？\n谢谢。',
                state: 'new',
                store: { slug: boutique.slug },
            },
        ]);
    });

    test.describe('without script', () => {
        test.use({ javaScriptEnabled: false });

        test('a wrong mobile is named at its field and every other value is kept', async ({
            page,
            request,
        }, testInfo) => {
            const boutique = await firstBoutique(request);
            await page.goto(`/store/services/contact?store=${boutique.slug}`);
            await fillMessage(page, { subject: '营业时间', mobile: '12345' });
            await page.getByLabel('电子邮箱').fill('visitor@example.com');
            await page.getByRole('button', { name: '发送留言' }).click();

            const mobile = page.getByLabel('手机号码');
            await expect(page.getByRole('alert').filter({ hasText: '请输入 11 位手机号码' })).toBeVisible();
            await expect(mobile).toHaveAttribute('aria-invalid', 'true');
            await expect(mobile).toHaveValue('12345');
            await expect(page.getByLabel('精品店', { exact: true })).toHaveValue(boutique.slug);
            await expect(page.getByLabel('主题')).toHaveValue('营业时间');
            await expect(page.getByLabel('留言内容')).toHaveValue('请问这款表带有更短的尺寸吗？\n谢谢。');
            await expect(page.getByLabel('姓名')).toHaveValue('王小明');
            await expect(page.getByLabel('电子邮箱')).toHaveValue('visitor@example.com');
            await expect(page.getByRole('checkbox', { name: /隐私政策/ })).toBeChecked();
            await expect(page.getByRole('status').filter({ hasText: '感谢您的留言' })).toHaveCount(0);
            await page.screenshot({ path: testInfo.outputPath('contact-error.png'), fullPage: true });
        });
    });

    test('the in-store services link to the form', async ({ page }) => {
        await page.goto('/store/services');
        await page.getByRole('link', { name: '对服务有疑问？给精品店留言' }).click();
        await expect(page).toHaveURL(/\/store\/services\/contact$/);
        await expect(page.getByLabel('精品店', { exact: true })).toHaveValue('');
    });
});
