import { WECHAT_JSAPI_CHANNELS, type WechatJsapiChannel, type WechatJsapiParams } from '@maison/shared';
import { Aes, Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin';

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
    type RefundState,
    type VerifiedNotification,
} from './gateway';

export interface WechatPayConfig {
    appId: string;
    /**
     * The appIds bound to the same merchant that pay by JSAPI: the mini-program's, and the
     * official account's for pages open in WeChat's browser. A channel without one is not offered.
     */
    jsapiAppIds?: Partial<Record<WechatJsapiChannel, string>>;
    mchId: string;
    /** The serial number of the merchant's API certificate. */
    mchSerial: string;
    /** The merchant's API private key (PEM). */
    privateKey: string;
    /** The id of WeChat Pay's public key, sent as Wechatpay-Serial with what it signs. */
    platformKeyId: string;
    /** WeChat Pay's public key (PEM), which signs responses and notifications. */
    platformPublicKey: string;
    /** The APIv3 key, which encrypts a notification's resource. */
    apiV3Key: string;
    /** The API's address: WeChat Pay's own, or the local sandbox's. */
    baseUrl: string;
}

/**
 * A refund's status at WeChat Pay. CLOSED and ABNORMAL (the shopper's account is gone) give up:
 * the refund is failed with a note for staff, who settle it on the merchant platform (WeChat
 * Pay still counts the sum against the trade, so a second refund of it is refused there).
 */
const REFUND_STATE: Record<string, RefundState> = {
    SUCCESS: 'settled',
    PROCESSING: 'pending',
    CLOSED: 'failed',
    ABNORMAL: 'failed',
};

/** WeChat Pay refuses notifications, and we refuse them, when the clocks are further apart. */
const MAX_CLOCK_SKEW_S = 300;

const STATE: Record<string, VerifiedNotification['outcome']> = {
    SUCCESS: 'paid',
    CLOSED: 'closed',
    PAYERROR: 'closed',
    REVOKED: 'closed',
    NOTPAY: 'pending',
    USERPAYING: 'pending',
};

interface Transaction {
    mchid?: string;
    appid?: string;
    out_trade_no?: string;
    transaction_id?: string;
    trade_state?: string;
    amount?: { total?: number; currency?: string };
}

function isJsapiChannel(channel: string): channel is WechatJsapiChannel {
    return (WECHAT_JSAPI_CHANNELS as readonly string[]).includes(channel);
}

/**
 * The parameters of `wx.requestPayment` / `getBrandWCPayRequest` for a prepay id, signed with
 * the merchant's key over appId, timeStamp, nonceStr and package, one per line (WeChat Pay's
 * JSAPI signature); WeChat's client checks it before it asks the payer.
 */
export function signJsapiParams(appId: string, prepayId: string, merchantPrivateKey: string): WechatJsapiParams {
    const timeStamp = String(Formatter.timestamp());
    const nonceStr = Formatter.nonce();
    const pkg = `prepay_id=${prepayId}`;
    const paySign = Rsa.sign(
        jsapiSignedMessage({ appId, timeStamp, nonceStr, package: pkg }),
        Rsa.from(merchantPrivateKey, Rsa.KEY_TYPE_PRIVATE),
    );
    return { appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign };
}

/** The message a JSAPI payment's `paySign` is made over, for whoever checks it (the sandbox). */
export function jsapiSignedMessage(
    params: Pick<WechatJsapiParams, 'appId' | 'timeStamp' | 'nonceStr' | 'package'>,
): string {
    return Formatter.joinedByLineFeed(params.appId, params.timeStamp, params.nonceStr, params.package);
}

/** WeChat Pay refused the call (4xx), as opposed to not answering or failing itself. */
function isClientError(err: unknown): boolean {
    const status = (err as { response?: { status?: unknown } } | null)?.response?.status;
    return typeof status === 'number' && status >= 400 && status < 500;
}

function header(headers: IncomingNotification['headers'], name: string): string | undefined {
    const value = headers[name] ?? headers[name.toLowerCase()];
    return Array.isArray(value) ? value[0] : value;
}

/**
 * WeChat Pay APIv3 through its SDK: Native (a QR code) on desktop, H5 on phones; responses
 * and notifications verified with WeChat Pay's public key, notifications decrypted with the
 * APIv3 key.
 */
