import type { PayChannel, PaymentInstructions } from '@maison/shared';

export type { PayChannel, PaymentInstructions };

export interface PaymentRequest {
    /** Our id of this attempt (out_trade_no): the order code and the attempt's own suffix. */
    tradeNo: string;
    amountFen: number;
    /** What the shopper sees at the gateway. */
    subject: string;
    channel: PayChannel;
    /** The shopper's address, which WeChat Pay's H5 payments must be told. */
    clientIp: string;
    /** The WeChat user who pays inside WeChat (a JSAPI channel), under that channel's appId. */
    openId?: string;
    /** Where the gateway sends the shopper back. */
    returnUrl: string;
    /** Where the gateway posts its asynchronous notification. */
    notifyUrl: string;
    /** After this the gateway no longer takes the payment (when the stock hold ends). */
    expiresAt: Date;
}

/** A notification whose signature checked out, in our terms. */
export interface VerifiedNotification {
    tradeNo: string;
    /** The gateway's id of the transaction. */
    transactionId: string;
    amountFen: number;
    outcome: 'paid' | 'closed' | 'pending';
}

/**
 * Where a trade stands once the gateway was told to stop taking money for it: closed (or never
 * opened: the shopper did not reach the cashier), or paid already.
 */
export type CloseOutcome = 'closed' | 'paid';

/** Money to give back on a paid trade: all of it or part, once per `refundNo`. */
export interface RefundRequest {
    tradeNo: string;
    /** Our id of this refund (out_request_no, out_refund_no): asking again with it refunds nothing more. */
    refundNo: string;
    amountFen: number;
    /** What the trade took, which WeChat Pay must be told. */
    totalFen: number;
    reason: string;
}

/** A refund the gateway took: done, or still being processed (WeChat Pay may take a while). */
export interface RefundOutcome {
    state: 'settled' | 'pending';
    /** The gateway's id of the refund, or of the trade it was made on. */
    transactionId: string;
}

/** Where a refund stands at the gateway, asked about later: done, still going, or given up. */
export type RefundState = 'settled' | 'pending' | 'failed';

/** An asynchronous notification as it reached us: its headers and its body, byte for byte. */
export interface IncomingNotification {
    headers: Record<string, string | string[] | undefined>;
    rawBody: string;
}

/** What the gateway expects back, so that it stops (or goes on) sending. */
export interface NotificationReply {
    status: number;
    contentType: string;
    body: string;
}

/**
 * A payment provider as the shop uses it: start a payment, verify what it says about it later,
 * close it when the shopper gives it up, and refund it. The real Alipay and WeChat Pay and the local sandbox all go through these.
 */
export interface PaymentGateway {
    readonly code: 'alipay' | 'wechatpay';
    start(request: PaymentRequest): Promise<PaymentInstructions>;
    /** Checks the signature and reads the notification; throws `NotificationRejected` otherwise. */
    verify(notification: IncomingNotification): Promise<VerifiedNotification>;
    reply(accepted: boolean): NotificationReply;
    /**
     * Closes the trade, so that a cashier page or QR code still open elsewhere cannot be paid;
     * says when it had been paid already. Throws when the gateway cannot be asked.
     */
    close(tradeNo: string): Promise<CloseOutcome>;
    /** Gives money back on a paid trade. Throws when the gateway refuses it or cannot be asked. */
    refund(request: RefundRequest): Promise<RefundOutcome>;
    /**
     * Where a refund answered as pending stands now, by our refund number. Only a gateway whose
     * refunds can be pending has it (Alipay answers a refund at once). Throws when it cannot be asked.
     */
    refundState?(refundNo: string): Promise<RefundState>;
}

export class NotificationRejected extends Error {}
