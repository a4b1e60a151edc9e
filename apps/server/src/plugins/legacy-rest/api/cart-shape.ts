import {
    emailSchema,
    fenToYuan,
    LEGACY_BUNDLE_OPTION_IDS,
    MAX_LINE_QUANTITY,
    mobileSchema,
    requiredText,
} from '@maison/shared';
import { z } from 'zod';

import { idParam, skuSchema } from './schemas';

/*
 * Magento 2's REST cart contract (spec §3 "Alternative cart", §7): the shapes a client written
 * for Magento's cart API reads and sends, amounts in decimal yuan. Vendure's order is the cart.
 */

/** An item of the member's cart in a path. */
export const memberItemParams = z.object({ itemId: idParam });

const money = z.number();
const count = z.number().int().min(0);

const productLink = z.object({ id: z.number().int(), sku: z.string() });

/** One option of a strap bundle: the strap itself, or its buckle. */
const bundleOption = z.object({
    option_id: z.number().int(),
    label: z.enum(['Strap', 'Buckle']),
    title: z.enum(['Strap', 'Buckle']),
    qty: z.number().int(),
    salable_qty: count,
    product_links: z.array(productLink),
});

export const cartItemAnswer = z.object({
    item_id: z.number().int(),
    sku: z.string(),
    name: z.string(),
    qty: z.number().int(),
    /** The unit price with tax, the buckle's included. */
    price: money,
    product_type: z.enum(['simple', 'bundle']),
    quote_id: z.string(),
    base_discount_amount: money,
    discount_percent: z.number(),
    total_with_discount: money,
    extension_attributes: z.object({
        image_url: z.string().nullable(),
        case_color: z.string().nullable(),
        salable_qty: count,
        bundle_options: z.array(bundleOption),
    }),
});
export type CartItemAnswer = z.infer<typeof cartItemAnswer>;

export const cartAnswer = z.object({
    id: z.number().int(),
    is_active: z.boolean(),
    items: z.array(cartItemAnswer),
    items_count: count,
    items_qty: count,
    customer_is_guest: z.boolean(),
    customer: z.object({
        id: z.number().int().nullable(),
        email: z.string().nullable(),
        firstname: z.string().nullable(),
        lastname: z.string().nullable(),
    }),
    currency: z.object({
        quote_currency_code: z.string(),
        base_currency_code: z.string(),
        store_currency_code: z.string(),
    }),
    created_at: z.string(),
    updated_at: z.string(),
});
export type CartAnswer = z.infer<typeof cartAnswer>;

export const totalsAnswer = z.object({
    subtotal: money,
    base_subtotal: money,
    subtotal_with_discount: money,
    base_subtotal_with_discount: money,
    /** Negative, as Magento writes a discount in totals. */
    discount_amount: money,
    base_discount_amount: money,
    shipping_amount: money,
    base_shipping_amount: money,
    grand_total: money,
    base_grand_total: money,
    items_qty: count,
    quote_currency_code: z.string(),
    base_currency_code: z.string(),
    coupon_code: z.string().nullable(),
    items: z.array(
        z.object({
            item_id: z.number().int(),
            name: z.string(),
            price: money,
            qty: z.number().int(),
            row_total: money,
            row_total_with_discount: money,
            discount_amount: money,
            discount_percent: z.number(),
        }),
    ),
});
export type TotalsAnswer = z.infer<typeof totalsAnswer>;

/** What adding to a cart may be refused with, besides bad input. */
export const ADD_ITEM_FAILURES = [
    'ENTITY_NOT_FOUND',
    'INSUFFICIENT_STOCK_ERROR',
    'ORDER_LIMIT_ERROR',
    'NOT_AVAILABLE',
    'ORDER_MODIFICATION_ERROR',
] as const;

/** An id a client names in a body: a database's integer, no larger. */
const bodyId = z.coerce.number().int().min(1).max(2_147_483_647);

/** `POST …/items`: Magento's cartItem, a strap's buckle as the selection of the buckle option. */
export const addItemBody = z.object({
    cartItem: z.object({
        sku: skuSchema,
        qty: z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY),
        /** Magento sends the cart's id again; the path names the cart. */
        quote_id: z.union([z.string().max(64), z.number()]).optional(),
        product_option: z
            .object({
                extension_attributes: z.object({
                    bundle_options: z
                        .array(
                            z.object({
                                option_id: bodyId,
                                option_qty: z.coerce.number().int().min(1).max(1).optional(),
                                option_selections: z.array(bodyId).max(1),
                            }),
                        )
                        .max(2),
                }),
            })
            .optional(),
    }),
});
export type AddItemBody = z.infer<typeof addItemBody>;

/** The buckle a cartItem names: the selection of the buckle option, if any. */
export function buckleOfCartItem(item: AddItemBody['cartItem']): string | undefined {
    const options = item.product_option?.extension_attributes.bundle_options ?? [];
    const buckle = options.find((o) => o.option_id === LEGACY_BUNDLE_OPTION_IDS.buckle);
    const id = buckle?.option_selections[0];
    return id === undefined ? undefined : String(id);
}