export class WechatPayGateway implements PaymentGateway {
    readonly code = 'wechatpay';
    private readonly client: Wechatpay;

    constructor(private readonly config: WechatPayConfig) {
        this.client = new Wechatpay({
            mchid: config.mchId,
            serial: config.mchSerial,
            privateKey: config.privateKey,
            certs: { [config.platformKeyId]: config.platformPublicKey },
            baseURL: config.baseUrl,
            timeout: 10_000,
        });
    }

    async start(request: PaymentRequest): Promise<PaymentInstructions> {
        const body = {
            appid: this.config.appId,
            mchid: this.config.mchId,
            description: request.subject.slice(0, 127),
            out_trade_no: request.tradeNo,
            time_expire: request.expiresAt.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
            notify_url: request.notifyUrl,
            amount: { total: request.amountFen, currency: 'CNY' },
        };
        if (isJsapiChannel(request.channel)) return this.startJsapi(request, request.channel, body);
        if (request.channel === 'mobile') {
            const { data } = await this.client.v3.pay.transactions.h5.post<{ h5_url?: string }>({
                ...body,
                scene_info: { payer_client_ip: request.clientIp, h5_info: { type: 'Wap' } },
            } as never);
            if (!data.h5_url) throw new Error('wechatpay: no h5_url in the answer');
            // WeChat sends the shopper back to redirect_url once they have paid or given up.
            return { kind: 'redirect', url: `${data.h5_url}&redirect_url=${encodeURIComponent(request.returnUrl)}` };
        }
        const { data } = await this.client.v3.pay.transactions.native.post<{ code_url?: string }>(body as never);
        if (!data.code_url) throw new Error('wechatpay: no code_url in the answer');
        return { kind: 'qr', codeUrl: data.code_url };
    }

    /**
     * A payment confirmed inside WeChat: a JSAPI order for the payer's openid under the
     * channel's appId, and the parameters WeChat's client is called with, signed by the merchant.
     */
    private async startJsapi(
        request: PaymentRequest,
        channel: WechatJsapiChannel,
        body: Record<string, unknown>,
    ): Promise<PaymentInstructions> {
        const appId = this.config.jsapiAppIds?.[channel];
        if (!appId) throw new Error(`wechatpay: no appId is set for ${channel} payments`);
        if (!request.openId) throw new Error("wechatpay: a JSAPI payment needs the payer's openid");
        const { data } = await this.client.v3.pay.transactions.jsapi.post<{ prepay_id?: string }>({
            ...body,
            appid: appId,
            payer: { openid: request.openId },
        } as never);
        if (!data.prepay_id) throw new Error('wechatpay: no prepay_id in the answer');
        return { kind: 'jsapi', params: signJsapiParams(appId, data.prepay_id, this.config.privateKey) };
    }

    verify(notification: IncomingNotification): Promise<VerifiedNotification> {
        const timestamp = header(notification.headers, 'Wechatpay-Timestamp');
        const nonce = header(notification.headers, 'Wechatpay-Nonce');
        const signature = header(notification.headers, 'Wechatpay-Signature');
        const serial = header(notification.headers, 'Wechatpay-Serial');
        if (!timestamp || !nonce || !signature || serial !== this.config.platformKeyId) {
            throw new NotificationRejected('wechatpay: missing or unknown signature headers');
        }
        if (!/^\d{1,12}$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > MAX_CLOCK_SKEW_S) {
            throw new NotificationRejected('wechatpay: stale notification');
        }
        const message = Formatter.response(timestamp, nonce, notification.rawBody);
        let valid = false;
        try {
            valid = Rsa.verify(message, signature, Rsa.from(this.config.platformPublicKey, Rsa.KEY_TYPE_PUBLIC));
        } catch {
            valid = false;
        }
        if (!valid) throw new NotificationRejected('wechatpay: bad signature');
        const transaction = this.decrypt(notification.rawBody);
        const appIds = [this.config.appId, ...Object.values(this.config.jsapiAppIds ?? {})];
        if (transaction.mchid !== this.config.mchId || !appIds.includes(transaction.appid ?? '')) {
            throw new NotificationRejected('wechatpay: another merchant');
        }
        const outcome = STATE[transaction.trade_state ?? ''];
        const amountFen = transaction.amount?.total;
        if (
            !transaction.out_trade_no ||
            !transaction.transaction_id ||
            !outcome ||
            !Number.isSafeInteger(amountFen) ||
            transaction.amount?.currency !== 'CNY'
        ) {
            throw new NotificationRejected('wechatpay: incomplete notification');
        }
        return Promise.resolve({
            tradeNo: transaction.out_trade_no,
            transactionId: transaction.transaction_id,
            amountFen: amountFen!,
            outcome,
        });
    }

