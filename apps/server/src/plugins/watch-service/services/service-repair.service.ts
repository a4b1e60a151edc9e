import { Injectable } from '@nestjs/common';
import {
    CARRIER_MAX_LENGTH,
    isUnderWarranty,
    mayMoveServiceRequest,
    serviceEstimateSchema,
    serviceEstimateTotal,
    serviceRequestNoteSchema,
    type ServiceRequestActor,
    type ServiceRequestState,
    shopClock,
    TRACKING_CODE_PATTERN,
} from '@maison/shared';
import { Administrator, EventBus, ID, RequestContext, TransactionalConnection } from '@vendure/core';

import { ShopFailure, ShopFailureError, withFailureResult } from '../../failures';
import { ServiceRequestHistory } from '../entities/service-request-history.entity';
import { ServiceRequest } from '../entities/service-request.entity';
import { WatchSerial } from '../entities/watch-serial.entity';
import { ServiceRequestEvent } from '../events/service-request-event';
import { ServiceEstimatePaymentsService } from './service-estimate-payments.service';

/** A move as staff ask for it, unchecked: the Admin API's input. */
export interface StaffMoveInput {
    id: ID;
    state: ServiceRequestState;
    note?: string | null;
    estimateLines?: unknown;
    carrier?: string | null;
    trackingCode?: string | null;
}

/**
 * The repair of a watch sent for service: staff move its request through the workshop's states
 * and the owner answers the estimate. Every move is checked against the shared transitions (who
 * may make it, from where), dated in the history with who made it, and told to the owner (the
 * messages service listens for the event). Money moves with the request: an accepted estimate
 * becomes due, a paid one is refunded when the repair is cancelled.
 */
@Injectable()
export class ServiceRepairService {
    constructor(
        private connection: TransactionalConnection,
        private eventBus: EventBus,
        private payments: ServiceEstimatePaymentsService,
    ) {}

    /** A staff move: SERVICE_REQUEST_NOT_FOUND, SERVICE_TRANSITION_NOT_ALLOWED, INVALID_SERVICE_ESTIMATE, SERVICE_ESTIMATE_NOT_PAID, INVALID_TRACKING, REFUND_FAILED. */
    async staffMove(ctx: RequestContext, input: StaffMoveInput): Promise<ServiceRequest | ShopFailure> {
        const note = serviceRequestNoteSchema.safeParse(input.note ?? '');
        if (!note.success) return new ShopFailure('INVALID_SERVICE_ESTIMATE', { field: 'note', detail: 'note' });
        const moved = await withFailureResult(this.connection, ctx, async (tx) => {
            const request = await this.lock(tx, input.id);
            this.checkMove(request, input.state, 'staff');
            await this.prepareStaffMove(tx, request, input);
            return this.record(tx, request, input.state, 'staff', note.data);
        });
        if (!(moved instanceof ShopFailure))
            await this.eventBus.publish(new ServiceRequestEvent(ctx, moved, 'moved', note.data));
        return moved;
    }

    /** The owner's answer to the estimate waiting for one: SERVICE_TRANSITION_NOT_ALLOWED when none waits. */
    async answerEstimate(ctx: RequestContext, requestId: ID, accept: boolean): Promise<ServiceRequest | ShopFailure> {
        const state: ServiceRequestState = accept ? 'estimateAccepted' : 'estimateDeclined';
        const moved = await withFailureResult(this.connection, ctx, async (tx) => {
            const request = await this.lock(tx, requestId);
            this.checkMove(request, state, 'owner');
            // Nothing to pay for a free estimate, or a declined one.
            request.paymentState = accept && request.estimateTotal > 0 ? 'due' : 'notDue';
            return this.record(tx, request, state, 'owner', '');
        });
        if (!(moved instanceof ShopFailure)) await this.eventBus.publish(new ServiceRequestEvent(ctx, moved, 'moved'));
        return moved;
    }

    /** Whether the watch is under warranty today: a serial the maker sold, within WARRANTY_YEARS of its sale. */
    async underWarranty(ctx: RequestContext, request: Pick<ServiceRequest, 'serialNumber'>): Promise<boolean> {
        const serial = await this.connection
            .getRepository(ctx, WatchSerial)
            .findOne({ select: { id: true, soldOn: true }, where: { serial: request.serialNumber } });
        return isUnderWarranty(serial?.soldOn, shopClock(Date.now()).date);
    }

