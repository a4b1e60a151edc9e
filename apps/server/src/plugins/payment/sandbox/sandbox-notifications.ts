import { createSign, randomBytes } from 'node:crypto';

import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin';

import { toGatewayYuan } from '../gateway/amount';
import type { IncomingNotification } from '../gateway/gateway';
import type { SandboxKeys } from './sandbox-keys';

export interface SandboxTrade {
    tradeNo: string;
    transactionId: string;
    amountFen: number;
    outcome: 'paid' | 'closed';
}

/** Alipay's signing: sorted key=value pairs without the signature, RSA-SHA256, base64. */
export function alipaySign(fields: Record<string, string>, privateKey: string): string {
    const content = Object.keys(fields)
        .filter((k) => k !== 'sign' && k !== 'sign_type' && fields[k] !== '')
        .sort()
        .map((k) => `${k}=${fields[k]}`)
        .join('&');
    return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');
}

/**
 * Alipay's answer to a server call (close, query): the response object as JSON, and its RSA2
 * signature over exactly that text, beside it.
 */
export function alipayAnswer(keys: SandboxKeys['alipay'], method: string, response: Record<string, string>): string {
    const content = JSON.stringify(response);
    const sign = createSign('RSA-SHA256').update(content, 'utf8').sign(keys.gateway.privateKey, 'base64');
    return `{"${method.replaceAll('.', '_')}_response":${content},"sign":${JSON.stringify(sign)}}`;
}

/** An asynchronous notification as Alipay posts it (form-encoded, signed by the gateway's key). */
export function alipayNotification(
    keys: SandboxKeys['alipay'],
    trade: SandboxTrade,
    now = new Date(),
): IncomingNotification {
    const time = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    const fields: Record<string, string> = {
        notify_time: time,
        notify_type: 'trade_status_sync',
        notify_id: randomBytes(16).toString('hex'),
        app_id: keys.appId,
        charset: 'utf-8',
        version: '1.0',
        trade_no: trade.transactionId,
        out_trade_no: trade.tradeNo,
        total_amount: toGatewayYuan(trade.amountFen),
        trade_status: trade.outcome === 'paid' ? 'TRADE_SUCCESS' : 'TRADE_CLOSED',
        gmt_create: time,
    };
    fields.sign = alipaySign(fields, keys.gateway.privateKey);
    fields.sign_type = 'RSA2';
    return {
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        rawBody: new URLSearchParams(fields).toString(),
    };
}

/** WeChat Pay's signed headers over a body: timestamp, nonce and body, one per line. */
export function wechatSignedHeaders(
    keys: SandboxKeys['wechatpay'],
    body: string,
    now = new Date(),
): Record<string, string> {
    const timestamp = String(Math.floor(now.getTime() / 1000));
    const nonce = Formatter.nonce();
    return {
        'Wechatpay-Timestamp': timestamp,
        'Wechatpay-Nonce': nonce,
        'Wechatpay-Serial': keys.platformKeyId,
        'Wechatpay-Signature': Rsa.sign(
            Formatter.response(timestamp, nonce, body),
            Rsa.from(keys.platform.privateKey, Rsa.KEY_TYPE_PRIVATE),
        ),
    };
}

/** An APIv3 notification: the transaction encrypted with the APIv3 key, the whole signed. */
export function wechatNotification(
    keys: SandboxKeys['wechatpay'],
    trade: SandboxTrade,
    /** A JSAPI payment's appId (the mini-program's or the official account's); the merchant's own otherwise. */
    jsapiAppId?: string,
    now = new Date(),
): IncomingNotification {
    const transaction = {
        mchid: keys.mchId,
        appid: jsapiAppId ?? keys.appId,
        out_trade_no: trade.tradeNo,
        transaction_id: trade.transactionId,
        trade_type: jsapiAppId ? 'JSAPI' : 'NATIVE',
        trade_state: trade.outcome === 'paid' ? 'SUCCESS' : 'CLOSED',
        success_time: now.toISOString(),
        amount: { total: trade.amountFen, payer_total: trade.amountFen, currency: 'CNY', payer_currency: 'CNY' },
    };
    const nonce = Formatter.nonce(12);
    const body = JSON.stringify({
        id: randomBytes(16).toString('hex'),
        create_time: now.toISOString(),
        resource_type: 'encrypt-resource',
        event_type: trade.outcome === 'paid' ? 'TRANSACTION.SUCCESS' : 'TRANSACTION.CLOSED',
        summary: trade.outcome === 'paid' ? '支付成功' : '交易关闭',
        resource: {
            original_type: 'transaction',
            algorithm: 'AEAD_AES_256_GCM',
            ciphertext: Aes.AesGcm.encrypt(JSON.stringify(transaction), keys.apiV3Key, nonce, 'transaction'),
            associated_data: 'transaction',
            nonce,
        },
    });
    return { headers: { 'content-type': 'application/json', ...wechatSignedHeaders(keys, body, now) }, rawBody: body };
}
