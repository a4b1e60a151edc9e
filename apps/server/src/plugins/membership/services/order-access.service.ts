import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Customer, Logger, Order, RequestContext, TransactionalConnection } from '@vendure/core';

import { mobileSchema, ORDER_CODE_PATTERN, type OrderAccessFailure } from '@maison/shared';

import { LoginThrottle, RateLimiters } from '../../security';
import { loggerCtx } from '../constants';
import { OrderAccessGrant } from '../entities/order-access-grant.entity';
import { SMS_CODE_POLICY } from '../sms/sms-code-policy';
import { SmsCodeService } from './sms-code.service';

export type OrderAccessProof = { emailAddress: string } | { smsCode: string };

export type OrderAccessResult =
    { granted: true; orderCode: string } | { granted: false; reason: OrderAccessFailure; waitMs?: number };

/** A guest order that may be proven: placed, and its customer has no account. */
interface ProvableOrder {
    id: Order['id'];
    code: string;
    emailAddress: string;
    mobile: string | undefined;
}

const MINUTE = 60_000;

/**
 * Who may read an order by its code: its customer's account, or for a guest order a session
 * granted it, the one that placed it or one that proved it is its visitor's (the order's
 * e-mail address, or a code sent to its phone). Proofs are throttled per order and per client
 * address in the security plugin's shared rate-limit store, so every instance counts them together.
 */
@Injectable()
export class OrderAccessService implements OnModuleInit {
    private throttle: LoginThrottle;

    constructor(
        private connection: TransactionalConnection,
        private smsCodes: SmsCodeService,
        private moduleRef: ModuleRef,
    ) {}

    onModuleInit(): void {
        // Looked up across modules, as the password-reset throttle does.
        this.throttle = new LoginThrottle(this.moduleRef.get(RateLimiters, { strict: false }), {
            prefix: 'order-access',
            account: { freeFailures: 5, baseDelayMs: MINUTE, maxDelayMs: 60 * MINUTE, forgetAfterMs: 24 * 60 * MINUTE },
            address: { freeFailures: 20, baseDelayMs: MINUTE, maxDelayMs: 60 * MINUTE, forgetAfterMs: 60 * MINUTE },
        });
    }

    /** Lets the request's session read the order by its code from now on (nothing without a session). */
    async grant(ctx: RequestContext, orderId: Order['id']): Promise<void> {
        const sessionId = ctx.session?.id;
        if (!sessionId) return;
        // Kept once, whoever asks at the same moment (two tabs); a duplicate is no failure that
        // would end the request's transaction on PostgreSQL.
        await this.connection
            .getRepository(ctx, OrderAccessGrant)
            .createQueryBuilder()
            .insert()
            .values({ orderId, sessionId })
            .orIgnore()
            .execute();
    }

    /** Whether the caller may read the order: its customer's account, or a session granted it. */
    async mayRead(ctx: RequestContext, order: Order): Promise<boolean> {
        const ownerUserId = await this.ownerUserId(ctx, order);
        if (ownerUserId != null) return ctx.activeUserId != null && String(ctx.activeUserId) === String(ownerUserId);
        const sessionId = ctx.session?.id;
        if (!sessionId) return false;
        return this.connection.getRepository(ctx, OrderAccessGrant).exists({ where: { orderId: order.id, sessionId } });
    }

    /**
     * Grants the caller's session the guest order if the proof matches it. A wrong proof, an
     * unknown number and a member's order are answered alike.
     */
    async prove(ctx: RequestContext, orderCode: string, proof: OrderAccessProof): Promise<OrderAccessResult> {
        const attempt = { identifier: orderCode.toUpperCase(), clientAddress: ctx.req?.ip };
        const wait = await this.throttle.begin(attempt);
        if (wait > 0) {
            Logger.warn(`Order access proof refused for ${Math.ceil(wait / 1000)} s more`, loggerCtx);
            return { granted: false, reason: 'ORDER_ACCESS_THROTTLED', waitMs: wait };
        }
        const order = await this.provableOrder(ctx, orderCode);
        if (!order || !(await this.matches(ctx, order, proof))) {
            return { granted: false, reason: 'ORDER_NOT_FOUND' };
        }
        await this.throttle.succeeded(attempt);
        await this.grant(ctx, order.id);
        return { granted: true, orderCode: order.code };
    }

    /**
     * Sends a code to the phone of a guest order, once the captcha is passed. Whether the order
     * exists, has a phone, or was sent a code a moment ago is not told: every passed captcha is
     * answered as sent.
     */
    async requestCode(
        ctx: RequestContext,
        orderCode: string,
        captcha: { ticket: string; randstr: string },
    ): Promise<{ sent: true; retryAfterMs: number } | { sent: false; reason: 'CAPTCHA_FAILED' }> {
        if (!(await this.smsCodes.passesCaptcha(ctx, captcha))) return { sent: false, reason: 'CAPTCHA_FAILED' };
        const order = await this.provableOrder(ctx, orderCode);
        if (order?.mobile) {
            const result = await this.smsCodes.sendCode(ctx, order.mobile, 'order-access');
            if (!result.sent)
                Logger.verbose(`Order access code for ${order.code} not sent: ${result.reason}`, loggerCtx);
        }
        return { sent: true, retryAfterMs: SMS_CODE_POLICY.minIntervalMs };
    }

    private async matches(ctx: RequestContext, order: ProvableOrder, proof: OrderAccessProof): Promise<boolean> {
        if ('emailAddress' in proof) {
            return proof.emailAddress.trim().toLowerCase() === order.emailAddress.trim().toLowerCase();
        }
        if (!order.mobile) return false;
        return (
            (await this.smsCodes.useCode(ctx, order.mobile, proof.smsCode.trim(), { purpose: 'order-access' })) === 'OK'
        );
    }

    private async provableOrder(ctx: RequestContext, orderCode: string): Promise<ProvableOrder | undefined> {
        if (!ORDER_CODE_PATTERN.test(orderCode)) return undefined;
        const order = await this.connection
            .getRepository(ctx, Order)
            .findOne({ where: { code: orderCode }, relations: { customer: { user: true } } });
        if (!order?.orderPlacedAt || !order.customer || order.customer.user) return undefined;
        const phone = mobileSchema.safeParse(order.shippingAddress?.phoneNumber ?? '');
        return {
            id: order.id,
            code: order.code,
            emailAddress: order.customer.emailAddress,
            mobile: phone.success ? phone.data : undefined,
        };
    }

    /** The account that owns the order, if its customer has one; null for a guest order. */
    private async ownerUserId(ctx: RequestContext, order: Order): Promise<Customer['id'] | null> {
        if (order.customer && order.customer.user !== undefined) return order.customer.user?.id ?? null;
        if (!order.customerId) return null;
        const customer = await this.connection
            .getRepository(ctx, Customer)
            .findOne({ where: { id: order.customerId }, relations: { user: true } });
        return customer?.user?.id ?? null;
    }
}