    private checkMove(request: ServiceRequest, to: ServiceRequestState, actor: ServiceRequestActor): void {
        if (!mayMoveServiceRequest(request.state, to, actor)) {
            throw new ShopFailureError('SERVICE_TRANSITION_NOT_ALLOWED', `${request.state} to ${to}`, 'state');
        }
    }

    /** What a staff move needs besides the state: the estimate's lines, the parcel back, the money's fate. */
    private async prepareStaffMove(ctx: RequestContext, request: ServiceRequest, input: StaffMoveInput) {
        switch (input.state) {
            case 'estimateSent': {
                const lines = serviceEstimateSchema.safeParse(input.estimateLines);
                if (!lines.success) {
                    const issue = lines.error.issues[0];
                    throw new ShopFailureError(
                        'INVALID_SERVICE_ESTIMATE',
                        issue.message,
                        issue.path.join('.') || 'estimateLines',
                    );
                }
                const free = await this.underWarranty(ctx, request);
                request.estimateLines = lines.data;
                request.estimateUnderWarranty = free;
                request.estimateTotal = serviceEstimateTotal(lines.data, free);
                request.estimateSentAt = new Date();
                request.paymentState = 'notDue';
                return;
            }
            case 'inRepair':
                if (request.paymentState === 'due' || request.paymentState === 'pending') {
                    throw new ShopFailureError('SERVICE_ESTIMATE_NOT_PAID', request.paymentState);
                }
                return;
            case 'shippedBack': {
                const carrier = (input.carrier ?? '').trim();
                const trackingCode = (input.trackingCode ?? '').trim();
                if (!carrier || carrier.length > CARRIER_MAX_LENGTH) {
                    throw new ShopFailureError('INVALID_TRACKING', 'carrier', 'carrier');
                }
                if (!TRACKING_CODE_PATTERN.test(trackingCode)) {
                    throw new ShopFailureError('INVALID_TRACKING', 'tracking code', 'trackingCode');
                }
                request.shipBackCarrier = carrier;
                request.shipBackTrackingCode = trackingCode;
                return;
            }
            case 'cancelled':
                request.paymentState = await this.payments.settleOnCancel(ctx, request);
                return;
            default:
                return;
        }
    }

    /** The request in its new state, with its history row: who, when, and staff's word. */
    private async record(
        ctx: RequestContext,
        request: ServiceRequest,
        state: ServiceRequestState,
        actor: ServiceRequestActor,
        note: string,
    ): Promise<ServiceRequest> {
        request.state = state;
        const saved = await this.connection.getRepository(ctx, ServiceRequest).save(request);
        await this.connection.getRepository(ctx, ServiceRequestHistory).save(
            new ServiceRequestHistory({
                requestId: request.id,
                state,
                actor,
                administratorId: actor === 'staff' ? await this.administratorId(ctx) : null,
                note,
            }),
        );
        return saved;
    }

    private async administratorId(ctx: RequestContext): Promise<ID | null> {
        if (!ctx.activeUserId) return null;
        const admin = await this.connection
            .getRepository(ctx, Administrator)
            .findOne({ select: { id: true }, where: { user: { id: ctx.activeUserId } } });
        return admin?.id ?? null;
    }

    /**
     * The request, its row locked until the transaction ends (PostgreSQL; SQLite writes one at a
     * time): two moves at once, or a move and the owner's answer, follow each other.
     */
    private async lock(ctx: RequestContext, id: ID): Promise<ServiceRequest> {
        // An id that cannot be a row's (PostgreSQL refuses to compare it) is simply not found.
        if (!/^\d{1,15}$/.test(String(id))) throw new ShopFailureError('SERVICE_REQUEST_NOT_FOUND', String(id));
        const qb = this.connection
            .getRepository(ctx, ServiceRequest)
            .createQueryBuilder('request')
            .where('request.id = :id', { id });
        if (this.connection.rawConnection.options.type === 'postgres') qb.setLock('pessimistic_write');
        const request = await qb.getOne();
        if (!request) throw new ShopFailureError('SERVICE_REQUEST_NOT_FOUND', String(id));
        return request;
    }
}
