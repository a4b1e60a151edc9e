import { expect, test } from './fixtures';
import { adminApi, adminToken } from './shop-api';

/**
 * The service pages of issue 33: the prices for a watch picked by its name or reference, the
 * whole table, the FAQ's search on the server, and a question to the shop's inbox. Each form is
 * a plain GET or POST, so each step works before (or without) the page's script.
 */
test.describe('service prices, FAQ and questions', () => {
    test('a shopper finds the service prices for their own quartz watch, and the whole table @phone', async ({
        page,
    }, testInfo) => {
        await page.goto('/service/service-prices');
        await expect(page.getByRole('heading', { level: 1, name: '服务价格' })).toBeVisible();
        await page.getByLabel('腕表型号或名称').fill('石英');
        await page.getByRole('button', { name: '查看价格' }).click();
        await expect(page).toHaveURL(/\/service\/service-prices\?model=/);
        await expect(page.getByText('有多款腕表相符，请选择您的腕表：')).toBeVisible();
        const first = page.locator('.service-info__candidates a').first();
        const sku = (await first.locator('.service-info__sku').textContent())!.trim();
        await first.click();
        await expect(page).toHaveURL(new RegExp(`\\?model=${sku}$`));
        const prices = page.getByTestId('model-prices');
        await expect(prices.getByRole('heading', { level: 3 })).toContainText(sku);
        await expect(prices).toContainText('机芯: 石英');
        await expect(prices.getByRole('row', { name: /更换电池/ })).toContainText('¥480');
        await expect(prices.getByRole('row')).toHaveCount(7);
        await page.screenshot({ path: testInfo.outputPath('service-prices.png'), fullPage: true });

        await page.getByLabel('腕表型号或名称').fill('没有这款表');
        await page.getByRole('button', { name: '查看价格' }).click();
        await expect(page.getByText('没有与“没有这款表”相符的腕表。', { exact: false })).toBeVisible();

        await page.getByRole('link', { name: '查看完整价格表' }).click();
        await expect(page).toHaveURL(/\/service\/all-prices$/);
        await expect(page.getByRole('heading', { level: 1, name: '全部服务价格' })).toBeVisible();
        for (const movement of ['自动上链', '手动上链', '石英', '计时码表']) {
            await expect(page.getByRole('table', { name: movement })).toBeVisible();
        }
        // Only a quartz movement takes a battery.
        await expect(page.getByRole('row', { name: /更换电池/ })).toHaveCount(1);
        await expect(
            page.getByRole('table', { name: '计时码表' }).getByRole('row', { name: /全面保养/ }),
        ).toContainText('¥6,800');
        await page.screenshot({ path: testInfo.outputPath('all-prices.png'), fullPage: true });
    });

    test('the FAQ is searched on the server, says when nothing matches, and its capitalised path leads to it', async ({
        page,
    }, testInfo) => {
        await page.goto('/service/Faq');
        await expect(page).toHaveURL(/\/service\/faq$/);
        await expect(page.getByRole('heading', { level: 2, name: '保修' })).toBeVisible();

        await page.getByLabel('搜索问题').fill('表冠');
        await page.locator('form.service-info__search').getByRole('button', { name: '搜索' }).click();
        await expect(page).toHaveURL(/\/service\/faq\?q=/);
        await expect(page.getByText(/找到 \d+ 个与“表冠”相关的问题/)).toBeVisible();
        const answers = page.locator('details.faq-entry');
        await expect(answers.first()).toHaveAttribute('open', '');
        for (const text of await answers.allTextContents()) expect(text).toContain('表冠');
        await page.screenshot({ path: testInfo.outputPath('faq-search.png'), fullPage: true });

        await page.getByLabel('搜索问题').fill('斑马条纹');
        await page.locator('form.service-info__search').getByRole('button', { name: '搜索' }).click();
        await expect(page.getByText('没有与“斑马条纹”相关的问题。', { exact: false })).toBeVisible();
        await expect(answers).toHaveCount(0);
        await page.getByRole('link', { name: '显示全部问题' }).click();
        await expect(answers.first()).toBeVisible();
    });

    test('a question sent from /service/contact reaches the shop inbox with the e-mail it is answered by', async ({
        page,
        request,
    }, testInfo) => {
        await page.goto('/service/contact');
        await expect(page.getByRole('heading', { level: 1, name: '联系我们' })).toBeVisible();
        await expect(page.getByLabel('精品店', { exact: true })).toHaveCount(0);
        const subject = `走时变快 ${testInfo.project.name} ${Date.now()}`;
        await page.getByLabel('主题').fill(subject);
        await page.getByLabel('留言内容').fill('我的腕表最近每天快两分钟，需要送修吗？');
        await page.getByLabel('姓名').fill('王小明');
        await page.getByRole('checkbox', { name: /隐私政策/ }).check();
        await page.getByRole('button', { name: '发送留言' }).click();
        // No e-mail: named at its field, the rest kept.
        await expect(page.getByLabel('电子邮箱')).toHaveAttribute('aria-invalid', 'true');
        await expect(page.getByLabel('主题')).toHaveValue(subject);
        await page.getByLabel('电子邮箱').fill('wang@example.com');
        await page.getByRole('checkbox', { name: /隐私政策/ }).check();
        await page.getByRole('button', { name: '发送留言' }).click();
        await expect(page.getByRole('status').filter({ hasText: '感谢您的留言' })).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath('service-contact.png'), fullPage: true });

        const token = await adminToken(request);
        const found = await adminApi(
            request,
            token,
            'query($s: String!) { contactMessages(options: { filter: { subject: { eq: $s } } }) { items { kind email state store { slug } } } }',
            { s: subject },
        );
        expect((found.contactMessages as unknown as { items: unknown[] }).items).toEqual([
            { kind: 'serviceQuestion', email: 'wang@example.com', state: 'new', store: null },
        ]);
    });
});
