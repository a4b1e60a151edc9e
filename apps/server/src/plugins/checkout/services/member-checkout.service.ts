import { createHash } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import { type FailureCode, failureCodeIn, type FapiaoType, fapiaoSchema, isFailureCode } from '@maison/shared';
import { type CreateAddressInput, HistoryEntryType } from '@vendure/common/lib/generated-types';
import {
    ActiveOrderService,
    Customer,
    CustomerService,
    EntityNotFoundError,
    ForbiddenError,
    HistoryService,
    I18nError,
    ID,
    idsAreEqual,
    isGraphQlErrorResult,
    LogLevel,
    Order,
    OrderService,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';
import { LessThan, QueryFailedError } from 'typeorm';

import { HOLDING_STATE as HOLDING } from '../constants';

/**
 * Why a checkout was refused, by its code from the one list (Vendure's own, such as
 * INSUFFICIENT_STOCK_ERROR, or ours), thrown so that all it did is rolled back.
 */
export class CheckoutRefusal extends I18nError {
    constructor(
        readonly failureCode: FailureCode,
        detail?: string,
        /** The input field at fault. */
        readonly field?: string,
    ) {
        super(detail ?? failureCode, {}, failureCode, LogLevel.Debug);
    }
}

/** Where an order goes: one of the member's saved addresses, or one given whole. */
export type Delivery = { addressId: ID } | { address: CreateAddressInput };

/** The fapiao asked for, as the checkout form sends it; checked here (the shared schema). */
export interface FapiaoInput {
    fapiaoType?: string | null;
    fapiaoTitle?: string | null;
    fapiaoTaxId?: string | null;
}

export interface CheckoutInput {
    delivery: Delivery;
    fapiao?: FapiaoInput | null;
    /** A word for the shop, kept as a note in the order's history. */
    remark?: string | null;
}

export interface BuyNowInput extends CheckoutInput {
    variantId: ID;
    quantity: number;
    /** The strap's buckle riding on its line (strap-bundle plugin), if any. */
    buckleId?: ID | null;
}

/**
 * How long a "buy now" request's copy answers the order the first one made: a client's own
 * Idempotency-Key for a day (it names one purchase), a hash of the same body for ten minutes
 * (a client's retries of a call that timed out come within seconds; the same watch bought
 * again later is a new order).
 */
const KEY_WINDOW_MS = { key: 24 * 60 * 60_000, body: 10 * 60_000 } as const;

/** The longest remark kept. */
const REMARK_MAX_LENGTH = 200;

/** An address as the order keeps it, in the fields a checkout sets. */
const ADDRESS_FIELDS = [
    'fullName',
    'phoneNumber',
    'province',
    'city',
    'streetLine2',
    'streetLine1',
    'postalCode',
    'countryCode',
] as const;

/**
 * The storefront's checkout, for the clients that call one endpoint for it (the REST face):
 * the delivery address (as billing address too), the fapiao, the shop's free delivery, then
 * on to payment, where the stock is checked and held under a lock (stockHoldProcess). The
 * Shop API's mutations do the same steps one by one, through the same OrderService.
 */
/**
 * The delivery an order gets when its shopper names none: the cheapest it is eligible for (the
 * shop's one free delivery), as the storefront's checkout chooses it.
 */
export function cheapestShipping<T extends { priceWithTax: number }>(quotes: readonly T[]): T | undefined {
    return [...quotes].sort((a, b) => a.priceWithTax - b.priceWithTax)[0];
}

@Injectable()
export class MemberCheckoutService {
    constructor(
        private connection: TransactionalConnection,
        private orders: OrderService,
        private activeOrders: ActiveOrderService,
        private customers: CustomerService,
        private history: HistoryService,
    ) {}

    /**
     * The member's bag (their active order, the one the storefront shows) made ready for payment.
     * A bag already waiting for payment with this delivery and fapiao is answered as it is: a
     * retried call makes no second order. BAG_EMPTY for an empty bag, NOT_AVAILABLE when the
     * stock is gone, PAID_AT_GATEWAY when a payment of it is on its way.
     */
    async checkoutBag(ctx: RequestContext, input: CheckoutInput): Promise<Order> {
        const fapiao = parseFapiao(input.fapiao);
        return this.connection.withTransaction(ctx, async (tx) => {
            const member = await this.member(tx);
            const address = await this.addressOf(tx, member, input.delivery);
            const bag = await this.activeOrders.getActiveOrder(tx, undefined);
            const order = bag && (await this.orderOf(tx, bag.id));
            if (!order?.lines.length) throw new CheckoutRefusal('BAG_EMPTY', 'the bag is empty');
            if (order.state === HOLDING && sameAddress(order, address) && sameFapiao(order, fapiao)) return order;
            if (order.state === HOLDING) {
                // Only the bag can change: back there (the hold given back), then on again.
                await this.move(tx, order.id, 'AddingItems');
            }
            return this.proceed(tx, order.id, address, fapiao, input.remark);
        });
    }

    /**
     * A new order of one item for the member, made ready for payment beside their bag, which
     * stays as it was: the order is not active, so no session takes it for the bag, and it is
     * paid by its id. A copy of the request (same `requestKey`, or the same member and body
     * without one) within its window answers the order the first one made.
     */
    async buyNow(
        ctx: RequestContext,
        input: BuyNowInput,
        requestKey: { idempotencyKey?: string; body: unknown },
    ): Promise<Order> {
        const fapiao = parseFapiao(input.fapiao);
        const member = await this.member(ctx);
        const key = oneClickKey(member.id, requestKey);
        const first = await this.orderOfKey(ctx, member, key);
        if (first) return first;
        try {
            return await this.connection.withTransaction(ctx, async (tx) => {
                const address = await this.addressOf(tx, member, input.delivery);
                // A key past its window is free for a new purchase (one within it is another copy's).
                await this.connection.getRepository(tx, Order).update(
                    {
                        customFields: { oneClickKey: key.value },
                        createdAt: LessThan(new Date(Date.now() - key.windowMs)),
                    },
                    { customFields: { oneClickKey: null } },
                );
                const created = await this.orders.create(tx, ctx.activeUserId);
                // The key first: a copy racing this one stops here, at the unique index.
                await this.connection
                    .getRepository(tx, Order)
                    .update({ id: created.id }, { customFields: { oneClickKey: key.value } });
                const added = await this.orders.addItemToOrder(
                    tx,
                    created.id,
                    input.variantId,
                    input.quantity,
                    input.buckleId != null ? { buckleId: input.buckleId } : undefined,
                );
                if (isGraphQlErrorResult(added)) throw refusal(added);
                await this.proceed(tx, created.id, address, fapiao, input.remark);
                // Checked out as a bag is (Vendure allocates stock at once for a line added to an
                // inactive order, and the hold would take it twice), then no longer active: it is
                // not the member's bag, which a session would otherwise find in it.
                await this.connection.getRepository(tx, Order).update({ id: created.id }, { active: false });
                return this.orderOf(tx, created.id);
            });
        } catch (err) {
            // Another copy of the request made its order meanwhile: that one is the answer.
            if (isUniqueViolation(err)) {
                const made = await this.orderOfKey(ctx, member, key);
                if (made) return made;
            }
            throw err;
        }
    }

    /** Address, fapiao, the cheapest delivery the order may have, then to payment. */
    private async proceed(
        ctx: RequestContext,
        orderId: ID,
        address: CreateAddressInput,
        fapiao: ReturnType<typeof parseFapiao>,
        remark: string | null | undefined,
    ): Promise<Order> {
        await this.orders.setShippingAddress(ctx, orderId, address);
        await this.orders.setBillingAddress(ctx, orderId, address);
        await this.orders.updateCustomFields(ctx, orderId, fapiao);
        const methods = await this.orders.getEligibleShippingMethods(ctx, orderId);
        const cheapest = cheapestShipping(methods);
        if (!cheapest) throw new CheckoutRefusal('NOT_AVAILABLE', 'no shipping method');
        const shipped = await this.orders.setShippingMethod(ctx, orderId, [cheapest.id]);
        if (isGraphQlErrorResult(shipped)) throw refusal(shipped);
        await this.move(ctx, orderId, HOLDING);
        const note = (remark ?? '').trim().slice(0, REMARK_MAX_LENGTH);
        if (note) {
            await this.history.createHistoryEntryForOrder({
                ctx,
                orderId,
                type: HistoryEntryType.ORDER_NOTE,
                data: { note: `Member's remark: ${note}` },
            });
        }
        return this.orderOf(ctx, orderId);
    }

    private async move(ctx: RequestContext, orderId: ID, state: 'AddingItems' | typeof HOLDING): Promise<void> {
        const moved = await this.orders.transitionToState(ctx, orderId, state);
        if (isGraphQlErrorResult(moved)) throw refusal(moved);
    }

    /** The order the request's key names, within its window; a key past it names none. */
    private async orderOfKey(
        ctx: RequestContext,
        member: Customer,
        key: ReturnType<typeof oneClickKey>,
    ): Promise<Order | undefined> {
        const found = await this.connection.getRepository(ctx, Order).findOne({
            where: { customFields: { oneClickKey: key.value }, customer: { id: member.id } },
            select: { id: true, createdAt: true },
        });
        if (!found || found.createdAt.getTime() < Date.now() - key.windowMs) return undefined;
        return this.orderOf(ctx, found.id);
    }

    /** The signed-in member; FORBIDDEN for anyone else (the callers let members only in). */
    private async member(ctx: RequestContext): Promise<Customer> {
        const member = ctx.activeUserId ? await this.customers.findOneByUserId(ctx, ctx.activeUserId) : undefined;
        if (!member) throw new ForbiddenError();
        return member;
    }

    /** The delivery address: one of the member's own (another's is not found), or the one given. */
    private async addressOf(ctx: RequestContext, member: Customer, delivery: Delivery): Promise<CreateAddressInput> {
        if ('address' in delivery) return { ...delivery.address, countryCode: delivery.address.countryCode || 'CN' };
        const saved = (await this.customers.findAddressesByCustomerId(ctx, member.id)).find((a) =>
            idsAreEqual(a.id, delivery.addressId),
        );
        if (!saved) throw new EntityNotFoundError('Address', delivery.addressId);
        return {
            fullName: saved.fullName,
            phoneNumber: saved.phoneNumber,
            province: saved.province,
            city: saved.city,
            streetLine2: saved.streetLine2,
            streetLine1: saved.streetLine1,
            postalCode: saved.postalCode,
            countryCode: saved.country.code,
        };
    }

    private async orderOf(ctx: RequestContext, orderId: ID): Promise<Order> {
        const order = await this.orders.findOne(ctx, orderId);
        if (!order) throw new EntityNotFoundError('Order', orderId);
        return order;
    }
}

/** The fapiao by the shared schema (the Shop API's custom-field check, which a service call skips). */
function parseFapiao(input: FapiaoInput | null | undefined): {
    fapiaoType: FapiaoType;
    fapiaoTitle: string | null;
    fapiaoTaxId: string | null;
} {
    const parsed = fapiaoSchema.safeParse({
        fapiaoType: input?.fapiaoType ?? 'none',
        fapiaoTitle: input?.fapiaoTitle ?? '',
        fapiaoTaxId: input?.fapiaoTaxId ?? '',
    });
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new CheckoutRefusal('INVALID', issue.message, `fapiao.${String(issue.path[0] ?? 'fapiaoType')}`);
    }
    const company = parsed.data.fapiaoType === 'company';
    return {
        fapiaoType: parsed.data.fapiaoType,
        fapiaoTitle: company ? parsed.data.fapiaoTitle : null,
        fapiaoTaxId: company ? parsed.data.fapiaoTaxId : null,
    };
}

