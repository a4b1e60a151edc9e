import { Injectable } from '@nestjs/common';
import type { CreateAddressInput } from '@vendure/common/lib/generated-types';
import { failureCodeIn, formatPersonName, isFailureCode, isMailable, LEGACY_SHIPPING_CODE } from '@maison/shared';
import {
    ActiveOrderService,
    ConfigService,
    ID,
    idsAreEqual,
    isGraphQlErrorResult,
    Order,
    OrderService,
    ProductService,
    ProductVariantService,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';

import { CatalogService } from '../../catalog';
import { cheapestShipping } from '../../checkout';
import { BuckleStockService } from '../../strap-bundle';
import {
    type CartAnswer,
    cartItem,
    type CartItemAnswer,
    cartTotals,
    type LineFacts,
    type MagentoAddress,
    type ShippingInformationBody,
    type TotalsAnswer,
} from '../api/cart-shape';
import { LegacyFailure, orFail } from '../api/legacy-failure';

/** The facet whose value a watch's case is: Magento's `case_color` of a cart item. */
const CASE_FACET = 'case-material';

/** A cart as the REST face answers it: the order, and how the client names it. */
export interface CartRef {
    order: Order;
    /** The quote id Magento's items carry: the order's id for a member, the masked id for a guest. */
    quoteId: string;
}

/**
 * The Magento-shaped cart of the REST face over Vendure's order: the same OrderService calls
 * the Shop API's bag makes (a strap's buckle given as the line's `buckleId`, as the strap-bundle
 * plugin reads it), so one order is the member's bag whichever face adds to it.
 */
@Injectable()
export class LegacyCartService {
    constructor(
        private connection: TransactionalConnection,
        private orders: OrderService,
        private activeOrders: ActiveOrderService,
        private catalog: CatalogService,
        private variants: ProductVariantService,
        private products: ProductService,
        private buckles: BuckleStockService,
        private config: ConfigService,
    ) {}

    /** The signed-in member's active order (the storefront's bag), opened when `create` and there is none. */
    async memberCart(ctx: RequestContext, create: boolean): Promise<Order | undefined> {
        const active = create
            ? await this.activeOrders.getActiveOrder(ctx, undefined, true)
            : await this.activeOrders.getActiveOrder(ctx, undefined);
        return active ? this.orders.findOne(ctx, active.id) : undefined;
    }

    /**
     * Adds `qty` of the sku, with a strap's buckle when named, as the Shop API's addItemToOrder
     * does; answers the line as a cart item. A refusal is the one list's code (a buckle not the
     * strap's or sold out is NOT_AVAILABLE).
     */
    async addItem(
        ctx: RequestContext,
        cart: CartRef,
        input: { sku: string; qty: number; buckleId?: string },
    ): Promise<CartItemAnswer> {
        const [variant] = await this.catalog.findVariantsBySkus(ctx, [input.sku]);
        if (!variant) throw new LegacyFailure('ENTITY_NOT_FOUND', 'cartItem.sku');
        const customFields = input.buckleId ? { buckleId: input.buckleId } : undefined;
        const result = await this.connection.withTransaction(ctx, (tx) =>
            this.orders.addItemToOrder(tx, cart.order.id, variant.id, input.qty, customFields),
        );
        if (isGraphQlErrorResult(result)) {
            // The strap-bundle interceptor's refusal is a code of ours inside Vendure's error.
            const carried = 'interceptorError' in result ? failureCodeIn(String(result.interceptorError)) : undefined;
            throw new LegacyFailure(
                carried ?? (isFailureCode(result.errorCode) ? result.errorCode : 'UNKNOWN'),
                'cartItem',
            );
        }
        const order = await this.orders.findOne(ctx, cart.order.id);
        if (!order) throw new LegacyFailure('ENTITY_NOT_FOUND');
        const demands = await this.buckles.lineDemands(ctx, order.id);
        const line = demands.find(
            (d) =>
                idsAreEqual(d.units[0].variantId, variant.id) &&
                String(d.units[1]?.variantId ?? '') === String(input.buckleId ?? ''),
        );
        const items = (await this.cart(ctx, { order, quoteId: cart.quoteId })).items;
        const item = items.find((i) => line && String(i.item_id) === String(line.lineId));
        if (!item) throw new Error(`the line of ${input.sku} is not in order ${String(order.id)}`);
        return item;
    }

    /** Removes one of the cart's lines; another cart's line or none is not found. */
    async removeItem(ctx: RequestContext, order: Order, itemId: string): Promise<void> {
        const line = order.lines.find((l) => idsAreEqual(l.id, itemId));
        if (!line) throw new LegacyFailure('ENTITY_NOT_FOUND', 'itemId');
        const result = await this.connection.withTransaction(ctx, (tx) =>
            this.orders.removeItemFromOrder(tx, order.id, line.id),
        );
        orFail(result);
    }

    /**
     * Magento's shipping information: the delivery and billing addresses, and the delivery
     * (`flatrate`, Magento's placeholder, is the shop's cheapest: its one free delivery; a
     * code of the shop's own methods picks that one). Answers the payment methods and totals.
     */
    async setShippingInformation(
        ctx: RequestContext,
        order: Order,
        info: ShippingInformationBody['addressInformation'],
    ): Promise<{ payment_methods: Array<{ code: string; title: string }>; totals: TotalsAnswer }> {
        // As in the storefront, an order waiting for payment is changed from the bag only.
        if (order.state !== 'AddingItems') throw new LegacyFailure('ORDER_MODIFICATION_ERROR');
        const shipping = vendureAddress(info.shipping_address);
        const billing = info.billing_address ? vendureAddress(info.billing_address) : shipping;
        await this.connection.withTransaction(ctx, async (tx) => {
            await this.orders.setShippingAddress(tx, order.id, shipping);
            await this.orders.setBillingAddress(tx, order.id, billing);
            const quotes = await this.orders.getEligibleShippingMethods(tx, order.id);
            const named = quotes.find((q) => q.code === info.shipping_method_code);
            const chosen =
                named ?? (info.shipping_method_code === LEGACY_SHIPPING_CODE ? cheapestShipping(quotes) : undefined);
            if (!chosen) throw new LegacyFailure('INVALID', 'addressInformation.shipping_method_code');
            orFail(await this.orders.setShippingMethod(tx, order.id, [chosen.id]));
        });
        const methods = await this.orders.getEligiblePaymentMethods(ctx, order.id);
        const updated = await this.orders.findOne(ctx, order.id);
        if (!updated) throw new LegacyFailure('ENTITY_NOT_FOUND');
        return {
            payment_methods: methods.filter((m) => m.isEligible).map((m) => ({ code: m.code, title: m.name })),
            totals: await this.totals(ctx, updated),
        };
    }

    /** The cart as Magento answers it. */
    async cart(ctx: RequestContext, { order, quoteId }: CartRef): Promise<CartAnswer> {
        const lines = await this.lineFacts(ctx, order);
        const customer = order.customer;
        return {
            id: Number(order.id),
            is_active: order.active,
            items: lines.map((line) => cartItem(line, quoteId)),
            items_count: lines.length,
            items_qty: order.totalQuantity,
            customer_is_guest: !customer,
            customer: {
                id: customer ? Number(customer.id) : null,
                email: customer && isMailable(customer.emailAddress) ? customer.emailAddress : null,
                firstname: customer?.firstName || null,
                lastname: customer?.lastName || null,
            },
            currency: {
                quote_currency_code: order.currencyCode,
                base_currency_code: order.currencyCode,
                store_currency_code: order.currencyCode,
            },
            created_at: order.createdAt.toISOString(),
            updated_at: order.updatedAt.toISOString(),
        };
    }

    /** The cart's totals as Magento answers them. */
    async totals(ctx: RequestContext, order: Order): Promise<TotalsAnswer> {
        return cartTotals(order, await this.lineFacts(ctx, order));
    }

    /** Each line with its buckle, what is left to sell of both, its picture and its case. */
    private async lineFacts(ctx: RequestContext, order: Order): Promise<LineFacts[]> {
        if (!order.lines.length) return [];
        const demands = await this.buckles.lineDemands(ctx, order.id);
        const buckleOf = new Map(demands.map((d) => [String(d.lineId), d.units[1]?.variantId]));
        const buckleIds = [...new Set([...buckleOf.values()].filter((id): id is string => Boolean(id)))];
        const buckleVariants = buckleIds.length ? await this.variants.findByIds(ctx, buckleIds) : [];
        const productIds = [...new Set(order.lines.map((l) => String(l.productVariant.productId)))];
        const products = await this.products.findByIds(ctx, productIds);
        const caseOf = new Map(
            products.map((p) => [
                String(p.id),
                p.facetValues.find((fv) => fv.facet?.code === CASE_FACET)?.name ?? null,
            ]),
        );
        const salable = async (variantId: ID, loaded = buckleVariants.find((v) => idsAreEqual(v.id, variantId))) => {
            const variant =
                loaded ?? order.lines.find((l) => idsAreEqual(l.productVariant.id, variantId))?.productVariant;
            return variant ? Math.max(0, await this.variants.getSaleableStockLevel(ctx, variant)) : 0;
        };
        const facts: LineFacts[] = [];
        for (const line of order.lines) {
            const buckleId = buckleOf.get(String(line.id));
            const buckle = buckleId ? buckleVariants.find((v) => idsAreEqual(v.id, buckleId)) : undefined;
            facts.push({
                lineId: String(line.id),
                sku: line.productVariant.sku,
                name: line.productVariant.name,
                variantId: String(line.productVariant.id),
                quantity: line.quantity,
                unitPriceWithTax: line.unitPriceWithTax,
                linePriceWithTax: line.linePriceWithTax,
                proratedLinePriceWithTax: line.proratedLinePriceWithTax,
                salable: await salable(line.productVariant.id),
                imageUrl: this.assetUrl(ctx, line.featuredAsset?.preview),
                caseColor: caseOf.get(String(line.productVariant.productId)) ?? null,
                ...(buckle
                    ? { buckle: { id: String(buckle.id), sku: buckle.sku, salable: await salable(buckle.id) } }
                    : {}),
            });
        }
        return facts;
    }

    private assetUrl(ctx: RequestContext, preview: string | undefined): string | null {
        if (!preview) return null;
        const strategy = this.config.assetOptions.assetStorageStrategy;
        return strategy.toAbsoluteUrl && ctx.req ? strategy.toAbsoluteUrl(ctx.req, preview) : preview;
    }
}

/** A Magento address as Vendure's: the name in Chinese order, the street's first line apart. */
function vendureAddress(a: MagentoAddress): CreateAddressInput {
    return {
        fullName: formatPersonName({ firstName: a.firstname, lastName: a.lastname }, 'zh'),
        streetLine1: a.street[0],
        streetLine2: a.street.slice(1).filter(Boolean).join(' '),
        city: a.city,
        province: a.region ?? '',
        postalCode: a.postcode,
        countryCode: a.country_id,
        phoneNumber: a.telephone,
    };
}