    async close(tradeNo: string): Promise<CloseOutcome> {
        try {
            await this.client.v3.pay.transactions.outTradeNo.$out_trade_no$.close.post(
                { mchid: this.config.mchId },
                { out_trade_no: tradeNo },
            );
            return 'closed';
        } catch (err) {
            // Refused: paid already, or closed, or never ordered; the trade's state tells which.
            if (!isClientError(err)) throw err;
        }
        const state = await this.state(tradeNo);
        if (state === 'paid' || state === 'closed') return state;
        throw new Error(`wechatpay: ${tradeNo} not closed (${state})`);
    }

    /**
     * A domestic refund: SUCCESS is done, PROCESSING still on its way (staff settle it on the
     * order once WeChat Pay's merchant platform shows it done); CLOSED or ABNORMAL failed.
     */
    async refund(request: RefundRequest): Promise<RefundOutcome> {
        const { data } = await this.client.v3.refund.domestic.refunds.post<{ refund_id?: string; status?: string }>({
            out_trade_no: request.tradeNo,
            out_refund_no: request.refundNo,
            reason: request.reason.slice(0, 80),
            amount: { refund: request.amountFen, total: request.totalFen, currency: 'CNY' },
        } as never);
        if (!data.refund_id || (data.status !== 'SUCCESS' && data.status !== 'PROCESSING')) {
            throw new Error(`wechatpay: refund ${request.refundNo} ${data.status ?? 'unanswered'}`);
        }
        return { state: data.status === 'SUCCESS' ? 'settled' : 'pending', transactionId: data.refund_id };
    }

    /**
     * A refund's state at WeChat Pay. One it does not know of is an error, not a failure: it took
     * every refund we follow up, so the settings are more likely wrong than the refund gone, and
     * failing it would let it be made again.
     */
    async refundState(refundNo: string): Promise<RefundState> {
        const { data } = await this.client.v3.refund.domestic.refunds.$out_refund_no$.get<{ status?: string }>({
            out_refund_no: refundNo,
        });
        const state = REFUND_STATE[data.status ?? ''];
        if (!state) throw new Error(`wechatpay: refund ${refundNo} in an unknown state`);
        return state;
    }

    /** A trade's state at WeChat Pay; one it never heard of is as good as closed. */
    private async state(tradeNo: string): Promise<VerifiedNotification['outcome']> {
        try {
            const { data } = await this.client.v3.pay.transactions.outTradeNo.$out_trade_no$.get<Transaction>({
                params: { mchid: this.config.mchId },
                out_trade_no: tradeNo,
            });
            const state = data.mchid === this.config.mchId ? STATE[data.trade_state ?? ''] : undefined;
            if (!state) throw new Error(`wechatpay: ${tradeNo} in an unknown state`);
            return state;
        } catch (err) {
            if (isClientError(err) && (err as { response?: { status?: number } }).response?.status === 404)
                return 'closed';
            throw err;
        }
    }

    /** APIv3: a 2xx without a body is taken; anything else makes WeChat Pay send again. */
    reply(accepted: boolean): NotificationReply {
        return accepted
            ? { status: 200, contentType: 'application/json', body: '' }
            : {
                  status: 400,
                  contentType: 'application/json',
                  body: JSON.stringify({ code: 'FAIL', message: 'rejected' }),
              };
    }

    private decrypt(rawBody: string): Transaction {
        try {
            const envelope = JSON.parse(rawBody) as {
                resource?: { algorithm?: string; ciphertext?: string; nonce?: string; associated_data?: string };
            };
            const r = envelope.resource;
            if (r?.algorithm !== 'AEAD_AES_256_GCM' || !r.ciphertext || !r.nonce) throw new Error('no resource');
            return JSON.parse(
                Aes.AesGcm.decrypt(r.ciphertext, this.config.apiV3Key, r.nonce, r.associated_data ?? ''),
            ) as Transaction;
        } catch {
            throw new NotificationRejected('wechatpay: resource cannot be read');
        }
    }
}
