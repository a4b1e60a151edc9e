import { type Page } from '@playwright/test';

import { expect, hydrated, test } from './fixtures';
import { asVisitorFrom, freshMobile, signInBySms, smsCodeFor, smsTextFor } from './members';

/**
 * Booking a visit at a boutique (issue 31) as a guest and as a member, and managing it by the
 * SMS's signed link and from the member's list: the days and slots come from the test shop's
 * own clock, so each test picks days a week or more ahead, always open in the demo's calendar.
 */

const STORE = 'shanghai-plaza-66';

/** Chooses the `nth` open day of the day list (the slots reload), then that day's first free slot. */
async function pickDayAndSlot(page: Page, nth: number) {
    const day = page.getByLabel('日期');
    await expect(day.locator('option').first()).toBeAttached();
    const open = await day
        .locator('option:not([disabled])')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    const date = open[nth];
    await day.selectOption(date);
    await expect(page).toHaveURL(new RegExp(`date=${date}`));
    // The address changes before the new day's slots are drawn (the router renders in a
    // transition): a slot clicked before would be replaced by the new day's, unchecked.
    await expect(page.locator(`input[type="hidden"][name="date"][value="${date}"]`).first()).toBeAttached();
    const slot = page.locator('.appointment__slot:not(.appointment__slot--full)').first();
    const time = (await slot.locator('.appointment__slot-time').innerText()).slice(0, 5);
    await slot.click();
    await expect(slot.getByRole('radio')).toBeChecked();
    return { date, time };
}

/** Fills who comes and asks for a code behind the local captcha; answers the code texted. */
async function fillGuest(page: Page, mobile: string) {
    await page.getByLabel('到店目的').selectOption('strapFitting');
    await page.getByLabel('姓名').fill('王小明');
    await page.getByLabel('手机号码').fill(mobile);
    await page.getByLabel('备注（选填，最多 500 字）').fill('想看看 Heritage 系列');
    await page.getByLabel('我不是机器人').check();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText(`验证码已发送至 ${mobile.slice(0, 3)}****${mobile.slice(7)}`)).toBeVisible();
    return smsCodeFor(mobile);
}

/** A guest's booking through the page, from the boutique's page on; answers its reference. */
async function bookAsGuest(page: Page, mobile: string, nth: number) {
    await page.goto(`/stores/morvaux-boutiques/${STORE}`);
    await hydrated(page);
    await page.getByRole('link', { name: '预约到店' }).click();
    await expect(page).toHaveURL(new RegExp(`/stores/appointment/${STORE}$`));
    await hydrated(page);
    const picked = await pickDayAndSlot(page, nth);
    const code = await fillGuest(page, mobile);
    await page.getByLabel('短信验证码').fill(code);
    await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    await page.getByRole('button', { name: '提交预约' }).click();
    await expect(page).toHaveURL(/\/stores\/appointment\/confirm\?ref=[A-Z0-9]+$/);
    const reference = new URL(page.url()).searchParams.get('ref')!;
    return { reference, ...picked };
}

