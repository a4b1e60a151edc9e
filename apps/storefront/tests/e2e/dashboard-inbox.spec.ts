import { DASHBOARD, signInToDashboard } from './dashboard-session';
import { expect, test } from './fixtures';
import { adminApi, adminToken, shopApi } from './shop-api';

/**
 * The staff inbox in the dashboard (issue 31): a message sent to a boutique is listed with its
 * boutique and sender, opens with its text, and staff mark it answered with a note.
 */
test('staff read a message in the dashboard inbox and mark it answered with a note', async ({ page, request }) => {
    const { stores } = await shopApi<{ stores: Array<{ slug: string; name: string }> }>(
        request,
        'query { stores(filter: { type: boutique }) { slug name } }',
        {},
        // The dashboard names the boutique in its staff's language.
        'en',
    );
    const subject = `Inbox ${Date.now()}`;
    const sent = await shopApi<{ sendContactMessage: { __typename: string; id: string } }>(
        request,
        `mutation($input: SendContactMessageInput!) { sendContactMessage(input: $input) { __typename ... on ContactMessage { id } } }`,
        {
            input: {
                kind: 'storeContact',
                storeSlug: stores[0].slug,
                name: '赵先生',
                email: 'zhao@example.com',
                subject,
                body: '想预约看一下新款腕表。',
                privacyConsent: true,
            },
        },
    );
    expect(sent.sendContactMessage.__typename).toBe('ContactMessage');

    await signInToDashboard(page);
    await page.goto(`${DASHBOARD}/inbox`);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: subject });
    await expect(row).toBeVisible();
    await expect(row).toContainText(stores[0].name);
    await expect(row).toContainText('赵先生');
    await expect(row).toContainText('Awaiting answer');
    await page.screenshot({ path: test.info().outputPath('inbox-list.png'), fullPage: true });

    // The subject opens the message's page.
    await row.getByRole('button', { name: subject }).click();
    await expect(page.getByText('想预约看一下新款腕表。')).toBeVisible();
    await page.getByLabel('Staff note').fill('已邮件回复');
    await page.getByRole('button', { name: 'Mark answered' }).click();
    await expect(page.getByText('Answered', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark answered' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('inbox-detail.png'), fullPage: true });

    const token = await adminToken(request);
    const answered = await adminApi(request, token, 'query($id: ID!) { contactMessage(id: $id) { state staffNote } }', {
        id: sent.sendContactMessage.id,
    });
    expect(answered.contactMessage).toEqual({ state: 'answered', staffNote: '已邮件回复' });
});
