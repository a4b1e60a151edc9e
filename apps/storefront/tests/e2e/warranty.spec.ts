import { createPublicKey, verify } from 'node:crypto';

import { formatDate, type SignedCertificate, warrantyEndsOn } from '@maison/shared';

import { expect, hydrated, test } from './fixtures';
import { asVisitorFrom, registerMember } from './members';

/**
 * Warranty cards and the watch's certificate (issue 33): a member registers a watch with the
 * serial and code of its card and sees the card in the account; the certificate page checks a
 * serial, shows the signed certificate and offers it as a file that verifies with the key the
 * page publishes; an unknown serial is said to be unknown.
 */
/** Two of the demo's serials (demoWatchSerials() in packages/demo-catalogue, printed in the README). */
const REGISTERED = { serial: 'MV10024304', cardCode: 'Z97K-T46N', sku: 'M2A2002', soldOn: '2025-05-17' };
const CHECKED = { serial: 'MV11019077', sku: 'M2A1001', manufacturedOn: '2023-03-25', soldOn: '2024-01-06' };
const day = (value: string) => formatDate(`${value}T00:00:00Z`, 'zh');

test.describe('warranty cards and certificates', () => {
    test('a member registers a watch with its card and sees its warranty card', async ({ page }) => {
        const watch = REGISTERED;
        await asVisitorFrom(page);
        await registerMember(page, 'warranty');
        await page.goto('/my-account');
        await page.getByRole('link', { name: '我的腕表' }).first().click();
        await expect(page).toHaveURL(/\/my-account\/watches$/);
        await expect(page.getByText('您的账户尚未登记腕表')).toBeVisible();
        await hydrated(page);

        // A wrong code is refused without saying whether the serial exists.
        await page.getByLabel('序列号', { exact: true }).fill(watch.serial);
        await page.getByLabel('保修卡验证码').fill('ABCD-EFGH');
        await page.getByRole('button', { name: '登记' }).click();
        await expect(page.getByRole('alert')).toHaveText('序列号与验证码不匹配任何保修卡，请核对后重试。');
        await expect(page.getByLabel('序列号', { exact: true })).toHaveValue(watch.serial);

        await page.getByLabel('保修卡验证码').fill(watch.cardCode.toLowerCase());
        await page.getByRole('button', { name: '登记' }).click();
        await expect(page.getByRole('status').filter({ hasText: '已登记' })).toHaveText(`腕表 ${watch.serial} 已登记到您的账户。`);
        const card = page.locator(`[data-serial="${watch.serial}"]`);
        await expect(card.getByRole('heading', { level: 2 })).not.toBeEmpty();
        await expect(card.getByText(watch.sku)).toBeVisible();
        await expect(card.getByText(day(watch.soldOn))).toBeVisible();
        await expect(card.locator('.warranty-card__ends')).toHaveText(day(warrantyEndsOn(watch.soldOn)));
        await expect(card.getByText('暂无维修保养记录。')).toBeVisible();
        await page.screenshot({ path: test.info().outputPath('my-watches.png'), fullPage: true });
    });

    test('the certificate page checks a serial and offers the signed certificate, which verifies offline', async ({
        page,
    }) => {
        const watch = CHECKED;
        await asVisitorFrom(page);
        await page.goto('/service/blockchain');
        await expect(page.getByRole('heading', { level: 1, name: '区块链证书' })).toBeVisible();
        const publicKey = (await page.getByTestId('public-key').textContent())!.trim();
        expect(publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
        await hydrated(page);

        await page.getByLabel('序列号', { exact: true }).fill(watch.serial.toLowerCase());
        await page.getByRole('button', { name: '查询序列号' }).click();
        await expect(page).toHaveURL(new RegExp(`serial=${watch.serial.toLowerCase()}`));
        const certificate = page.getByRole('region', { name: /真品证书/ });
        await expect(certificate.getByText(watch.serial, { exact: true })).toBeVisible();
        await expect(certificate.getByText(day(watch.manufacturedOn))).toBeVisible();
        await expect(certificate.getByText(day(watch.soldOn))).toBeVisible();
        await page.screenshot({ path: test.info().outputPath('certificate.png'), fullPage: true });

        const download = certificate.getByRole('link', { name: '下载签名证书（JSON）' });
        const response = await page.request.get((await download.getAttribute('href'))!);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-disposition']).toContain(`certificate-${watch.serial}.json`);
        const file = (await response.json()) as SignedCertificate;
        expect(file.payload).toMatchObject({ serial: watch.serial, sku: watch.sku, firstSoldOn: watch.soldOn });
        const key = createPublicKey(publicKey);
        expect(verify(null, Buffer.from(file.canonical), key, Buffer.from(file.signature, 'base64'))).toBe(true);
        const changed = file.canonical.replace(watch.manufacturedOn, '2000-01-01');
        expect(verify(null, Buffer.from(changed), key, Buffer.from(file.signature, 'base64'))).toBe(false);
    });

    test('an unknown serial is said to be unknown, without script too', async ({ browser }) => {
        const context = await browser.newContext({ javaScriptEnabled: false });
        const page = await context.newPage();
        await asVisitorFrom(page);
        const response = await page.goto('/service/blockchain');
        expect(response?.status()).toBe(200);
        await page.getByLabel('序列号', { exact: true }).fill('MV00000000');
        await page.getByRole('button', { name: '查询序列号' }).click();
        await expect(page).toHaveURL(/serial=MV00000000/);
        await expect(page.getByRole('alert')).toHaveText('未找到该序列号的腕表，请对照表背或保修卡核对。');
        await expect(page.getByRole('region', { name: /真品证书/ })).toHaveCount(0);
        await context.close();
    });
});
