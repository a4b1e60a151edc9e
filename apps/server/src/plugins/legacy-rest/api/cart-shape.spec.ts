import { LEGACY_BUNDLE_OPTION_IDS } from '@maison/shared';
import { describe, expect, it } from 'vitest';

import {
    addItemBody,
    buckleOfCartItem,
    cartItem,
    cartTotals,
    type LineFacts,
    shippingInformationBody,
} from './cart-shape';

const strapLine: LineFacts = {
    lineId: '7',
    sku: 'S-20',
    name: '鳄鱼皮表带',
    variantId: '41',
    quantity: 2,
    unitPriceWithTax: 310_050,
    linePriceWithTax: 620_100,
    proratedLinePriceWithTax: 558_090,
    salable: 5,
    imageUrl: null,
    caseColor: null,
    buckle: { id: '90', sku: 'B-1', salable: 3 },
};

describe('cartItem', () => {
    it('answers a strap with its buckle as a bundle of the two, amounts in yuan', () => {
        const item = cartItem(strapLine, 'q');
        expect(item).toMatchObject({
            item_id: 7,
            qty: 2,
            price: 3100.5,
            product_type: 'bundle',
            base_discount_amount: 620.1,
            discount_percent: 10,
            total_with_discount: 5580.9,
        });
        expect(item.extension_attributes.bundle_options).toEqual([
            expect.objectContaining({ option_id: LEGACY_BUNDLE_OPTION_IDS.strap, label: 'Strap', salable_qty: 5 }),
            expect.objectContaining({
                option_id: LEGACY_BUNDLE_OPTION_IDS.buckle,
                label: 'Buckle',
                qty: 1,
                salable_qty: 3,
                product_links: [{ id: 90, sku: 'B-1' }],
            }),
        ]);
    });

    it('answers any other line as a simple product without options', () => {
        const item = cartItem({ ...strapLine, buckle: undefined }, 'q');
        expect(item.product_type).toBe('simple');
        expect(item.extension_attributes.bundle_options).toEqual([]);
    });
});

describe('cartTotals', () => {
    it('writes the discount negative, as Magento does, and the grand total with delivery', () => {
        const totals = cartTotals(
            {
                currencyCode: 'CNY',
                subTotalWithTax: 558_090,
                shippingWithTax: 0,
                totalWithTax: 558_090,
                totalQuantity: 2,
                couponCodes: [],
            },
            [strapLine],
        );
        expect(totals).toMatchObject({
            subtotal: 6201,
            subtotal_with_discount: 5580.9,
            discount_amount: -620.1,
            shipping_amount: 0,
            grand_total: 5580.9,
            items_qty: 2,
            coupon_code: null,
        });
    });
});

describe('the cart bodies', () => {
    it('reads the buckle from the buckle option only', () => {
        const body = addItemBody.parse({
            cartItem: {
                sku: 'S-20',
                qty: '1',
                product_option: {
                    extension_attributes: {
                        bundle_options: [
                            { option_id: LEGACY_BUNDLE_OPTION_IDS.strap, option_selections: [41] },
                            { option_id: LEGACY_BUNDLE_OPTION_IDS.buckle, option_qty: 1, option_selections: [90] },
                        ],
                    },
                },
            },
        });
        expect(buckleOfCartItem(body.cartItem)).toBe('90');
        expect(buckleOfCartItem(addItemBody.parse({ cartItem: { sku: 'W', qty: 1 } }).cartItem)).toBeUndefined();
    });

    it('refuses a quantity past a line’s limit and an address without a mainland mobile or street', () => {
        expect(addItemBody.safeParse({ cartItem: { sku: 'W', qty: 1000 } }).success).toBe(false);
        const address = {
            country_id: 'CN',
            street: ['南京西路 1266 号'],
            postcode: '200040',
            city: '上海市',
            firstname: '雷',
            lastname: '李',
            telephone: '139 1234 5678',
        };
        const info = (a: object) => ({
            addressInformation: {
                shipping_address: a,
                shipping_carrier_code: 'flatrate',
                shipping_method_code: 'flatrate',
            },
        });
        const parsed = shippingInformationBody.parse(info(address));
        expect(parsed.addressInformation.shipping_address.telephone).toBe('13912345678');
        expect(shippingInformationBody.safeParse(info({ ...address, telephone: '12345' })).success).toBe(false);
        expect(shippingInformationBody.safeParse(info({ ...address, street: [''] })).success).toBe(false);
        expect(shippingInformationBody.safeParse(info({ ...address, country_id: 'US' })).success).toBe(false);
    });
});
