import {
    fapiaoSchema,
    fenToYuan,
    LEGACY_BUNDLE_OPTION_IDS,
    listOfState,
    mobileSchema,
    ORDER_LIST_STATUSES,
    ORDERS_PER_PAGE,
    requiredText,
} from '@maison/shared';
import type { CreateAddressInput, OrderAddress } from '@vendure/common/lib/generated-types';
import type { Order, OrderLine, Payment } from '@vendure/core';
import { z } from 'zod';

import type { AfterSalesRequest } from '../../after-sales';
import type { Delivery } from '../../checkout';
import { idParam, positiveInt, skuSchema } from './schemas';

/**
 * The orders of the REST face (spec §7: `applet/order…` and the order management of
 * `datalayer/oms/plugin/magento/order/{id}`): what the rows take and answer, and how an order
 * of the shop is told in each. Amounts are decimal yuan; an order's `{id}` is its entity id
 * (`order_id`, Magento's `entity_id`), its number is `increment_id`.
 */

const money = z.number().describe('Decimal yuan');
/** An id as JSON gives it: a number or a string of digits. */
const idValue = z.union([z.number().int().min(1).max(9_999_999_999), idParam]).transform(String);

/** A delivery address given whole: a mainland address, the district beside the city. */
export const addressBody = z.object({
    fullName: requiredText.pipe(z.string().max(50)),
    phoneNumber: mobileSchema,
    province: requiredText.pipe(z.string().max(50)),
    city: requiredText.pipe(z.string().max(50)),
    district: z.string().trim().max(50).optional(),
    streetLine1: requiredText.pipe(z.string().max(120)),
    postalCode: z
        .string()
        .trim()
        .regex(/^\d{6}$/),
});

const deliveryFields = {
    /** One of the member's saved addresses (`applet/getAddressList`). */
    addressId: idValue.optional(),
    address: addressBody.optional(),
    /** The fapiao asked for: none (the default), personal, or a company's with its title and taxpayer id. */
    fapiao: fapiaoSchema.optional(),
    /** A word for the shop, kept in the order's history. */
    remark: z.string().trim().max(200).optional(),
};

/** Exactly one of `addressId` and `address`. */
function oneDelivery(value: { addressId?: string; address?: unknown }, ctx: z.RefinementCtx): void {
    if ((value.addressId === undefined) === (value.address === undefined)) {
        ctx.addIssue({ code: 'custom', path: ['addressId'], message: 'addressId or address, one of them' });
    }
}

/** `POST applet/orderCreate`: the bag to an order awaiting payment. */
export const orderCreateBody = z.object(deliveryFields).superRefine(oneDelivery);

/** `POST applet/oneClickOrderCreate`: one item bought now, beside the bag. */
export const oneClickBody = z
    .object({
        sku: skuSchema,
        qty: z.number().int().min(1).max(99),
        /** A strap's buckle, as a Magento cart item names it: the selection of the buckle option (option_id 2), its variant id. */
        bundle_options: z
            .array(
                z.object({
                    option_id: z.number().int(),
                    option_qty: z.number().int().min(1).max(1).optional(),
                    option_selections: z.array(idValue).max(1),
                }),
            )
            .max(2)
            .optional(),
        ...deliveryFields,
    })
    .superRefine(oneDelivery);

/** The Idempotency-Key header a client may send with `oneClickOrderCreate`. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{1,128}$/;

/** The delivery a body names, for the checkout service. */
export function deliveryOf(body: { addressId?: string; address?: z.infer<typeof addressBody> }): Delivery {
    if (body.addressId !== undefined) return { addressId: body.addressId };
    const a = body.address!;
    const address: CreateAddressInput = {
        fullName: a.fullName,
        phoneNumber: a.phoneNumber,
        province: a.province,
        city: a.city,
        streetLine2: a.district ?? '',
        streetLine1: a.streetLine1,
        postalCode: a.postalCode,
        countryCode: 'CN',
    };
    return { address };
}

/** The buckle a one-click body names: the selection of its buckle option, as a cart item's. */
export function buckleOf(body: z.infer<typeof oneClickBody>): string | undefined {
    const buckle = body.bundle_options?.find((option) => option.option_id === LEGACY_BUNDLE_OPTION_IDS.buckle);
    return buckle?.option_selections[0];
}

