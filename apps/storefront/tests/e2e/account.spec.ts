import type { Page } from '@playwright/test';

import { E2E_SERVER_URL } from '../../playwright.config';
import { fillAddress, SHANGHAI } from './address-form';
import { expect, hydrated, test } from './fixtures';
import { asVisitorFrom, freshEmail, freshMobile, mailFor, registerMember, smsCodeFor } from './members';

async function open(page: Page, path: string) {
    const response = await page.goto(path);
    await hydrated(page);
    return response;
}

/** The account button on screen: the header's on a desktop, the bottom navigation's on a phone. */
function account(page: Page, role: 'button' | 'link') {
    return page.getByRole(role, { name: '我的账户' }).filter({ visible: true }).first();
}

/** A guest's order in the shop under `email`, made on the Shop API as a guest's checkout would start. */
async function guestOrderFor(email: string) {
    let token: string | null = null;
    const call = async (query: string, variables: object = {}) => {
        const response = await fetch(`${E2E_SERVER_URL}/shop-api`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
            body: JSON.stringify({ query, variables }),
        });
        token = response.headers.get('vendure-auth-token') ?? token;
        const body = (await response.json()) as { data: Record<string, unknown>; errors?: unknown };
        expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
        return body.data;
    };
    const products = (await call('query { products(options: { take: 1 }) { items { variants { id } } } }')) as {
        products: { items: Array<{ variants: Array<{ id: string }> }> };
    };
    await call('mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { __typename } }', {
        id: products.products.items[0].variants[0].id,
    });
    await call('mutation ($input: CreateCustomerInput!) { setCustomerForOrder(input: $input) { __typename } }', {
        input: { emailAddress: email, firstName: '访客', lastName: '赵' },
    });
}

async function openModal(page: Page) {
    await account(page, 'button').click();
    return page.getByRole('dialog');
}

test.beforeEach(async ({ page }) => {
    await asVisitorFrom(page);
});

test.describe('sign-in by mobile number and SMS code', () => {
    test('a new number becomes a member in the modal and stays on its page @phone', async ({ page }) => {
        await open(page, '/watches');
        const dialog = await openModal(page);
        await expect(dialog).toHaveAccessibleName('注册');
        await dialog.getByRole('link', { name: '已有账户？登录' }).click();
        await expect(dialog).toHaveAccessibleName('登录');

        const mobile = freshMobile();
        // Spec §5: spaces and hyphens are stripped from the number.
        await dialog.getByLabel('手机号码').fill(`${mobile.slice(0, 3)} ${mobile.slice(3, 7)}-${mobile.slice(7)}`);
        await dialog.getByRole('button', { name: '获取验证码' }).click();
        await expect(dialog.getByText('请完成安全验证')).toBeVisible();
        await dialog.getByLabel('我不是机器人').check();
        await dialog.getByRole('button', { name: '获取验证码' }).click();
        await expect(dialog.getByRole('status')).toContainText(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
        await expect(dialog.getByRole('button', { name: /秒后可重新发送/ })).toBeDisabled();
        const code = await smsCodeFor(mobile);

        // A wrong code is refused before anything is said of the number being new.
        await dialog.getByLabel('短信验证码').fill(code === '000000' ? '111111' : '000000');
        await dialog.getByRole('button', { name: '登录', exact: true }).click();
        await expect(dialog.getByRole('alert')).toHaveText('验证码不正确');
        await dialog.getByLabel('短信验证码').fill(code);
        await dialog.getByRole('button', { name: '登录', exact: true }).click();
        await expect(dialog.getByRole('alert')).toHaveText('首次登录请先同意隐私政策与会员俱乐部条款');
        await dialog.getByLabel(/我已阅读并同意/).check();
        await dialog.getByRole('button', { name: '登录', exact: true }).click();

        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page).toHaveURL(/\/watches$/);
        await account(page, 'link').click();
        await expect(page).toHaveURL(/\/my-account$/);
        await expect(page.getByText(`会员${mobile.slice(7)}，您好`)).toBeVisible();
    });

    test('a malformed number is refused before any code is sent', async ({ page }) => {
        await open(page, '/login');
        await page.getByLabel('手机号码').fill('12800138000');
        await page.getByLabel('我不是机器人').check();
        await page.getByRole('button', { name: '获取验证码' }).click();
        await expect(page.getByText('请输入 11 位手机号码')).toBeVisible();
        await expect(page.getByText(/验证码已发送/)).toHaveCount(0);
    });
});

