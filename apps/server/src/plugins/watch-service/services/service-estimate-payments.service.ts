import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
    AWAITING_GATEWAY,
    fapiaoSchema,
    GATEWAY_CODES,
    isOneOf,
    PAY_CHANNELS,
    type PaymentInstructions,
    type PublicPaymentMetadata,
    type ServicePaymentState,
} from '@maison/shared';
import {
    Customer,
    CustomerService,
    EventBus,
    ID,
    isGraphQlErrorResult,
    Logger,
    Order,
    OrderService,
    OrderStateTransitionEvent,
    Payment,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';
import { In } from 'typeorm';

import { ShopFailure, ShopFailureError, withFailureResult } from '../../failures';
import { OrderRefundsService } from '../../payment';
import { loggerCtx } from '../constants';
import { serviceRequestPath } from '../email/service-request-emails';
import { ServiceRequest } from '../entities/service-request.entity';

declare module '@vendure/core/dist/entity/custom-entity-fields' {
    interface CustomOrderFields {
        serviceRequestReference?: string | null;
    }
}

/** The owner's payment as the Shop API takes it, unchecked. */
export interface PayEstimateInput {
    method: string;
    channel: string;
    fapiao?: { fapiaoType?: string | null; fapiaoTitle?: string | null; fapiaoTaxId?: string | null } | null;
}

export interface EstimatePayment {
    __typename: 'ServiceEstimatePayment';
    orderCode: string;
    method: string;
    instructions: PaymentInstructions;
}

/**
 * The money of a repair: an accepted estimate is paid as an order of its own, through the shop's
 * Alipay and WeChat Pay handlers, with a fapiao like any order. The order holds no lines, only a
 * surcharge of the estimate's total: it takes no stock, needs no delivery, and (as the club counts
 * lines and delivery) earns no points. It is never the owner's active order, so it stays out of
 * their bag. The gateway's notification settles it, and the request is paid then.
 */
@Injectable()
export class ServiceEstimatePaymentsService implements OnModuleInit {
    constructor(
        private connection: TransactionalConnection,
        private orders: OrderService,
        private customers: CustomerService,
        private refunds: OrderRefundsService,
        private eventBus: EventBus,
    ) {}

    onModuleInit(): void {
        this.eventBus.ofType(OrderStateTransitionEvent).subscribe((event) => {
            const reference = event.order.customFields?.serviceRequestReference;
            if (!reference || event.toState !== 'PaymentSettled') return;
            this.markPaid(reference).catch((err: unknown) =>
                Logger.error(`service request ${reference}: payment not recorded`, loggerCtx, String(err)),
            );
        });
    }

    /**
     * Opens a payment of the request's accepted estimate at the gateway: SERVICE_PAYMENT_NOT_DUE
     * when nothing is due, INVALID_SERVICE_REQUEST_INPUT (method, channel, fapiao), PAID_AT_GATEWAY
     * when an earlier attempt was paid, SERVICE_PAYMENT_FAILED when the gateway did not open it.
     */
    async pay(ctx: RequestContext, requestId: ID, input: PayEstimateInput): Promise<EstimatePayment | ShopFailure> {
        if (!isOneOf(GATEWAY_CODES, input.method))
            return new ShopFailure('INVALID_SERVICE_REQUEST_INPUT', { field: 'method' });
        if (!isOneOf(PAY_CHANNELS, input.channel))
            return new ShopFailure('INVALID_SERVICE_REQUEST_INPUT', { field: 'channel' });
        const fapiao = fapiaoSchema.safeParse({
            fapiaoType: input.fapiao?.fapiaoType ?? 'none',
            fapiaoTitle: input.fapiao?.fapiaoTitle ?? '',
            fapiaoTaxId: input.fapiao?.fapiaoTaxId ?? '',
        });
        if (!fapiao.success) {
            const issue = fapiao.error.issues[0];
            return new ShopFailure('INVALID_SERVICE_REQUEST_INPUT', {
                field: String(issue.path[0] ?? 'fapiao'),
                detail: issue.message,
            });
        }
        const method = input.method;
        return withFailureResult(this.connection, ctx, async (tx) => {
            const request = await this.connection
                .getRepository(tx, ServiceRequest)
                .findOne({ where: { id: requestId } });
            if (!request) throw new ShopFailureError('SERVICE_REQUEST_NOT_FOUND', String(requestId));
            if (request.state !== 'estimateAccepted' || !['due', 'pending'].includes(request.paymentState)) {
                throw new ShopFailureError('SERVICE_PAYMENT_NOT_DUE', request.paymentState);
            }
            const order = await this.payableOrder(tx, request);
            const company = fapiao.data.fapiaoType === 'company';
            await this.orders.updateCustomFields(tx, order.id, {
                fapiaoType: fapiao.data.fapiaoType,
                fapiaoTitle: company ? fapiao.data.fapiaoTitle : null,
                fapiaoTaxId: company ? fapiao.data.fapiaoTaxId : null,
            });
            const paid = await this.orders.addPaymentToOrder(tx, order.id, {
                method,
                metadata: { channel: input.channel },
            });
            if (isGraphQlErrorResult(paid)) {
                const atGateway = 'paymentErrorMessage' in paid && paid.paymentErrorMessage === 'PAID_AT_GATEWAY';
                throw new ShopFailureError(atGateway ? 'PAID_AT_GATEWAY' : 'SERVICE_PAYMENT_FAILED', paid.message);
            }
            const open = await this.connection.getRepository(tx, Payment).findOne({
                where: { order: { id: order.id }, state: AWAITING_GATEWAY, method },
                order: { id: 'DESC' },
            });
            const instructions = (open?.metadata as PublicPaymentMetadata | undefined)?.public;
            if (!instructions) throw new ShopFailureError('SERVICE_PAYMENT_FAILED', 'no instructions');
            request.orderId = order.id;
            request.paymentState = 'pending';
            await this.connection.getRepository(tx, ServiceRequest).save(request);
            return {
                __typename: 'ServiceEstimatePayment' as const,
                orderCode: order.code,
                method,
                instructions,
            };
        });
    }

    /**
     * What becomes of the money when the repair is cancelled: a paid estimate is refunded in
     * full through its gateway (REFUND_FAILED undoes the cancellation), an order still waiting
     * for payment is cancelled with its open attempts. Returns the request's payment state after.
     */
    async settleOnCancel(ctx: RequestContext, request: ServiceRequest): Promise<ServicePaymentState> {
        if (!request.orderId) return request.paymentState === 'paid' ? 'paid' : 'notDue';
        const order = await this.connection.getRepository(ctx, Order).findOne({ where: { id: request.orderId } });
        if (!order) return 'notDue';
        if (request.paymentState === 'paid') {
            await this.refunds.refund(ctx, order.id, 'all', `service request ${request.reference} cancelled`);
            await this.cancelOrder(ctx, order.id);
            return 'refunded';
        }
        if (order.state === 'ArrangingPayment') await this.cancelOrder(ctx, order.id);
        return 'notDue';
    }

    /** The request's order still waiting for payment, or a new one for its estimate. */
    private async payableOrder(ctx: RequestContext, request: ServiceRequest): Promise<Order> {
        if (request.orderId) {
            const existing = await this.connection
                .getRepository(ctx, Order)
                .findOne({ where: { id: request.orderId } });
            if (existing?.state === 'ArrangingPayment') return existing;
        }
        const customer = await this.payer(ctx, request);
        const created = await this.orders.create(ctx, customer.user?.id);
        // Not the owner's bag: an active order would be found as their bag's.
        await this.connection.getRepository(ctx, Order).update({ id: created.id }, { active: false });
        if (!customer.user) await this.orders.addCustomerToOrder(ctx, created.id, customer);
        await this.orders.addSurchargeToOrder(ctx, created.id, {
            description: `${request.modelName} · ${request.reference}`.slice(0, 255),
            sku: request.reference,
            listPrice: request.estimateTotal,
            listPriceIncludesTax: true,
        });
        await this.orders.updateCustomFields(ctx, created.id, {
            serviceRequestReference: request.reference,
            paymentReturnPath: serviceRequestPath(request),
        });
        const moved = await this.orders.transitionToState(ctx, created.id, 'ArrangingPayment');
        if (isGraphQlErrorResult(moved)) throw new ShopFailureError('SERVICE_PAYMENT_FAILED', moved.transitionError);
        return moved;
    }

    /** Who pays: the member who sent the watch, or for a guest the customer of the request's e-mail. */
    private async payer(ctx: RequestContext, request: ServiceRequest): Promise<Customer> {
        if (request.customerId) {
            const member = await this.connection
                .getRepository(ctx, Customer)
                .findOne({ where: { id: request.customerId }, relations: { user: true } });
            if (member) return member;
        }
        const guest = await this.customers.createOrUpdate(ctx, {
            emailAddress: request.email,
            firstName: request.name,
            lastName: '',
            phoneNumber: request.mobile,
        });
        if (isGraphQlErrorResult(guest)) throw new ShopFailureError('SERVICE_PAYMENT_FAILED', guest.message);
        return guest;
    }

    private async cancelOrder(ctx: RequestContext, orderId: ID): Promise<void> {
        // Vendure's cancelOrder cancels lines, and this order has none: the state is all there is.
        const moved = await this.orders.transitionToState(ctx, orderId, 'Cancelled');
        if (isGraphQlErrorResult(moved)) {
            const paid = moved.transitionError === 'PAID_AT_GATEWAY';
            throw new ShopFailureError(paid ? 'PAID_AT_GATEWAY' : 'REFUND_FAILED', moved.transitionError);
        }
    }

    /** The gateway settled the order: its request is paid (once; a repeated notification changes nothing). */
    private async markPaid(reference: string): Promise<void> {
        await this.connection.rawConnection
            .getRepository(ServiceRequest)
            .update({ reference, paymentState: In(['due', 'pending']) }, { paymentState: 'paid' });
    }
}