export const ordersQuery = z.object({
    /** The account's lists (packages/shared order-states): `returns` lists the orders with a request. */
    status: z.enum(ORDER_LIST_STATUSES).default('all'),
    page: positiveInt(100).default(1),
    /** Orders a page; the storefront's ten unless asked. */
    page_size: positiveInt(50).default(ORDERS_PER_PAGE),
});

export const orderIdParams = z.object({ id: idParam });

// Answers

const lineAnswer = z.object({
    item_id: z.string(),
    sku: z.string(),
    name: z.string(),
    qty: z.number().int(),
    /** Bundle: a strap with its buckle, as the cart told it; the prices are the two together. */
    product_type: z.enum(['simple', 'bundle']),
    buckle: z
        .object({ id: z.number().int(), sku: z.string(), name: z.string() })
        .nullable()
        .describe('The buckle bought with the strap on this line (its price is in the line’s), or null'),
    price: money,
    row_total: money,
    row_total_with_discount: money,
});

const addressAnswer = z
    .object({
        full_name: z.string(),
        telephone: z.string(),
        province: z.string(),
        city: z.string(),
        district: z.string(),
        street: z.string(),
        postcode: z.string(),
        country_id: z.string(),
    })
    .nullable();

export const orderAnswer = z.object({
    order_id: z.string(),
    increment_id: z.string(),
    state: z.string().describe('Vendure’s order state (ArrangingPayment: awaiting payment)'),
    /** The account's list the order is shown under. */
    status: z.enum(['unpaid', 'paid', 'shipped', 'completed', 'cancelled', 'other']),
    created_at: z.string(),
    updated_at: z.string(),
    placed_at: z.string().nullable(),
    currency: z.string(),
    total_qty: z.number().int(),
    subtotal: money,
    shipping_amount: money,
    discount_amount: money,
    grand_total: money,
    items: z.array(lineAnswer),
});
export type OrderAnswer = z.infer<typeof orderAnswer>;

const requestAnswer = z.object({
    request_id: z.string(),
    order_id: z.string(),
    increment_id: z.string(),
    kind: z.enum(['cancel', 'return']),
    state: z.string(),
    reason: z.string(),
    note: z.string(),
    lines: z.array(z.object({ item_id: z.string(), qty: z.number().int() })),
    return_carrier: z.string().nullable(),
    return_tracking_number: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
});
export { requestAnswer };
export type RequestAnswer = z.infer<typeof requestAnswer>;

export const orderListAnswer = z.object({
    items: z.array(orderAnswer.extend({ after_sales: requestAnswer.optional() })),
    total_count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
});

export const orderDetailAnswer = orderAnswer.extend({
    shipping_address: addressAnswer,
    billing_address: addressAnswer,
    payments: z.array(
        z.object({
            payment_id: z.string(),
            method: z.string(),
            state: z.string(),
            amount: money,
            created_at: z.string(),
        }),
    ),
    fapiao: z.object({ type: z.string(), title: z.string().nullable(), tax_id: z.string().nullable() }),
    after_sales: z.array(requestAnswer),
});

/** An order of the shop as the applet rows tell it. */
export function orderOf(order: Order): OrderAnswer {
    const discount = order.discounts.reduce((sum, d) => sum + d.amountWithTax, 0);
    return {
        order_id: String(order.id),
        increment_id: order.code,
        state: order.state,
        status: listOfState(order.state),
        created_at: order.createdAt.toISOString(),
        updated_at: order.updatedAt.toISOString(),
        placed_at: order.orderPlacedAt ? order.orderPlacedAt.toISOString() : null,
        currency: order.currencyCode,
        total_qty: order.totalQuantity,
        subtotal: fenToYuan(order.subTotalWithTax),
        shipping_amount: fenToYuan(order.shippingWithTax),
        discount_amount: fenToYuan(-discount),
        grand_total: fenToYuan(order.totalWithTax),
        items: order.lines.filter((line) => line.quantity > 0).map(lineOf),
    };
}