test.describe('the login modal', () => {
    test('says what is missing or malformed, and forgets it when closed', async ({ page }) => {
        await open(page, '/');
        let dialog = await openModal(page);
        await dialog.getByRole('button', { name: '创建账户' }).click();
        await expect(dialog.getByText('此字段为必填项')).toHaveCount(5);
        await dialog.getByLabel('电子邮箱').fill('not-an-address');
        await dialog.getByRole('button', { name: '创建账户' }).click();
        await expect(dialog.getByText('邮箱格式不正确')).toBeVisible();

        // Closing resets it to login and clears the messages (spec §4).
        await page.keyboard.press('Escape');
        dialog = await openModal(page);
        await expect(dialog).toHaveAccessibleName('登录');
        await expect(dialog.getByRole('alert')).toHaveCount(0);

        await dialog.getByRole('link', { name: '忘记密码？' }).click();
        await expect(dialog).toHaveAccessibleName('忘记密码');
        await dialog.getByLabel('电子邮箱').fill('nope');
        await dialog.getByRole('button', { name: '发送重置链接' }).click();
        await expect(dialog.getByText('邮箱格式不正确')).toBeVisible();
        await dialog.getByLabel('电子邮箱').fill(freshEmail('nobody'));
        await dialog.getByRole('button', { name: '发送重置链接' }).click();
        // The same thank-you whether or not the address has an account.
        await expect(dialog).toHaveAccessibleName('请查收邮件');
        await dialog.getByRole('link', { name: '返回登录' }).click();
        await expect(dialog).toHaveAccessibleName('登录');
    });

    test('registers by e-mail, and an address already taken gets a clear message', async ({ page }) => {
        await open(page, '/straps');
        const email = freshEmail('register');
        const dialog = await openModal(page);
        await dialog.getByLabel('电子邮箱').fill(email);
        await dialog.getByLabel('姓', { exact: true }).fill('王');
        await dialog.getByLabel('名', { exact: true }).fill('芳');
        await dialog.getByLabel(/^密码/).fill('short');
        await dialog.getByLabel(/我同意创建账户/).check();
        await dialog.getByRole('button', { name: '创建账户' }).click();
        await expect(dialog.getByText('密码至少 8 个字符，最多 72 个字符')).toBeVisible();
        await dialog.getByLabel(/^密码/).fill('Long-enough-1');
        await dialog.getByRole('button', { name: '创建账户' }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page).toHaveURL(/\/straps$/);

        await open(page, '/my-account');
        await expect(page.getByText('王芳，您好')).toBeVisible();
        await page.getByRole('button', { name: '退出登录' }).first().click();
        await expect(page).toHaveURL(/\/$/);
        await hydrated(page);

        const again = await openModal(page);
        await again.getByLabel('电子邮箱').fill(email);
        await again.getByLabel('姓', { exact: true }).fill('王');
        await again.getByLabel('名', { exact: true }).fill('芳');
        await again.getByLabel(/^密码/).fill('Another-pass-2');
        await again.getByLabel(/我同意创建账户/).check();
        await again.getByRole('button', { name: '创建账户' }).click();
        await expect(again.getByRole('alert')).toHaveText('该邮箱已注册，请直接登录或找回密码');
    });

    test('an address a guest has ordered with is registered through a link to that inbox', async ({ page }) => {
        const email = freshEmail('guest-orders');
        await guestOrderFor(email);
        await open(page, '/login?screen=register');
        await page.getByLabel('电子邮箱').fill(email);
        await page.getByLabel('姓', { exact: true }).fill('冒');
        await page.getByLabel('名', { exact: true }).fill('名');
        await page.getByLabel(/^密码/).fill('Not-the-owner-1');
        await page.getByLabel(/我同意创建账户/).check();
        await page.getByRole('button', { name: '创建账户' }).click();
        await expect(page.getByRole('status').filter({ hasText: '我们已向该邮箱发送设置密码的链接' })).toBeVisible();
        await expect(page).toHaveURL(/\/login\?screen=register$/);

        const mail = await mailFor(email, /重置密码/);
        const link = new URL(/href="([^"]*\/ResetPassword\?token=[^"]+)"/.exec(mail.body)![1]);
        await open(page, link.pathname + link.search);
        await page.getByLabel(/^密码/).fill('Inbox-owner-2');
        await page.getByLabel('确认密码').fill('Inbox-owner-2');
        await page.getByRole('button', { name: '保存并登录' }).click();
        await expect(page).toHaveURL(/\/my-account$/);
        // The account is the guest's, with the name they ordered under.
        await expect(page.getByText('赵访客，您好')).toBeVisible();
    });

    test('a forgotten password is reset through the e-mailed link', async ({ page }) => {
        const { email } = await registerMember(page, 'forgot');
        await page.request.post('/logout');
        await open(page, '/login?screen=forgot');
        await page.getByLabel('电子邮箱').fill(email);
        await page.getByRole('button', { name: '发送重置链接' }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('请查收邮件');

        const mail = await mailFor(email, /重置密码/);
        const link = /href="([^"]*\/ResetPassword\?token=[^"]+)"/.exec(mail.body)?.[1];
        expect(link).toBeTruthy();
        await open(page, new URL(link!).pathname + new URL(link!).search);
        await expect(page).toHaveURL(/\/reset-password\?token=/);
        await page.getByLabel(/^密码/).fill('New-password-3');
        await page.getByLabel('确认密码').fill('New-password-4');
        await page.getByRole('button', { name: '保存并登录' }).click();
        await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
        await page.getByLabel(/^密码/).fill('New-password-3');
        await page.getByLabel('确认密码').fill('New-password-3');
        await page.getByRole('button', { name: '保存并登录' }).click();
        await expect(page).toHaveURL(/\/my-account$/);

        // The link works once; the new password signs in.
        await page.getByRole('button', { name: '退出登录' }).first().click();
        await open(page, new URL(link!).pathname + new URL(link!).search);
        await page.getByLabel(/^密码/).fill('Other-password-5');
        await page.getByLabel('确认密码').fill('Other-password-5');
        await page.getByRole('button', { name: '保存并登录' }).click();
        await expect(page.getByRole('alert')).toHaveText('重置链接无效或已使用，请重新获取');
        await open(page, '/login');
        await page.getByText('使用邮箱和密码登录').click();
        await page.getByLabel('电子邮箱').fill(email);
        await page.getByLabel('密码', { exact: true }).fill('New-password-3');
        await page.getByRole('button', { name: '登录', exact: true }).last().click();
        await expect(page).toHaveURL(/\/my-account$/);
    });
});

test.describe('guards', () => {
    test('an account page sends a guest to sign in and back; a member on the sign-in page goes home', async ({
        page,
    }) => {
        const { email, password } = await registerMember(page, 'guard');
        await page.request.post('/logout');
        await open(page, '/orders/all?page=1');
        await expect(page).toHaveURL(/\/login\?redirect=%2Forders%2Fall%3Fpage%3D1$/);
        await page.getByText('使用邮箱和密码登录').click();
        await page.getByLabel('电子邮箱').fill(email);
        await page.getByLabel('密码', { exact: true }).fill('wrong-password');
        await page.getByRole('button', { name: '登录', exact: true }).last().click();
        await expect(page.getByRole('alert')).toHaveText('邮箱或密码不正确');
        await page.getByLabel('密码', { exact: true }).fill(password);
        await page.getByRole('button', { name: '登录', exact: true }).last().click();
        await expect(page).toHaveURL(/\/orders\/all\?page=1$/);

        await page.goto('/login');
        await expect(page).toHaveURL(/\/$/);
    });

    test('an expired or forged session is a guest again', async ({ page, context, baseURL }) => {
        await registerMember(page, 'expired');
        await context.clearCookies();
        await context.addCookies([{ name: 'maison_session', value: 'forged', url: baseURL! }]);
        await open(page, '/my-account');
        await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-account$/);
    });
});

