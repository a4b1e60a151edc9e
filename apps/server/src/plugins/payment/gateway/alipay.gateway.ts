import { AlipaySdk } from 'alipay-sdk';

import { toGatewayYuan, fromGatewayYuan } from './amount';
import {
    NotificationRejected,
    type CloseOutcome,
    type IncomingNotification,
    type NotificationReply,
    type PaymentGateway,
    type PaymentInstructions,
    type PaymentRequest,
    type RefundOutcome,
    type RefundRequest,
    type VerifiedNotification,
} from './gateway';

export interface AlipayConfig {
    appId: string;
    /** The merchant's application private key (PEM, PKCS#1 or PKCS#8). */
    privateKey: string;
    /** Alipay's public key, which signs its notifications. */
    alipayPublicKey: string;
    /** The gateway's address: Alipay's own, or the local sandbox's. */
    gateway: string;
}

const STATUS: Record<string, VerifiedNotification['outcome']> = {
    TRADE_SUCCESS: 'paid',
    TRADE_FINISHED: 'paid',
    TRADE_CLOSED: 'closed',
    WAIT_BUYER_PAY: 'pending',
};

/**
 * Whether Alipay's RSA2 signature covers these fields (decoded already: the values are checked
 * as they are). Only RSA2: the SDK would also take SHA-1 `RSA`, and throws on a type it does not
 * know, which a forger chooses.
 */
export function verifyAlipaySignature(sdk: AlipaySdk, fields: Record<string, string>): boolean {
    if (fields.sign_type !== undefined && fields.sign_type !== 'RSA2') return false;
    try {
        return sdk.checkNotifySignV2(fields);
    } catch {
        return false;
    }
}

/** What Alipay answers a server call with (the SDK has checked its signature and camel-cased it). */
interface AlipayAnswer {
    code?: string;
    subCode?: string;
    tradeStatus?: string;
    tradeNo?: string;
}

/** Alipay's `time_expire`: Beijing time, to the second. */
function beijingTime(date: Date): string {
    return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * Alipay through its SDK: the computer website payment on desktop, the mobile website payment
 * on phones, and RSA2-signed asynchronous notifications.
 */
export class AlipayGateway implements PaymentGateway {
    readonly code = 'alipay';
    private readonly sdk: AlipaySdk;

    constructor(private readonly config: AlipayConfig) {
        this.sdk = new AlipaySdk({
            appId: config.appId,
            privateKey: config.privateKey,
            alipayPublicKey: config.alipayPublicKey,
            gateway: config.gateway,
            keyType: config.privateKey.includes('BEGIN RSA PRIVATE KEY') ? 'PKCS1' : 'PKCS8',
            signType: 'RSA2',
        });
    }

    start(request: PaymentRequest): Promise<PaymentInstructions> {
        const mobile = request.channel === 'mobile';
        const url = this.sdk.pageExecute(mobile ? 'alipay.trade.wap.pay' : 'alipay.trade.page.pay', 'GET', {
            bizContent: {
                out_trade_no: request.tradeNo,
                total_amount: toGatewayYuan(request.amountFen),
                subject: request.subject,
                product_code: mobile ? 'QUICK_WAP_WAY' : 'FAST_INSTANT_TRADE_PAY',
                time_expire: beijingTime(request.expiresAt),
            },
            returnUrl: request.returnUrl,
            notifyUrl: request.notifyUrl,
        });
        return Promise.resolve({ kind: 'redirect', url });
    }

    verify(notification: IncomingNotification): Promise<VerifiedNotification> {
        const fields = Object.fromEntries(new URLSearchParams(notification.rawBody));
        if (!verifyAlipaySignature(this.sdk, fields)) throw new NotificationRejected('alipay: bad signature');
        if (fields.app_id !== this.config.appId) throw new NotificationRejected('alipay: another app');
        const amountFen = fromGatewayYuan(fields.total_amount);
        const outcome = STATUS[fields.trade_status ?? ''];
        if (!fields.out_trade_no || !fields.trade_no || amountFen === undefined || !outcome) {
            throw new NotificationRejected('alipay: incomplete notification');
        }
        return Promise.resolve({ tradeNo: fields.out_trade_no, transactionId: fields.trade_no, amountFen, outcome });
    }

    async close(tradeNo: string): Promise<CloseOutcome> {
        const closed = await this.call('alipay.trade.close', tradeNo);
        // A trade Alipay never saw (the shopper did not reach the cashier) cannot be paid either.
        if (closed.code === '10000' || closed.subCode === 'ACQ.TRADE_NOT_EXIST') return 'closed';
        // Closing refuses a trade that is paid, or closed already: its status tells which.
        const found = await this.call('alipay.trade.query', tradeNo);
        const outcome = found.code === '10000' ? STATUS[found.tradeStatus ?? ''] : undefined;
        if (outcome === 'paid' || outcome === 'closed') return outcome;
        throw new Error(
            `alipay: ${tradeNo} not closed (${closed.subCode ?? closed.code}, then ${found.tradeStatus ?? found.subCode ?? found.code})`,
        );
    }

    /**
     * alipay.trade.refund answers at once: 10000 means the money is on its way back (fund_change
     * is N when the same out_request_no was refunded already, which is as good).
     */
    async refund(request: RefundRequest): Promise<RefundOutcome> {
        const answer = await this.call('alipay.trade.refund', request.tradeNo, {
            refund_amount: toGatewayYuan(request.amountFen),
            out_request_no: request.refundNo,
            refund_reason: request.reason.slice(0, 256),
        });
        if (answer.code !== '10000') throw new Error(`alipay: refund refused (${answer.subCode ?? answer.code})`);
        return { state: 'settled', transactionId: answer.tradeNo ?? request.tradeNo };
    }

    private async call(
        method: 'alipay.trade.close' | 'alipay.trade.query' | 'alipay.trade.refund',
        tradeNo: string,
        more: Record<string, string> = {},
    ): Promise<AlipayAnswer> {
        return (await this.sdk.exec(
            method,
            { bizContent: { out_trade_no: tradeNo, ...more } },
            { validateSign: true },
        )) as AlipayAnswer;
    }

    /** Alipay stops resending once it reads `success`. */
    reply(accepted: boolean): NotificationReply {
        return { status: accepted ? 200 : 400, contentType: 'text/plain', body: accepted ? 'success' : 'failure' };
    }
}