function lineOf(line: OrderLine): z.infer<typeof lineAnswer> {
    const buckle = line.customFields?.buckle;
    return {
        item_id: String(line.id),
        sku: line.productVariant?.sku ?? '',
        name: line.productVariant?.name ?? '',
        qty: line.quantity,
        product_type: buckle ? 'bundle' : 'simple',
        buckle: buckle ? { id: Number(buckle.id), sku: buckle.sku, name: buckle.name ?? '' } : null,
        price: fenToYuan(line.unitPriceWithTax),
        row_total: fenToYuan(line.linePriceWithTax),
        row_total_with_discount: fenToYuan(line.proratedLinePriceWithTax),
    };
}

function addressOf(address: OrderAddress | undefined): z.infer<typeof addressAnswer> {
    if (!address?.streetLine1) return null;
    return {
        full_name: address.fullName ?? '',
        telephone: address.phoneNumber ?? '',
        province: address.province ?? '',
        city: address.city ?? '',
        district: address.streetLine2 ?? '',
        street: address.streetLine1 ?? '',
        postcode: address.postalCode ?? '',
        country_id: address.countryCode ?? 'CN',
    };
}

export function requestOf(request: AfterSalesRequest): RequestAnswer {
    return {
        request_id: String(request.id),
        order_id: String(request.orderId),
        increment_id: request.order.code,
        kind: request.kind,
        state: request.state,
        reason: request.reason,
        note: request.note,
        lines: request.lines.map((line) => ({ item_id: String(line.orderLineId), qty: line.quantity })),
        return_carrier: request.returnCarrier,
        return_tracking_number: request.returnTrackingCode,
        created_at: request.createdAt.toISOString(),
        updated_at: request.updatedAt.toISOString(),
    };
}

/** One order with its addresses, payments, fapiao and requests. */
export function orderDetailOf(
    order: Order,
    payments: Payment[],
    requests: AfterSalesRequest[],
): z.infer<typeof orderDetailAnswer> {
    const fields = order.customFields as unknown as Record<string, string | null | undefined>;
    return {
        ...orderOf(order),
        shipping_address: addressOf(order.shippingAddress),
        billing_address: addressOf(order.billingAddress),
        payments: payments.map((p) => ({
            payment_id: String(p.id),
            method: p.method,
            state: p.state,
            amount: fenToYuan(p.amount),
            created_at: p.createdAt.toISOString(),
        })),
        fapiao: {
            type: fields.fapiaoType ?? 'none',
            title: fields.fapiaoTitle ?? null,
            tax_id: fields.fapiaoTaxId ?? null,
        },
        after_sales: requests.map(requestOf),
    };
}

// Magento's sales order (order management)

/** Magento's state and status for each of Vendure's order states; `processing` for any other. */
const MAGENTO_STATES: Record<string, [state: string, status: string]> = {
    Created: ['new', 'pending'],
    AddingItems: ['new', 'pending'],
    Draft: ['new', 'pending'],
    ArrangingPayment: ['pending_payment', 'pending_payment'],
    PaymentAuthorized: ['payment_review', 'payment_review'],
    PaymentSettled: ['processing', 'processing'],
    PartiallyShipped: ['processing', 'partially_shipped'],
    Shipped: ['complete', 'shipped'],
    PartiallyDelivered: ['complete', 'shipped'],
    Delivered: ['complete', 'complete'],
    Cancelled: ['canceled', 'canceled'],
};

const magentoAddress = z
    .object({
        address_type: z.enum(['shipping', 'billing']),
        firstname: z.string(),
        lastname: z.string(),
        street: z.array(z.string()),
        city: z.string(),
        region: z.string(),
        postcode: z.string(),
        country_id: z.string(),
        telephone: z.string(),
    })
    .nullable();

export const magentoOrderAnswer = z.object({
    entity_id: z.number().int(),
    increment_id: z.string(),
    state: z.string(),
    status: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    order_currency_code: z.string(),
    total_qty_ordered: z.number().int(),
    subtotal: money,
    shipping_amount: money,
    discount_amount: money,
    grand_total: money,
    total_paid: money,
    items: z.array(
        z.object({
            item_id: z.number().int(),
            sku: z.string(),
            name: z.string(),
            qty_ordered: z.number().int(),
            price: money,
            row_total: money,
            /** Bundle: a strap with its buckle; the prices are the two together. */
            product_type: z.enum(['simple', 'bundle']),
            extension_attributes: z.object({
                buckle: z
                    .object({ id: z.number().int(), sku: z.string(), name: z.string() })
                    .nullable()
                    .describe('The buckle bought with the strap on this line (its price is in the line’s), or null'),
            }),
        }),
    ),
    billing_address: magentoAddress,
    payment: z.object({ method: z.string(), amount_ordered: money, amount_paid: money }).nullable(),
    extension_attributes: z.object({
        vendure_state: z.string(),
        shipping_assignments: z.array(
            z.object({ shipping: z.object({ address: magentoAddress, method: z.string() }) }),
        ),
        fapiao: z.object({ type: z.string(), title: z.string().nullable(), tax_id: z.string().nullable() }),
        after_sales: z.array(requestAnswer),
    }),
});