test.describe('without the page script', () => {
    test.use({ javaScriptEnabled: false });

    test('the sign-in page signs in and registers with plain forms', async ({ page }) => {
        const { email, password } = await registerMember(page, 'nojs');
        await page.request.post('/logout');
        await page.goto('/login?redirect=%2Fmy-account%2Fprofile');
        await page.getByText('使用邮箱和密码登录').click();
        await page.getByLabel('电子邮箱').fill(email);
        await page.getByLabel('密码', { exact: true }).fill('');
        await page.getByRole('button', { name: '登录', exact: true }).last().click();
        await expect(page.getByText('此字段为必填项')).toBeVisible();
        await page.getByLabel('密码', { exact: true }).fill(password);
        await page.getByRole('button', { name: '登录', exact: true }).last().click();
        await expect(page).toHaveURL(/\/my-account\/profile$/);

        await page.getByRole('button', { name: '退出登录' }).first().click();
        await page.goto('/login?screen=register');
        await page.getByLabel('电子邮箱').fill(freshEmail('nojs-register'));
        await page.getByLabel('姓', { exact: true }).fill('赵');
        await page.getByLabel('名', { exact: true }).fill('敏');
        await page.getByLabel(/^密码/).fill('Plain-form-6');
        await page.getByLabel(/我同意创建账户/).check();
        await page.getByRole('button', { name: '创建账户' }).click();
        await expect(page).toHaveURL(/\/my-account$/);
    });

    test('the check-in works with a plain form', async ({ page }) => {
        await registerMember(page, 'nojs-check-in');
        await page.goto('/my-account/sign-in');
        await page.getByRole('button', { name: '签到，领取 5 积分' }).click();
        await expect(page.getByText('签到成功，获得 5 积分')).toBeVisible();
        await expect(page.getByRole('button', { name: '今日已签到' })).toBeDisabled();
    });

    test('the profile saves and says what is wrong with plain forms', async ({ page }) => {
        const { password } = await registerMember(page, 'nojs-profile');
        await page.goto('/my-account/profile');
        await page.getByLabel('名', { exact: true }).fill('静');
        await page.getByRole('button', { name: '保存', exact: true }).click();
        await expect(page.getByText('个人信息已保存')).toBeVisible();
        await expect(page.getByLabel('名', { exact: true })).toHaveValue('静');

        await page.getByLabel('当前密码').fill(password);
        await page.getByLabel(/^密码（至少/).fill('Another-pass-7');
        await page.getByLabel('确认密码').fill('Different-pass-8');
        await page.getByRole('button', { name: '修改密码' }).click();
        await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
    });
});