function sameAddress(order: Order, address: CreateAddressInput): boolean {
    const kept = order.shippingAddress as Record<string, unknown>;
    return ADDRESS_FIELDS.every(
        (field) => String(kept?.[field] ?? '') === String((address as Record<string, unknown>)[field] ?? ''),
    );
}

function sameFapiao(order: Order, fapiao: ReturnType<typeof parseFapiao>): boolean {
    const kept = order.customFields as unknown as Record<string, unknown>;
    return (Object.keys(fapiao) as Array<keyof typeof fapiao>).every(
        (field) => (kept[field] ?? null) === fapiao[field],
    );
}

/**
 * A "buy now" request's key, the member's own: the client's Idempotency-Key, or else a hash of
 * the body, each with its window.
 */
function oneClickKey(
    memberId: ID,
    request: { idempotencyKey?: string; body: unknown },
): { value: string; windowMs: number } {
    const kind = request.idempotencyKey ? 'key' : 'body';
    const named = request.idempotencyKey ?? JSON.stringify(request.body);
    const hash = createHash('sha256')
        .update(`${String(memberId)}\n${kind}\n${named}`)
        .digest('hex');
    return { value: `${kind}:${hash}`, windowMs: KEY_WINDOW_MS[kind] };
}

/** Vendure's refusal as the shop's code: one of ours carried in its text, else its own code. */
function refusal(result: { errorCode: string; message: string }): CheckoutRefusal {
    const fields = result as unknown as Record<string, unknown>;
    const carried = ['interceptorError', 'transitionError', 'paymentErrorMessage']
        .map((field) => failureCodeIn(typeof fields[field] === 'string' ? fields[field] : undefined))
        .find((code) => code !== undefined);
    return new CheckoutRefusal(
        carried ?? (isFailureCode(result.errorCode) ? result.errorCode : 'UNKNOWN'),
        result.message,
    );
}

function isUniqueViolation(err: unknown): boolean {
    if (!(err instanceof QueryFailedError)) return false;
    const code = (err.driverError as { code?: string } | undefined)?.code;
    return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(err.message);
}