function magentoAddressOf(
    address: OrderAddress | undefined,
    type: 'shipping' | 'billing',
): z.infer<typeof magentoAddress> {
    if (!address?.streetLine1) return null;
    // Spec §3: a full name is split on its first space (a Chinese name has none).
    const [first, ...rest] = (address.fullName ?? '').trim().split(' ');
    return {
        address_type: type,
        firstname: first ?? '',
        lastname: rest.join(' '),
        street: [address.streetLine1, address.streetLine2].filter((s): s is string => Boolean(s)),
        city: address.city ?? '',
        region: address.province ?? '',
        postcode: address.postalCode ?? '',
        country_id: address.countryCode ?? 'CN',
        telephone: address.phoneNumber ?? '',
    };
}

const SETTLED = ['Settled', 'Authorized'];

/** An order in the shape of Magento's sales order (`GET /V1/orders/{id}`). */
export function magentoOrderOf(
    order: Order,
    payments: Payment[],
    requests: AfterSalesRequest[],
): z.infer<typeof magentoOrderAnswer> {
    const detail = orderDetailOf(order, payments, requests);
    const [state, status] = MAGENTO_STATES[order.state] ?? ['processing', 'processing'];
    const paid = payments.filter((p) => SETTLED.includes(p.state)).reduce((sum, p) => sum + p.amount, 0);
    const latest = [...payments].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    return {
        entity_id: Number(order.id),
        increment_id: order.code,
        state,
        status,
        created_at: detail.created_at,
        updated_at: detail.updated_at,
        order_currency_code: order.currencyCode,
        total_qty_ordered: detail.total_qty,
        subtotal: detail.subtotal,
        shipping_amount: detail.shipping_amount,
        discount_amount: detail.discount_amount,
        grand_total: detail.grand_total,
        total_paid: fenToYuan(paid),
        items: detail.items.map((item) => ({
            item_id: Number(item.item_id),
            sku: item.sku,
            name: item.name,
            qty_ordered: item.qty,
            price: item.price,
            row_total: item.row_total,
            product_type: item.product_type,
            extension_attributes: { buckle: item.buckle },
        })),
        billing_address: magentoAddressOf(order.billingAddress, 'billing'),
        payment: latest
            ? { method: latest.method, amount_ordered: detail.grand_total, amount_paid: fenToYuan(paid) }
            : null,
        extension_attributes: {
            vendure_state: order.state,
            shipping_assignments: [
                {
                    shipping: {
                        address: magentoAddressOf(order.shippingAddress, 'shipping'),
                        method: order.shippingLines[0]?.shippingMethod?.code ?? '',
                    },
                },
            ],
            fapiao: detail.fapiao,
            after_sales: detail.after_sales,
        },
    };
}

// After-sales bodies: shaped here, judged by the after-sales service (reasons, lines, tracking).

export const cancelBody = z.object({
    /** One of the cancellation reasons (packages/shared after-sales: changedMind, orderedByMistake, tooSlow, other). */
    reason: z.string().max(64),
    note: z.string().max(1000).optional(),
});

export const returnApplyBody = z.object({
    /** One of the return reasons (changedMind, damaged, notAsDescribed, wrongItem, other). */
    reason: z.string().max(64),
    note: z.string().max(1000).optional(),
    /** The order's lines (`item_id`) and how many of each go back. */
    lines: z.array(z.object({ item_id: idValue, qty: z.number().int().min(-1_000_000).max(1_000_000) })).max(50),
});

export const returnLogisticsBody = z.object({
    carrier: z.string().max(200),
    tracking_number: z.string().max(200),
});