test.describe('daily check-in', () => {
    test('a member checks in once a day and the points reach the member club', async ({ page }) => {
        await registerMember(page, 'check-in');
        await open(page, '/my-account/member-club');
        await page.getByRole('link', { name: '每日签到' }).first().click();
        await expect(page).toHaveURL(/\/my-account\/sign-in$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('会员签到');
        await expect(page.getByText('已连续签到 0 天')).toBeVisible();
        const days = page.locator('.check-in__day');
        await expect(days).toHaveCount(7);
        await expect(days.last()).toHaveAttribute('aria-current', 'date');
        await expect(days.last()).toHaveAccessibleName(/未签到$/);

        await page.getByRole('button', { name: '签到，领取 5 积分' }).click();
        await expect(page.getByRole('status').filter({ hasText: '签到成功，获得 5 积分' })).toBeVisible();
        await expect(page.getByRole('button', { name: '今日已签到' })).toBeDisabled();
        await expect(page.getByText('已连续签到 1 天')).toBeVisible();
        await expect(days.last()).toHaveAccessibleName(/已签到$/);
        await expect(page.getByText('签到累计获得 5 积分。')).toBeVisible();

        // A second check-in, posted as the page's form would, gives nothing more.
        const again = await page.request.post('/my-account/sign-in', { form: { intent: 'check-in' } });
        expect(again.status()).toBe(200);
        const malformed = await page.request.post('/my-account/sign-in', { form: { intent: 'other' } });
        expect(malformed.status()).toBe(400);
        await open(page, '/my-account/member-club');
        await expect(page.getByText('当前积分：5')).toBeVisible();
    });
});

test.describe('address book', () => {
    test('a member adds, edits, makes default and deletes addresses; another id is not found @phone', async ({
        page,
    }) => {
        await registerMember(page, 'addresses');
        await open(page, '/my-account/address');
        await expect(page.getByText('您还没有保存地址。')).toBeVisible();

        await page.getByRole('link', { name: '添加新地址' }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('新增地址');
        await page.getByRole('button', { name: '保存地址' }).click();
        await expect(page.getByText('此项为必填项').first()).toBeVisible();
        await fillAddress(page, { ...SHANGHAI, postalCode: '20000' });
        await page.getByRole('button', { name: '保存地址' }).click();
        await expect(page.getByText('请输入 6 位邮政编码')).toBeVisible();
        await page.getByLabel('邮政编码').fill('200001');
        await page.getByLabel('设为默认收货地址').check();
        await page.getByRole('button', { name: '保存地址' }).click();

        await expect(page).toHaveURL(/\/my-account\/address$/);
        const first = page.locator('.address-card').first();
        await expect(first).toContainText('王小明 13912345678');
        await expect(first).toContainText('上海市 上海市 黄浦区');
        await expect(first.getByText('默认收货地址', { exact: true })).toBeVisible();

        // Edit: the form comes back filled, regions included.
        await first.getByRole('link', { name: '编辑' }).click();
        await expect(page.getByLabel('区县')).toHaveValue('310101');
        await page.getByLabel('详细地址').fill('南京东路 200 号');
        await page.getByRole('button', { name: '保存地址' }).click();
        await expect(page.locator('.address-card').first()).toContainText('南京东路 200 号');
        const id = await page.locator('.address-card').first().getAttribute('data-address');

        // A second address, made the billing default from the list.
        await page.getByRole('link', { name: '添加新地址' }).click();
        await fillAddress(page, {
            fullName: '李华',
            phone: '13800138000',
            province: '北京市',
            city: '市辖区',
            district: '东城区',
            street: '王府井大街 1 号',
            postalCode: '100006',
        });
        await page.getByRole('button', { name: '保存地址' }).click();
        const second = page.locator('.address-card', { hasText: '李华' });
        await second.getByRole('button', { name: '设为默认账单地址' }).click();
        await expect(page.getByRole('status').filter({ hasText: '已设为默认账单地址' })).toBeVisible();
        await expect(second.getByText('默认账单地址', { exact: true })).toBeVisible();

        // Deleting asks first.
        await second.getByRole('button', { name: '删除' }).click();
        await expect(second.getByText('确定删除此地址？')).toBeVisible();
        await second.getByRole('button', { name: '删除' }).click();
        await expect(page.getByRole('status').filter({ hasText: '地址已删除' })).toBeVisible();
        await expect(page.locator('.address-card')).toHaveCount(1);

        // Another member's address, or none, is the same 404.
        const other = await page.goto(`/my-account/address/edit/${Number(id) + 1000}`);
        expect(other?.status()).toBe(404);
        const bad = await page.request.post('/my-account/address', {
            form: { intent: 'delete', id: String(Number(id) + 1000) },
        });
        expect(bad.status()).toBe(404);
        const malformed = await page.request.post('/my-account/address', { form: { intent: 'delete', id: 'x' } });
        expect(malformed.status()).toBe(400);
    });
});

test.describe('profile and member club', () => {
    test('greets a member by name as each language writes names', async ({ page }) => {
        const registered = await page.request.post('/login', {
            form: {
                intent: 'register',
                email: freshEmail('greeting'),
                firstName: 'Lei',
                lastName: 'Li',
                password: 'Morvaux-2026!',
                createAccount: 'on',
            },
            maxRedirects: 0,
        });
        expect(registered.status()).toBe(302);
        const greeting = page.locator('.account-page__lead');
        await open(page, '/my-account');
        await expect(greeting).toHaveText('LiLei，您好');
        await open(page, '/my-account?lang=en');
        await expect(greeting).toHaveText('Welcome, Lei Li');
        await open(page, '/my-account?lang=de');
        await expect(greeting).toHaveText('Willkommen, Lei Li');
    });

    test('a member keeps their details, changes their password, sees their tier and closes the account @phone', async ({
        page,
    }) => {
        const { email, password } = await registerMember(page, 'profile');
        await open(page, '/my-account/profile');
        await expect(page.getByText(email)).toBeVisible();
        await page.getByLabel('姓', { exact: true }).fill('张');
        await page.getByLabel('名', { exact: true }).fill('三');
        await page.getByLabel('生日').fill('2099-01-01');
        await page.getByRole('button', { name: '保存', exact: true }).click();
        await expect(page.getByText('请输入有效的生日日期')).toBeVisible();
        await page.getByLabel('生日').fill('1990-05-20');
        await page.getByLabel('性别').selectOption({ label: '女' });
        await page.getByLabel('订阅品牌资讯与活动邀请').check();
        await page.getByRole('button', { name: '保存', exact: true }).click();
        await expect(page.getByRole('status').filter({ hasText: '个人信息已保存' })).toBeVisible();
        await page.reload();
        await expect(page.getByLabel('姓', { exact: true })).toHaveValue('张');
        await expect(page.getByLabel('生日')).toHaveValue('1990-05-20');
        await expect(page.getByLabel('性别')).toHaveValue('female');
        await expect(page.getByLabel('订阅品牌资讯与活动邀请')).toBeChecked();

        await hydrated(page);
        await page.getByLabel('当前密码').fill('not-my-password');
        await page.getByLabel(/^密码（至少/).fill('Changed-pass-7');
        await page.getByLabel('确认密码').fill('Changed-pass-7');
        await page.getByRole('button', { name: '修改密码' }).click();
        await expect(page.getByText('当前密码不正确')).toBeVisible();
        await page.getByLabel('当前密码').fill(password);
        await page.getByRole('button', { name: '修改密码' }).click();
        await expect(page.getByRole('status').filter({ hasText: '密码已修改' })).toBeVisible();

        await open(page, '/my-account/member-club');
        await expect(page.getByRole('heading', { level: 2 })).toHaveText('雅士会员');
        await expect(page.getByText('当前积分：0')).toBeVisible();
        await expect(page.getByText('再获得 50,000 积分即可升级为臻享会员')).toBeVisible();

        await open(page, '/my-account/profile');
        await page.getByRole('button', { name: '注销账户' }).click();
        await expect(page.getByText('此字段为必填项')).toBeVisible();
        await page.getByLabel('我已了解上述内容，确认注销账户').check();
        await page.getByRole('button', { name: '注销账户' }).click();
        await expect(page).toHaveURL(/\/$/);
        const signIn = await page.request.post('/login', {
            form: { intent: 'login', username: email, password: 'Changed-pass-7' },
            maxRedirects: 0,
        });
        expect(signIn.status()).toBe(401);
        const account = await page.request.get('/my-account', { maxRedirects: 0 });
        expect(account.headers().location).toBe('/login?redirect=%2Fmy-account');
    });
});
