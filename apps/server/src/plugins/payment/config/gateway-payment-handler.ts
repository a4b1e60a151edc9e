import { randomBytes } from 'node:crypto';

import { Injector, LanguageCode, Logger, PaymentMethodHandler } from '@vendure/core';

import { AWAITING_GATEWAY, loggerCtx, type GatewayCode } from '../constants';
import type { PayChannel } from '../gateway/gateway';
import { PaymentAttemptsService } from '../services/payment-attempts.service';
import { PaymentGatewaysService } from '../services/payment-gateways.service';

/** What a payment keeps of its gateway: our trade number, and once notified, the gateway's id. */
export interface GatewayPaymentMetadata {
    tradeNo: string;
    channel: PayChannel;
    /** Set by a verified notification only: what lets the payment settle. */
    verifiedTransactionId?: string;
    /** Shown to the shopper (Vendure hands `public` to the Shop API): where or what to pay. */
    public: { kind: 'redirect'; url: string } | { kind: 'qr'; codeUrl: string };
}

/** Our trade number: the order's code and a suffix of its own, so each attempt is a new trade. */
export function tradeNoFor(orderCode: string): string {
    return `${orderCode}-${randomBytes(4).toString('hex')}`;
}

export function orderCodeOf(tradeNo: string): string {
    return tradeNo.slice(0, tradeNo.lastIndexOf('-'));
}

const LABELS: Record<GatewayCode, Array<{ languageCode: LanguageCode; value: string }>> = {
    alipay: [
        { languageCode: LanguageCode.zh, value: '支付宝' },
        { languageCode: LanguageCode.en, value: 'Alipay' },
        { languageCode: LanguageCode.de, value: 'Alipay' },
    ],
    wechatpay: [
        { languageCode: LanguageCode.zh, value: '微信支付' },
        { languageCode: LanguageCode.en, value: 'WeChat Pay' },
        { languageCode: LanguageCode.de, value: 'WeChat Pay' },
    ],
};

/**
 * A payment method paid at Alipay or WeChat Pay. Adding the payment hands it to the gateway
 * and leaves it `Pending`; the gateway's signed notification settles or declines it.
 */
export function gatewayPaymentHandler(code: GatewayCode): PaymentMethodHandler {
    let gateways: PaymentGatewaysService;
    let attempts: PaymentAttemptsService;
    return new PaymentMethodHandler({
        code,
        description: LABELS[code],
        args: {},
        init(injector: Injector) {
            gateways = injector.get(PaymentGatewaysService);
            attempts = injector.get(PaymentAttemptsService);
        },
        async createPayment(ctx, order, amount, _args, metadata) {
            const channel: PayChannel = metadata.channel === 'mobile' ? 'mobile' : 'desktop';
            // A new attempt (the shopper came back, or switched gateway) replaces any still open.
            await attempts.cancelOpen(ctx, order.id);
            const tradeNo = tradeNoFor(order.code);
            const { storefrontUrl, payableMinutes } = gateways.options;
            try {
                const instructions = await gateways.get(code).start({
                    tradeNo,
                    amountFen: amount,
                    subject: `${order.code}`,
                    channel,
                    clientIp: ctx.req?.ip ?? '127.0.0.1',
                    returnUrl: `${storefrontUrl}/checkout/onepage/success?order=${encodeURIComponent(order.code)}`,
                    notifyUrl: gateways.notifyUrl(code),
                    expiresAt: new Date(Date.now() + payableMinutes * 60_000),
                });
                const kept: GatewayPaymentMetadata = { tradeNo, channel, public: instructions };
                return { amount, state: AWAITING_GATEWAY, metadata: kept };
            } catch (err) {
                Logger.error(`${code} refused to start ${tradeNo}: ${(err as Error).message}`, loggerCtx);
                return { amount, state: 'Error', errorMessage: 'GATEWAY_UNAVAILABLE', metadata: { tradeNo } };
            }
        },
        settlePayment(_ctx, _order, payment) {
            // Only a notification whose signature checked out settles: staff asking by hand are
            // refused (the payment cannot move from Pending to Pending), and it stays payable.
            const verified = (payment.metadata as Partial<GatewayPaymentMetadata>).verifiedTransactionId;
            return verified
                ? { success: true }
                : { success: false, state: AWAITING_GATEWAY, errorMessage: 'Settled only by the gateway' };
        },
        cancelPayment() {
            // The gateway closes an unpaid trade itself when its time is up.
            return { success: true };
        },
    });
}
