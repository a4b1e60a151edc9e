import { Injectable } from '@nestjs/common';
import {
    AFTER_SALES_NOTE_MAX_LENGTH,
    type AfterSalesFailure,
    type AfterSalesState,
    CARRIER_MAX_LENGTH,
    isReasonFor,
    memberMaySendBack,
    memberMayWithdraw,
    OPEN_AFTER_SALES_STATES,
    orderMayBeCancelled,
    orderMayBeReturned,
    staffTransitions,
    TRACKING_CODE_PATTERN,
} from '@maison/shared';
import {
    EntityNotFoundError,
    HistoryService,
    ID,
    idsAreEqual,
    isGraphQlErrorResult,
    ListQueryBuilder,
    ListQueryOptions,
    Order,
    OrderLine,
    OrderService,
    PaginatedList,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';
import { HistoryEntryType } from '@vendure/common/lib/generated-types';
import { In } from 'typeorm';

import { ShopFailureError } from '../../failures';
import { MemberRecordsService } from '../../membership';
import { OrderRefundsService } from '../../payment';
import { AfterSalesRequest, type ReturnedLine } from '../entities/after-sales-request.entity';

export interface CancelInput {
    orderCode: string;
    reason: string;
    note?: string | null;
}

export interface ReturnInput extends CancelInput {
    lines: Array<{ orderLineId: ID; quantity: number }>;
}

export interface SendBackInput {
    id: ID;
    carrier: string;
    trackingCode: string;
}

/** Members' own requests a page at a time. */
const MAX_TAKE = 50;

/** Thrown, so that what the request did so far is rolled back; the resolver answers it as a ShopFailure. */
function refuse(code: AfterSalesFailure, detail: string): never {
    throw new ShopFailureError(code, detail);
}

function cleanNote(note: string | null | undefined): string {
    const text = (note ?? '').trim();
    if (text.length > AFTER_SALES_NOTE_MAX_LENGTH) refuse('INVALID_REASON', 'the note is too long');
    return text;
}

/**
 * Cancellations and returns. A member reaches only their own orders and requests (another's is
 * not found, as one nobody has); an order has at most one open request; each move is one that
 * shared/after-sales.ts allows the member or staff. Every request and decision is noted in the
 * order's history, where staff see it beside payments and fulfilments.
 */
@Injectable()
export class AfterSalesService {
    constructor(
        private connection: TransactionalConnection,
        private records: MemberRecordsService,
        private orders: OrderService,
        private history: HistoryService,
        private listQueryBuilder: ListQueryBuilder,
        private refunds: OrderRefundsService,
    ) {}

    /** The requests about one of the member's orders, newest first. */
    async forOrder(ctx: RequestContext, orderCode: string): Promise<AfterSalesRequest[]> {
        const { order } = await this.records.ownOrder(ctx, orderCode);
        return this.repo(ctx).find({
            where: { orderId: order.id },
            order: { createdAt: 'DESC', id: 'DESC' },
            relations: ['order'],
        });
    }

    /** The member's requests across their orders, newest first (the returns tab). */
    async mine(ctx: RequestContext, skip = 0, take = 10): Promise<PaginatedList<AfterSalesRequest>> {
        const member = await this.records.member(ctx);
        const [items, totalItems] = await this.repo(ctx).findAndCount({
            where: { customerId: member.id },
            order: { createdAt: 'DESC', id: 'DESC' },
            relations: ['order'],
            skip: Math.max(0, Math.floor(skip)),
            take: Math.min(MAX_TAKE, Math.max(1, Math.floor(take))),
        });
        return { items, totalItems };
    }

    /**
     * Asks to cancel an order not yet shipped. One not yet paid is cancelled at once, as nothing
     * needs refunding; a paid one waits for staff, whose approval cancels and refunds it.
     */
    async requestCancel(ctx: RequestContext, input: CancelInput): Promise<AfterSalesRequest> {
        const { member, order } = await this.records.ownOrder(ctx, input.orderCode);
        if (!isReasonFor('cancel', input.reason)) refuse('INVALID_REASON', input.reason);
        const note = cleanNote(input.note);
        await this.records.lockMember(ctx, member.id);
        await this.noOpenRequest(ctx, order);
        if (!orderMayBeCancelled(order.state)) refuse('ORDER_NOT_CANCELLABLE', order.state);
        const unpaid = order.state === 'ArrangingPayment';
        const request = await this.repo(ctx).save(
            new AfterSalesRequest({
                orderId: order.id,
                customerId: member.id,
                kind: 'cancel',
                state: unpaid ? 'approved' : 'requested',
                reason: input.reason,
                note,
                lines: [],
                returnCarrier: null,
                returnTrackingCode: null,
                staffNote: '',
            }),
        );
        if (unpaid) await this.cancelOrder(ctx, order.id, input.reason);
        await this.note(ctx, order.id, `Member asked to cancel (${input.reason})${note ? `: ${note}` : ''}`);
        return this.withOrder(request, order);
    }

    /** Asks to return some of a shipped order's lines. */
    async requestReturn(ctx: RequestContext, input: ReturnInput): Promise<AfterSalesRequest> {
        const { member, order } = await this.records.ownOrder(ctx, input.orderCode);
        if (!isReasonFor('return', input.reason)) refuse('INVALID_REASON', input.reason);
        const note = cleanNote(input.note);
        const lines = this.returnedLines(order, input.lines);
        await this.records.lockMember(ctx, member.id);
        await this.noOpenRequest(ctx, order);
        if (!orderMayBeReturned(order.state)) refuse('ORDER_NOT_RETURNABLE', order.state);
        const request = await this.repo(ctx).save(
            new AfterSalesRequest({
                orderId: order.id,
                customerId: member.id,
                kind: 'return',
                state: 'requested',
                reason: input.reason,
                note,
                lines,
                returnCarrier: null,
                returnTrackingCode: null,
                staffNote: '',
            }),
        );
        const count = lines.reduce((sum, line) => sum + line.quantity, 0);
        await this.note(
            ctx,
            order.id,
            `Member asked to return ${count} item(s) (${input.reason})${note ? `: ${note}` : ''}`,
        );
        return this.withOrder(request, order);
    }

    /**
     * The return asked for one of the member's orders: the newest (an order has at most one
     * open); not found when there is none, as for an order that is not theirs.
     */
    async returnOf(ctx: RequestContext, orderCode: string): Promise<AfterSalesRequest> {
        const { order } = await this.records.ownOrder(ctx, orderCode);
        const request = await this.repo(ctx).findOne({
            where: { orderId: order.id, kind: 'return' },
            order: { createdAt: 'DESC', id: 'DESC' },
            relations: ['order'],
        });
        if (!request) throw new EntityNotFoundError('AfterSalesRequest' as never, orderCode);
        return request;
    }

    async withdraw(ctx: RequestContext, id: ID): Promise<AfterSalesRequest> {
        const request = await this.own(ctx, id);
        if (!memberMayWithdraw(request.kind, request.state)) refuse('REQUEST_CLOSED', request.state);
        request.state = 'withdrawn';
        await this.repo(ctx).save(request);
        await this.note(ctx, request.orderId, `Member withdrew their ${request.kind} request`);
        return request;
    }

    /** The member's parcel on its way back: the carrier and tracking number of an approved return. */
    async sendBack(ctx: RequestContext, input: SendBackInput): Promise<AfterSalesRequest> {
        const request = await this.own(ctx, input.id);
        const carrier = input.carrier.trim();
        const trackingCode = input.trackingCode.trim();
        if (!carrier || carrier.length > CARRIER_MAX_LENGTH || !TRACKING_CODE_PATTERN.test(trackingCode)) {
            refuse('INVALID_TRACKING', 'carrier or tracking number');
        }
        if (!memberMaySendBack(request.kind, request.state)) refuse('REQUEST_CLOSED', request.state);
        request.returnCarrier = carrier;
        request.returnTrackingCode = trackingCode;
        await this.repo(ctx).save(request);
        await this.note(ctx, request.orderId, `Member sent the return by ${carrier} ${trackingCode}`);
        return request;
    }

    // Staff

    findAll(
        ctx: RequestContext,
        options?: ListQueryOptions<AfterSalesRequest>,
    ): Promise<PaginatedList<AfterSalesRequest>> {
        return this.listQueryBuilder
            .build(AfterSalesRequest, options, { ctx, relations: ['order', 'customer'] })
            .getManyAndCount()
            .then(([items, totalItems]) => ({ items, totalItems }));
    }

    findOne(ctx: RequestContext, id: ID): Promise<AfterSalesRequest | null> {
        return this.repo(ctx).findOne({ where: { id }, relations: ['order', 'customer'] });
    }

    /**
     * A staff decision. Approving a cancellation cancels the order (its stock returns to sale) and
     * refunds all it was paid; marking a return refunded refunds the returned lines. Refunds go
     * through the gateway that took the money; a refund the gateway refuses undoes the decision,
     * to be taken again. Money taken otherwise (staff's manual payments) is refunded by hand.
     */
    async transition(
        ctx: RequestContext,
        id: ID,
        state: AfterSalesState,
        staffNote?: string | null,
    ): Promise<AfterSalesRequest> {
        const request = await this.findOne(ctx, id);
        if (!request) throw new EntityNotFoundError('AfterSalesRequest' as never, id);
        if (!staffTransitions(request.kind, request.state).includes(state)) {
            refuse('REQUEST_CLOSED', `${request.state} to ${state}`);
        }
        // Checked before any money moves: a refund made cannot be taken back by a rollback.
        const note = cleanNote(staffNote ?? request.staffNote);
        if (request.kind === 'cancel' && state === 'approved') {
            await this.cancelOrder(ctx, request.orderId, request.reason);
            await this.refund(ctx, request.orderId, 'all', `cancelled: ${request.reason}`);
        }
        if (request.kind === 'return' && state === 'refunded') {
            await this.refund(
                ctx,
                request.orderId,
                await this.returnedValue(ctx, request),
                `returned: ${request.reason}`,
            );
        }
        request.state = state;
        request.staffNote = note;
        await this.repo(ctx).save(request);
        await this.note(
            ctx,
            request.orderId,
            `${request.kind} request ${state}${request.staffNote ? `: ${request.staffNote}` : ''}`,
        );
        return request;
    }

    private repo(ctx: RequestContext) {
        return this.connection.getRepository(ctx, AfterSalesRequest);
    }

    private withOrder(request: AfterSalesRequest, order: Order): AfterSalesRequest {
        request.order = order;
        return request;
    }

    /** The member's own request; another's is not found. */
    private async own(ctx: RequestContext, id: ID): Promise<AfterSalesRequest> {
        const member = await this.records.member(ctx);
        await this.records.lockMember(ctx, member.id);
        const request = await this.repo(ctx).findOne({ where: { id, customerId: member.id }, relations: ['order'] });
        if (!request) throw new EntityNotFoundError('AfterSalesRequest' as never, id);
        return request;
    }

    private async noOpenRequest(ctx: RequestContext, order: Order): Promise<void> {
        const open = await this.repo(ctx).count({
            where: { orderId: order.id, state: In([...OPEN_AFTER_SALES_STATES]) },
        });
        if (open > 0) refuse('OPEN_REQUEST_EXISTS', order.code);
    }

    /** The lines asked for: each one of the order's, once, at least one unit and no more than bought. */
    private returnedLines(order: Order, asked: ReturnInput['lines']): ReturnedLine[] {
        if (!asked.length || asked.length > order.lines.length) refuse('INVALID_RETURN_LINES', 'no lines');
        const seen = new Set<string>();
        return asked.map(({ orderLineId, quantity }) => {
            const line = order.lines.find((l) => idsAreEqual(l.id, orderLineId));
            const key = String(orderLineId);
            if (!line || seen.has(key) || !Number.isInteger(quantity) || quantity < 1 || quantity > line.quantity) {
                refuse('INVALID_RETURN_LINES', key);
            }
            seen.add(key);
            return { orderLineId: String(line.id), quantity };
        });
    }

    /** What the returned lines were paid: each unit at its price after discounts, with tax. */
    private async returnedValue(ctx: RequestContext, request: AfterSalesRequest): Promise<number> {
        const lines = await this.connection
            .getRepository(ctx, OrderLine)
            .findBy({ id: In(request.lines.map((l) => l.orderLineId)), order: { id: request.orderId } });
        return request.lines.reduce((sum, { orderLineId, quantity }) => {
            const line = lines.find((l) => idsAreEqual(l.id, orderLineId));
            return sum + (line ? line.proratedUnitPriceWithTax * quantity : 0);
        }, 0);
    }

    private refund(ctx: RequestContext, orderId: ID, amount: number | 'all', reason: string): Promise<void> {
        return this.refunds.refund(ctx, orderId, amount, reason);
    }

    private async cancelOrder(ctx: RequestContext, orderId: ID, reason: string): Promise<void> {
        const result = await this.orders.cancelOrder(ctx, { orderId, reason, cancelShipping: true });
        if (isGraphQlErrorResult(result)) refuse('ORDER_NOT_CANCELLABLE', result.message);
    }

    private note(ctx: RequestContext, orderId: ID, note: string): Promise<unknown> {
        return this.history.createHistoryEntryForOrder({
            ctx,
            orderId,
            type: HistoryEntryType.ORDER_NOTE,
            data: { note },
        });
    }
}
