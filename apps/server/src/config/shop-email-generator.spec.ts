import fs from 'node:fs';
import path from 'node:path';

import { FileBasedTemplateLoader, type InitializedEmailPluginOptions } from '@vendure/email-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ShopEmailGenerator } from './shop-email-generator';

const templates = path.join(__dirname, '..', '..', 'email-templates');

/** What a reader sees of the letter: its text, without the markup and the style sheets. */
function visibleText(html: string): string {
    return html
        .replace(/<(style|title)[^>]*>[\s\S]*?<\/\1>/g, ' ')
        .replace(/<!--[\s\S]*?-->/g, ' ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ');
}

describe('the order confirmation as mailed', () => {
    const zone = process.env.TZ;
    let body = '';

    beforeAll(async () => {
        // The production servers run in UTC; the letter must still say the time in Beijing.
        process.env.TZ = 'UTC';
        const generator = new ShopEmailGenerator();
        await generator.onInit({
            templateLoader: new FileBasedTemplateLoader(templates),
        } as unknown as InitializedEmailPluginOptions);
        const order = {
            code: 'K7QX2M4ZT9PLW3DA',
            orderPlacedAt: new Date('2026-11-25T14:41:00Z'),
            currencyCode: 'CNY',
            totalWithTax: 4_599_000,
            shippingWithTax: 0,
            customer: { firstName: '雷', lastName: '李', emailAddress: 'lilei@example.com' },
            shippingAddress: {
                fullName: '李雷',
                phoneNumber: '13800138000',
                province: '上海市',
                city: '上海市',
                streetLine1: '南京东路 100 号',
                streetLine2: '黄浦区',
                postalCode: '200001',
            },
            lines: [
                {
                    productVariant: { sku: 'M5A2002', name: '地平线 都会 石英腕表' },
                    quantity: 1,
                    discountedLinePriceWithTax: 4_599_000,
                    customFields: {},
                },
            ],
            discounts: [{ description: '九折优惠', amountWithTax: -459_900 }],
        };
        const mail = await generator.generate(
            '{{ fromAddress }}',
            '订单确认 Order confirmation {{ order.code }}',
            fs.readFileSync(path.join(templates, 'order-confirmation', 'body.hbs'), 'utf8'),
            {
                order,
                fapiao: '',
                fromAddress: 'shop@example.com',
                brandName: 'MORVAUX',
                shopUrl: 'https://shop.example.cn',
                hotline: '400-000-0000',
            },
        );
        body = mail.body;
    });

    afterAll(() => {
        process.env.TZ = zone;
    });

    it('shows money as the shop does: yuan without decimals', () => {
        const text = visibleText(body);
        expect(text).toContain('实付金额 Paid ¥45,990');
        expect(text).toContain('九折优惠 -¥4,599');
        expect(text).toContain('运费 Delivery ¥0');
        expect(text).not.toMatch(/¥[\d,]+\.\d/);
    });

    it('gives the time the order was placed in Beijing, though the server runs in UTC', () => {
        expect(new Date('2026-11-25T14:41:00Z').getHours()).toBe(14);
        expect(visibleText(body)).toContain('下单时间 Placed 2026年11月25日 22:41');
    });

    it('greets the shopper by family name then given name, as Chinese writes them', () => {
        expect(visibleText(body)).toContain('尊敬的 李雷：');
    });

    it('has no stray "96" of the Outlook settings block above the letter', () => {
        expect(body).not.toContain('PixelsPerInch');
        expect(body).not.toContain('<xml>');
        const beforeBrand = visibleText(body).split('MORVAUX')[0];
        expect(beforeBrand).not.toMatch(/\d/);
    });
});
