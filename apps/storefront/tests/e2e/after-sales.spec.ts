import { DASHBOARD, signInToDashboard } from './dashboard-session';
import { expect, hydrated, test } from './fixtures';
import { adminApi, adminToken, shopSearch } from './shop-api';
import { memberSessionCookie, placeOrder } from './staff-orders';

/**
 * After the sale (spec §2 /order, /order/logistic, /order/return): a member cancels a paid order
 * before it ships, follows a shipped one's parcel and returns it; staff decide in between;
 * another member reaches none of it.
 */
const PASSWORD = 'after-sales-e2e-password';

test('a member cancels a paid order, follows a shipped one and returns it; another member finds neither @phone', async ({
    browser,
    request,
    baseURL,
}) => {
    test.slow();
    const token = await adminToken(request);
    const admin = (query: string, variables: object = {}) => adminApi(request, token, query, variables);
    const watches = (await shopSearch(request, { collectionSlug: 'watches' })).items;
    const variantOf = async (sku: string) =>
        (
            (await admin(
                'query($s: String!) { productVariants(options: { filter: { sku: { eq: $s } } }) { items { id } } }',
                {
                    s: sku,
                },
            )) as unknown as { productVariants: { items: Array<{ id: string }> } }
        ).productVariants.items[0].id;
    const email = `after-sales-${Date.now()}@example.com`;
    const customer = await admin(
        'mutation($i: CreateCustomerInput!, $p: String!) { createCustomer(input: $i, password: $p) { ... on Customer { id } } }',
        { i: { emailAddress: email, firstName: '晓明', lastName: '王' }, p: PASSWORD },
    );
    const customerId = customer.createCustomer.id;
    const paidId = await placeOrder(request, token, customerId, await variantOf(watches[0].sku));
    const shippedId = await placeOrder(request, token, customerId, await variantOf(watches[1].sku));
    type Order = { code: string; lines: Array<{ id: string; quantity: number }> };
    const orderOf = async (id: string) =>
        (
            (await admin('query($id: ID!) { order(id: $id) { code lines { id quantity } } }', { id })) as unknown as {
                order: Order;
            }
        ).order;
    const paid = await orderOf(paidId);
    const shipped = await orderOf(shippedId);
    const fulfilment = await admin(
        `mutation($lines: [OrderLineInput!]!) { addFulfillmentToOrder(input: { lines: $lines, handler: { code: "manual-fulfillment", arguments: [{ name: "method", value: "顺丰速运" }, { name: "trackingCode", value: "SF1234567890" }] } }) { ... on Fulfillment { id } } }`,
        { lines: shipped.lines.map((l) => ({ orderLineId: l.id, quantity: l.quantity })) },
    );
    await admin('mutation($id: ID!) { transitionFulfillmentToState(id: $id, state: "Shipped") { __typename } }', {
        id: fulfilment.addFulfillmentToOrder.id,
    });

    const member = await browser.newContext({ baseURL, locale: 'zh-CN' });
    await member.addCookies([
        { name: 'maison_session', value: await memberSessionCookie(email, PASSWORD), url: baseURL! },
        { name: 'cookie_control_consent', value: 'true', url: baseURL! },
    ]);
    const page = await member.newPage();

    // A paid order not yet shipped: its cancellation goes to staff.
    await page.goto(`/order/${paid.code}`);
    await hydrated(page);
    await page.locator('.after-sales-form summary').click();
    await page.getByLabel('原因').selectOption('orderedByMistake');
    await page.getByLabel('备注（选填）').fill('选错了表盘颜色');
    await page.getByRole('button', { name: '确认取消订单' }).click();
    await expect(page.getByRole('status').filter({ hasText: '您的取消申请已提交。' })).toBeVisible();
    await expect(page.locator('.after-sales-request')).toContainText('审核中');
    await expect(page.locator('.after-sales-form')).toHaveCount(0);

    // The shipped order's parcel, as staff recorded it.
    await page.goto(`/order/logistic/${shipped.code}`);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('顺丰速运 运单号 SF1234567890');
    await expect(page.locator('.tracking-event')).toHaveText([/运输中/, /已揽收/]);

    // Its return: the form refuses nothing ticked, then takes the line.
    await page.goto(`/order/${shipped.code}`);
    await hydrated(page);
    await page.getByRole('link', { name: '申请退货' }).click();
    await expect(page).toHaveURL(new RegExp(`/order/return/${shipped.code}$`));
    await page.getByLabel('原因').selectOption('damaged');
    await page.getByRole('button', { name: '提交退货申请' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请选择要退回的商品' })).toBeVisible();
    await page.getByRole('checkbox').first().check();
    await page.getByLabel('原因').selectOption('damaged');
    await page.getByRole('button', { name: '提交退货申请' }).click();
    await expect(page.getByRole('status').filter({ hasText: '您的退货申请已提交' })).toBeVisible();
    await expect(page.locator('.after-sales-request')).toContainText('商品损坏');

    // Staff approve it in the dashboard; the member then gives the parcel's tracking number.
    const requests = (await admin(
        'query { afterSalesRequests(options: { sort: { createdAt: DESC } }) { items { id kind order { code } } } }',
    )) as unknown as { afterSalesRequests: { items: Array<{ id: string; kind: string; order: { code: string } }> } };
    const ret = requests.afterSalesRequests.items.find((r) => r.order.code === shipped.code)!;
    const staff = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await signInToDashboard(staff);
    await staff.goto(`${DASHBOARD}/after-sales`);
    const row = staff.getByRole('row').filter({ hasText: shipped.code });
    await expect(row).toContainText('Return');
    await expect(row).toContainText('Requested');
    // A return just asked for is approved or rejected, nothing else yet.
    const decisions = row.getByRole('button', { name: /^(Approve|Reject|Mark received|Mark refunded)$/ });
    await expect(decisions).toHaveText(['Approve', 'Reject']);
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(row).toContainText('Approved');
    await expect(decisions).toHaveText(['Mark received', 'Reject']);
    // The order page points to the return page, whose form asks for the parcel once.
    await page.goto(`/order/${shipped.code}`);
    await page.locator('.after-sales-request__hint').getByRole('link', { name: '填写快递单号' }).click();
    await expect(page).toHaveURL(new RegExp(`/order/return/${shipped.code}$`));
    await expect(page.getByText('退货申请已通过，请寄回商品并填写快递单号。')).toHaveCount(1);
    await page.getByLabel('快递公司').fill('顺丰速运');
    await page.getByLabel('快递单号').fill('SF9988776655');
    await page.getByRole('button', { name: '提交快递单号' }).click();
    await expect(page.getByRole('status').filter({ hasText: '快递单号已提交' })).toBeVisible();
    await expect(page.locator('.after-sales-request')).toContainText('已寄回：顺丰速运 SF9988776655');

    await page.goto('/orders/returns');
    await expect(page.locator('.order-card')).toHaveCount(2);

    // Another member: the same 404 as for an order nobody has.
    const otherEmail = `after-sales-other-${Date.now()}@example.com`;
    await admin(
        'mutation($i: CreateCustomerInput!, $p: String!) { createCustomer(input: $i, password: $p) { ... on Customer { id } } }',
        { i: { emailAddress: otherEmail, firstName: '芳', lastName: '李' }, p: PASSWORD },
    );
    const other = await browser.newContext({ baseURL });
    await other.addCookies([
        { name: 'maison_session', value: await memberSessionCookie(otherEmail, PASSWORD), url: baseURL! },
    ]);
    const stranger = other.request;
    for (const path of [
        `/order/return/${shipped.code}`,
        `/order/logistic/${shipped.code}`,
        `/order/${paid.code}`,
        '/order/logistic/NOSUCHORDER1',
    ]) {
        expect((await stranger.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
    const withdraw = await stranger.post(`/order/return/${shipped.code}`, {
        form: { intent: 'withdraw', id: ret.id },
        maxRedirects: 0,
    });
    expect(withdraw.status()).toBe(404);
    await page.goto(`/order/return/${shipped.code}`);
    await expect(page.locator('.after-sales-request').first()).toContainText('已同意');
    await other.close();
    await member.close();
});