test.describe('appointments', () => {
    test.beforeEach(async ({ page }) => {
        await asVisitorFrom(page);
    });

    test('a guest books a visit from a boutique’s page and sees its reference @phone', async ({ page }) => {
        const mobile = freshMobile();
        const { reference, time } = await bookAsGuest(page, mobile, 7);
        await expect(page.getByRole('heading', { level: 1, name: '预约已提交' })).toBeVisible();
        await expect(page.getByText(reference, { exact: true })).toBeVisible();
        await expect(page.getByText('上海恒隆广场精品店')).toBeVisible();
        await expect(page.getByText(new RegExp(`${time}–`))).toBeVisible();
        await expect(page.getByText('更换表带')).toBeVisible();
        await expect(page.getByText(`确认短信已发送至 ${mobile.slice(0, 3)}****${mobile.slice(7)}`)).toBeVisible();
        // The SMS names the same reference.
        expect(await smsTextFor(mobile, 'appointmentBooked')).toContain(reference);

        // Another visitor with the reference alone sees nothing of it.
        const stranger = await page.context().browser()!.newContext();
        const other = await stranger.newPage();
        await other.goto(new URL(`/stores/appointment/confirm?ref=${reference}`, page.url()).toString());
        await expect(other.getByText(reference)).toHaveCount(0);
        await expect(other.getByText('此页面仅在刚提交预约后显示详情')).toBeVisible();
        await stranger.close();
    });

    test('a wrong SMS code is shown on its field and the form keeps what was typed', async ({ page }) => {
        const mobile = freshMobile();
        await page.goto(`/stores/appointment/${STORE}`);
        await hydrated(page);
        const { date, time } = await pickDayAndSlot(page, 8);
        const code = await fillGuest(page, mobile);
        await page.getByLabel('短信验证码').fill(code === '000000' ? '111111' : '000000');
        await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
        await page.getByRole('button', { name: '提交预约' }).click();
        await expect(page.getByText('验证码不正确')).toBeVisible();
        await expect(page.getByLabel('短信验证码')).toHaveAttribute('aria-invalid', 'true');
        await expect(page).toHaveURL(new RegExp(`/stores/appointment/${STORE}`));
        await expect(page.getByLabel('姓名')).toHaveValue('王小明');
        await expect(page.getByLabel('手机号码')).toHaveValue(mobile);
        await expect(page.getByLabel('到店目的')).toHaveValue('strapFitting');
        await expect(page.getByLabel('日期')).toHaveValue(date);
        await expect(page.getByRole('radio', { name: new RegExp(`^${time}`) })).toBeChecked();
    });

    test('the SMS’s signed link moves the appointment to another day, then cancels it', async ({ page }) => {
        const mobile = freshMobile();
        const { reference } = await bookAsGuest(page, mobile, 9);
        const text = await smsTextFor(mobile, 'appointmentBooked');
        const link = new URL(/https?:\/\/\S+/.exec(text)![0]);
        await page.goto(`${link.pathname}${link.search}`);
        await hydrated(page);
        await expect(page.getByRole('heading', { level: 1, name: '我的预约' })).toBeVisible();
        await expect(page.getByText(reference, { exact: true })).toBeVisible();
        await expect(page.getByText('待确认', { exact: true })).toBeVisible();

        await page.getByRole('button', { name: '更改时间' }).click();
        const { time } = await pickDayAndSlot(page, 10);
        await page.getByRole('button', { name: '确认新时间' }).click();
        await expect(page.locator('.appointment__notice')).toHaveText('预约时间已更改，精品店将重新确认。');
        await expect(page.getByText(new RegExp(`${time}–`))).toBeVisible();
        await expect(page.getByText(reference, { exact: true })).toBeVisible();
        expect(await smsTextFor(mobile, 'appointmentChanged')).toContain(reference);

        await page.getByRole('button', { name: '取消预约' }).click();
        await expect(page.getByText('确定要取消此预约吗？')).toBeVisible();
        await page.getByRole('button', { name: '确认取消' }).click();
        await expect(page.locator('.appointment__notice')).toHaveText('预约已取消。');
        await expect(page.getByText('已取消', { exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: '取消预约' })).toHaveCount(0);
    });

    test('a wrong link says so, with no appointment and a 404', async ({ page }) => {
        const response = await page.goto('/stores/appointment/manage?ref=ABCD2345&token=not-the-token');
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: '链接无效或已过期' })).toBeVisible();
        await expect(page.getByRole('link', { name: '再预约一次' })).toHaveAttribute('href', '/stores/appointment');
    });

    test('a signed-in member books with their own number without a code, and cancels it from the list @phone', async ({
        page,
    }) => {
        const mobile = await signInBySms(page);
        await page.goto('/my-account/appointments');
        await expect(page.getByText('您还没有预约。')).toBeVisible();
        await page.getByRole('link', { name: '预约到店' }).last().click();
        await expect(page).toHaveURL(/\/stores\/appointment$/);
        await page.goto(`/stores/appointment/${STORE}`);
        await hydrated(page);
        await expect(page.getByLabel('手机号码')).toHaveValue(mobile);
        await expect(page.getByLabel('短信验证码')).toHaveCount(0);
        const { time } = await pickDayAndSlot(page, 11);
        await page.getByLabel('姓名').fill('李伟');
        await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
        await page.getByRole('button', { name: '提交预约' }).click();
        await expect(page).toHaveURL(/\/stores\/appointment\/confirm\?ref=/);
        const reference = new URL(page.url()).searchParams.get('ref')!;

        await page.goto('/my-account/appointments');
        await hydrated(page);
        const item = page.locator(`[data-reference="${reference}"]`);
        await expect(item.getByText('待确认', { exact: true })).toBeVisible();
        await expect(item.getByText(new RegExp(`${time}–`))).toBeVisible();
        await item.getByRole('button', { name: '取消预约' }).click();
        await item.getByRole('button', { name: '确认取消' }).click();
        await expect(page.locator('.appointment__notice')).toHaveText('预约已取消。');
        await expect(page.getByRole('heading', { name: '过往预约' })).toBeVisible();
        await expect(
            page.locator(`[data-reference="${reference}"]`).getByText('已取消', { exact: true }),
        ).toBeVisible();
    });
});

test.describe('appointments without script', () => {
    test.use({ javaScriptEnabled: false });

    test('the day is a plain GET form that lists its slots, and an unknown boutique is a 404', async ({ page }) => {
        await page.goto(`/stores/appointment/${STORE}`);
        const day = page.getByLabel('日期');
        const open = await day
            .locator('option:not([disabled])')
            .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
        await day.selectOption(open[5]);
        await page.getByRole('button', { name: '查看时段' }).click();
        await expect(page).toHaveURL(new RegExp(`\\?store=${STORE}&date=${open[5]}$`));
        await expect(page.getByLabel('日期')).toHaveValue(open[5]);
        await expect(page.getByRole('radio').first()).toBeVisible();

        const response = await page.goto('/stores/appointment/nowhere');
        expect(response?.status()).toBe(404);
    });
});