/** A Magento address, spec §3's placeholder: a mainland address with a mobile number. */
const magentoAddress = z.object({
    region: z.string().trim().max(100).optional(),
    region_id: z.coerce.number().int().optional(),
    region_code: z.string().trim().max(32).optional(),
    country_id: z.literal('CN'),
    street: z
        .array(z.string().trim().max(120))
        .min(1)
        .max(3)
        .refine((lines) => Boolean(lines[0])),
    postcode: z
        .string()
        .trim()
        .regex(/^\d{6}$/),
    city: requiredText.pipe(z.string().max(100)),
    firstname: requiredText.pipe(z.string().max(50)),
    lastname: requiredText.pipe(z.string().max(50)),
    email: emailSchema.optional(),
    telephone: mobileSchema,
});
export type MagentoAddress = z.infer<typeof magentoAddress>;

export const shippingInformationBody = z.object({
    addressInformation: z.object({
        shipping_address: magentoAddress,
        billing_address: magentoAddress.optional(),
        shipping_carrier_code: z.string().trim().min(1).max(64),
        shipping_method_code: z.string().trim().min(1).max(64),
    }),
});
export type ShippingInformationBody = z.infer<typeof shippingInformationBody>;

export const shippingInformationAnswer = z.object({
    payment_methods: z.array(z.object({ code: z.string(), title: z.string() })),
    totals: totalsAnswer,
});

/** `PUT guest-carts/{cartId}`: Magento's assignment of a guest cart to a customer. */
export const assignBody = z.object({
    customerId: bodyId,
    storeId: z.coerce.number().int().min(0).optional(),
});

/** What is known of one order line beyond the line itself, to answer it as a cart item. */
export interface LineFacts {
    lineId: string;
    sku: string;
    name: string;
    variantId: string;
    quantity: number;
    unitPriceWithTax: number;
    linePriceWithTax: number;
    proratedLinePriceWithTax: number;
    salable: number;
    imageUrl: string | null;
    caseColor: string | null;
    buckle?: { id: string; sku: string; salable: number };
}

/** The share of a line's price its discounts take, in percent with two decimals. */
function discountPercent(line: LineFacts): number {
    if (!line.linePriceWithTax) return 0;
    const off = line.linePriceWithTax - line.proratedLinePriceWithTax;
    return Math.round((off / line.linePriceWithTax) * 10_000) / 100;
}

/** One line as Magento's cart item: a strap with its buckle is a bundle of the two. */
export function cartItem(line: LineFacts, quoteId: string): CartItemAnswer {
    const bundle = line.buckle
        ? [
              bundleOptionOf('Strap', LEGACY_BUNDLE_OPTION_IDS.strap, line.variantId, line.sku, line.salable),
              bundleOptionOf(
                  'Buckle',
                  LEGACY_BUNDLE_OPTION_IDS.buckle,
                  line.buckle.id,
                  line.buckle.sku,
                  line.buckle.salable,
              ),
          ]
        : [];
    return {
        item_id: Number(line.lineId),
        sku: line.sku,
        name: line.name,
        qty: line.quantity,
        price: fenToYuan(line.unitPriceWithTax),
        product_type: line.buckle ? 'bundle' : 'simple',
        quote_id: quoteId,
        base_discount_amount: fenToYuan(line.linePriceWithTax - line.proratedLinePriceWithTax),
        discount_percent: discountPercent(line),
        total_with_discount: fenToYuan(line.proratedLinePriceWithTax),
        extension_attributes: {
            image_url: line.imageUrl,
            case_color: line.caseColor,
            salable_qty: line.salable,
            bundle_options: bundle,
        },
    };
}

function bundleOptionOf(
    label: 'Strap' | 'Buckle',
    optionId: number,
    variantId: string,
    sku: string,
    salable: number,
): z.infer<typeof bundleOption> {
    return {
        option_id: optionId,
        label,
        title: label,
        qty: 1,
        salable_qty: salable,
        product_links: [{ id: Number(variantId), sku }],
    };
}

/** What the totals are read from: Vendure's order sums, in fen. */
export interface OrderSums {
    currencyCode: string;
    subTotalWithTax: number;
    shippingWithTax: number;
    totalWithTax: number;
    totalQuantity: number;
    couponCodes: string[];
}

/** The cart's totals as Magento's: before and after discounts, delivery and the grand total. */
export function cartTotals(order: OrderSums, lines: LineFacts[]): TotalsAnswer {
    const subtotal = lines.reduce((sum, l) => sum + l.linePriceWithTax, 0);
    const discount = subtotal - order.subTotalWithTax;
    return {
        subtotal: fenToYuan(subtotal),
        base_subtotal: fenToYuan(subtotal),
        subtotal_with_discount: fenToYuan(order.subTotalWithTax),
        base_subtotal_with_discount: fenToYuan(order.subTotalWithTax),
        discount_amount: discount ? -fenToYuan(discount) : 0,
        base_discount_amount: discount ? -fenToYuan(discount) : 0,
        shipping_amount: fenToYuan(order.shippingWithTax),
        base_shipping_amount: fenToYuan(order.shippingWithTax),
        grand_total: fenToYuan(order.totalWithTax),
        base_grand_total: fenToYuan(order.totalWithTax),
        items_qty: order.totalQuantity,
        quote_currency_code: order.currencyCode,
        base_currency_code: order.currencyCode,
        coupon_code: order.couponCodes[0] ?? null,
        items: lines.map((l) => ({
            item_id: Number(l.lineId),
            name: l.name,
            price: fenToYuan(l.unitPriceWithTax),
            qty: l.quantity,
            row_total: fenToYuan(l.linePriceWithTax),
            row_total_with_discount: fenToYuan(l.proratedLinePriceWithTax),
            discount_amount: fenToYuan(l.linePriceWithTax - l.proratedLinePriceWithTax),
            discount_percent: discountPercent(l),
        })),
    };
}
