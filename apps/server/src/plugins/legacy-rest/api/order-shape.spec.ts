import type { Order, Payment } from '@vendure/core';
import { describe, expect, it } from 'vitest';

import { buckleOf, deliveryOf, magentoOrderOf, oneClickBody, orderCreateBody, orderOf } from './order-shape';

const ADDRESS = {
    fullName: '李伟',
    phoneNumber: '139 1234-5678',
    province: '北京市',
    city: '市辖区',
    district: '朝阳区',
    streetLine1: '建国路 88 号',
    postalCode: '100022',
};

function order(state: string): Order {
    const at = new Date('2026-11-26T10:00:00Z');
    const address = {
        fullName: '李伟',
        phoneNumber: '13912345678',
        province: '北京市',
        city: '市辖区',
        streetLine2: '朝阳区',
        streetLine1: '建国路 88 号',
        postalCode: '100022',
        countryCode: 'CN',
    };
    return {
        id: 12,
        code: 'ABC123',
        state,
        createdAt: at,
        updatedAt: at,
        orderPlacedAt: null,
        currencyCode: 'CNY',
        totalQuantity: 2,
        subTotalWithTax: 1_230_050,
        shippingWithTax: 0,
        totalWithTax: 1_200_050,
        discounts: [{ amountWithTax: -30_000 }],
        lines: [
            {
                id: 7,
                quantity: 2,
                productVariant: { sku: 'M0A1001', name: '传承' },
                unitPriceWithTax: 615_025,
                linePriceWithTax: 1_230_050,
                proratedLinePriceWithTax: 1_200_050,
            },
            {
                id: 9,
                quantity: 1,
                productVariant: { sku: 'S1234-21', name: '织纹表带' },
                customFields: { buckle: { id: 31, sku: 'B0031', name: '针扣' } },
                unitPriceWithTax: 290_000,
                linePriceWithTax: 290_000,
                proratedLinePriceWithTax: 290_000,
            },
            { id: 8, quantity: 0, productVariant: { sku: 'GONE', name: 'gone' } },
        ],
        shippingAddress: address,
        billingAddress: address,
        customFields: { fapiaoType: 'none' },
        shippingLines: [{ shippingMethod: { code: 'free-delivery' } }],
    } as unknown as Order;
}

describe('the REST order bodies', () => {
    it('take a saved address or one given whole, never both or neither', () => {
        expect(orderCreateBody.safeParse({ addressId: 5 }).success).toBe(true);
        expect(orderCreateBody.safeParse({ address: ADDRESS }).success).toBe(true);
        expect(orderCreateBody.safeParse({}).success).toBe(false);
        expect(orderCreateBody.safeParse({ addressId: '5', address: ADDRESS }).success).toBe(false);
        expect(orderCreateBody.safeParse({ addressId: 'x' }).success).toBe(false);
    });

    it('give the checkout a mainland address, the district as its second street line', () => {
        const parsed = orderCreateBody.parse({ address: ADDRESS });
        expect(deliveryOf(parsed)).toEqual({
            address: {
                fullName: '李伟',
                phoneNumber: '13912345678',
                province: '北京市',
                city: '市辖区',
                streetLine2: '朝阳区',
                streetLine1: '建国路 88 号',
                postalCode: '100022',
                countryCode: 'CN',
            },
        });
        expect(deliveryOf(orderCreateBody.parse({ addressId: 5 }))).toEqual({ addressId: '5' });
    });

    it('read a strap’s buckle from its buckle option only', () => {
        const body = (options: unknown) =>
            oneClickBody.parse({ sku: 'S1', qty: 1, addressId: 1, bundle_options: options });
        expect(buckleOf(body([{ option_id: 2, option_selections: [41] }]))).toBe('41');
        expect(buckleOf(body([{ option_id: 1, option_selections: [40] }]))).toBeUndefined();
        expect(buckleOf(body(undefined))).toBeUndefined();
    });
});

describe('an order told on the REST face', () => {
    it('in yuan, its empty lines left out, a strap’s buckle named on its line, under its account list', () => {
        const told = orderOf(order('ArrangingPayment'));
        expect(told).toMatchObject({
            order_id: '12',
            increment_id: 'ABC123',
            status: 'unpaid',
            subtotal: 12300.5,
            discount_amount: 300,
            grand_total: 12000.5,
        });
        expect(told.items).toEqual([
            {
                item_id: '7',
                sku: 'M0A1001',
                name: '传承',
                qty: 2,
                product_type: 'simple',
                buckle: null,
                price: 6150.25,
                row_total: 12300.5,
                row_total_with_discount: 12000.5,
            },
            {
                item_id: '9',
                sku: 'S1234-21',
                name: '织纹表带',
                qty: 1,
                product_type: 'bundle',
                buckle: { id: 31, sku: 'B0031', name: '针扣' },
                price: 2900,
                row_total: 2900,
                row_total_with_discount: 2900,
            },
        ]);
    });

    it('as a Magento sales order, with Magento’s state and what was paid', () => {
        const settled = { id: 3, method: 'alipay', state: 'Settled', amount: 1_200_050, createdAt: new Date() };
        const declined = { ...settled, id: 2, state: 'Declined', createdAt: new Date(0) };
        const magento = magentoOrderOf(order('PaymentSettled'), [settled, declined] as unknown as Payment[], []);
        expect(magento).toMatchObject({
            entity_id: 12,
            state: 'processing',
            status: 'processing',
            total_paid: 12000.5,
            payment: { method: 'alipay', amount_paid: 12000.5 },
            billing_address: { firstname: '李伟', lastname: '', street: ['建国路 88 号', '朝阳区'] },
        });
        expect(magento.extension_attributes.shipping_assignments[0].shipping.method).toBe('free-delivery');
        // A strap bought with its buckle is a bundle there too, its buckle named on its line.
        expect(magento.items.map((i) => [i.product_type, i.extension_attributes.buckle])).toEqual([
            ['simple', null],
            ['bundle', { id: 31, sku: 'B0031', name: '针扣' }],
        ]);
        expect(magentoOrderOf(order('ArrangingPayment'), [], []).state).toBe('pending_payment');
        expect(magentoOrderOf(order('Cancelled'), [], []).state).toBe('canceled');
        expect(magentoOrderOf(order('Delivered'), [], []).status).toBe('complete');
    });
});
