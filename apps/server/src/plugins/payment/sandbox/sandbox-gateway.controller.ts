import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Query, Req, Res } from '@nestjs/common';
import { WECHAT_OPENID_PATTERN, WECHAT_SANDBOX_PREPAY_PREFIX } from '@maison/shared';
import { Logger, TransactionalConnection } from '@vendure/core';
import { AlipaySdk } from 'alipay-sdk';
import type { Request, Response } from 'express';
import { Formatter, Rsa } from 'wechatpay-axios-plugin';
import { z } from 'zod';

import { loggerCtx, type GatewayCode } from '../constants';
import { toGatewayYuan, fromGatewayYuan } from '../gateway/amount';
import { verifyAlipaySignature } from '../gateway/alipay.gateway';
import { jsapiSignedMessage } from '../gateway/wechatpay.gateway';
import type { IncomingNotification } from '../gateway/gateway';
import { PaymentGatewaysService } from '../services/payment-gateways.service';
import type { SandboxKeys } from './sandbox-keys';
import { DatabaseTradeStore } from './database-trade-store';
import { SandboxLedger, type SandboxTradeRecord } from './sandbox-ledger';
import {
    alipayAnswer,
    alipayNotification,
    alipaySign,
    wechatNotification,
    wechatSignedHeaders,
    type SandboxTrade,
} from './sandbox-notifications';
import { sandboxDonePage, sandboxPage } from './sandbox-page';

/**
 * The cashier's form: Pay or Decline for one session. A post without it (no body, or one sent
 * as text the form parser does not read) is the client's mistake, answered 400.
 */
const completionForm = z.object({ session: z.string().max(200), outcome: z.string().max(20).optional() });

function verifiesAs(message: string, signature: string, publicKey: string): boolean {
    try {
        return Rsa.verify(message, signature, Rsa.from(publicKey, Rsa.KEY_TYPE_PUBLIC));
    } catch {
        return false;
    }
}

function sameOrigin(url: string, base: string): boolean {
    try {
        return new URL(url).origin === new URL(base).origin;
    } catch {
        return false;
    }
}

/** The sandbox's prepay ids: its cashier session behind a prefix WeChat's look like. */
const PREPAY_PREFIX = WECHAT_SANDBOX_PREPAY_PREFIX;

/** What WeChat's client is called with to confirm a JSAPI payment, and the payer's answer. */
const jsapiConfirmation = z.object({
    appId: z.string().max(64),
    timeStamp: z.string().regex(/^\d{1,12}$/),
    nonceStr: z.string().max(64),
    package: z.string().max(200),
    signType: z.literal('RSA'),
    paySign: z.string().max(1024),
    outcome: z.enum(['pay', 'cancel']).optional(),
});

/** How long a sandbox cashier takes a trade. */
const CASHIER_MINUTES = 30;

function parseJson<T>(text: string | undefined): Partial<T> {
    try {
        const value: unknown = JSON.parse(text ?? '');
        return value && typeof value === 'object' ? (value as Partial<T>) : {};
    } catch {
        return {};
    }
}

/**
 * The local stand-in for Alipay and WeChat Pay, used when their merchant keys are not set. It
 * checks the merchant's signatures as they do, shows a cashier page, then posts a notification
 * signed with its own gateway keys and sends the shopper back.
 */
@Controller('sandbox-pay')
export class SandboxGatewayController {
    /** Its trades, in the database every instance shares; tests reach it to play a gateway whose notification is late. */
    readonly ledger: SandboxLedger;

    constructor(
        private gateways: PaymentGatewaysService,
        connection: TransactionalConnection,
    ) {
        this.ledger = new SandboxLedger(new DatabaseTradeStore(connection), () => {
            if (!gateways.sandbox) throw new NotFoundException();
            return gateways.sandbox.keys.sessionKey;
        });
    }

    private keys(code: GatewayCode): SandboxKeys {
        const sandbox = this.gateways.sandbox;
        if (!sandbox?.plays.has(code)) throw new NotFoundException();
        return sandbox.keys;
    }

    /** The merchant's Alipay signature over these fields, checked with the routine that checks Alipay's. */
    private alipaySigned(fields: Record<string, string>): boolean {
        const keys = this.keys('alipay').alipay;
        const checker = new AlipaySdk({
            appId: keys.appId,
            privateKey: keys.gateway.privateKey,
            alipayPublicKey: keys.merchant.publicKey,
        });
        return verifyAlipaySignature(checker, fields) && fields.app_id === keys.appId;
    }

    /** The merchant's WeChat Pay APIv3 signature over this call (its Authorization header). */
    private wechatSigned(req: Request, rawBody: string): boolean {
        const keys = this.keys('wechatpay').wechatpay;
        const auth = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(req.header('authorization') ?? '')?.[1] ?? '';
        const parts = Object.fromEntries([...auth.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
        const message = Formatter.request(
            req.method,
            req.originalUrl,
            parts.timestamp ?? '',
            parts.nonce_str ?? '',
            rawBody,
        );
        return (
            parts.mchid === keys.mchId &&
            parts.serial_no === keys.mchSerial &&
            Boolean(parts.signature) &&
            verifiesAs(message, parts.signature!, keys.merchant.publicKey)
        );
    }

    /** An APIv3 answer, signed with the platform key as WeChat Pay signs its own. */
    private wechatAnswer(res: Response, status: number, body: object | undefined): void {
        const keys = this.keys('wechatpay').wechatpay;
        const text = body === undefined ? '' : JSON.stringify(body);
        res.status(status).set(wechatSignedHeaders(keys, text));
        if (body === undefined) res.end();
        else res.type('application/json').send(text);
    }

    /** Alipay's page payment: the signed request the merchant's SDK built, as a browser brings it. */
    @Get('alipay/gateway.do')
    async alipayCashier(@Query() query: Record<string, string>, @Res() res: Response): Promise<void> {
        const biz = parseJson<Record<string, string>>(query.biz_content);
        const amountFen = fromGatewayYuan(biz.total_amount);
        if (!this.alipaySigned(query) || !biz.out_trade_no || amountFen === undefined) {
            res.status(400).type('text/plain').send('invalid-signature');
            return;
        }
        const session = await this.ledger.open({
            code: 'alipay',
            tradeNo: biz.out_trade_no,
            amountFen,
            subject: biz.subject ?? '',
            notifyUrl: query.notify_url ?? '',
            returnUrl: query.return_url,
            expiresAt: Date.now() + CASHIER_MINUTES * 60_000,
        });
        if (!(await this.ledger.payable(session))) {
            res.status(410).type('text/html').send(sandboxDonePage('closed'));
            return;
        }
        res.type('text/html').send(
            sandboxPage({
                gateway: 'Alipay 支付宝',
                action: '/sandbox-pay/alipay/complete',
                session,
                tradeNo: biz.out_trade_no,
                amountFen,
                subject: biz.subject ?? '',
            }),
        );
    }

    /**
     * Alipay's server calls the shop makes through its SDK's `exec`: closing a trade and asking
     * about one. The signed answer is what the SDK checks with Alipay's public key.
     */
    @Post('alipay/gateway.do')
    @HttpCode(200)
    async alipayCall(
        @Query() query: Record<string, string>,
        @Body() body: unknown,
        @Res() res: Response,
    ): Promise<void> {
        const keys = this.keys('alipay').alipay;
        const fields: Record<string, string> = { ...query };
        if (body && typeof body === 'object') {
            for (const [k, v] of Object.entries(body)) if (typeof v === 'string') fields[k] = v;
        }
        const method = fields.method ?? '';
        const send = (response: Record<string, string>): void => {
            res.type('application/json').send(alipayAnswer(keys, method || 'error', response));
        };
        if (!this.alipaySigned(fields)) {
            send({ code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' });
            return;
        }
        const tradeNo = parseJson<Record<string, string>>(fields.biz_content).out_trade_no ?? '';
        const trade = await this.ledger.find(tradeNo);
        const notFound = {
            code: '40004',
            msg: 'Business Failed',
            sub_code: 'ACQ.TRADE_NOT_EXIST',
            sub_msg: '交易不存在',
        };
        if (method === 'alipay.trade.query') {
            if (!trade) return send(notFound);
            const status = { open: 'WAIT_BUYER_PAY', paid: 'TRADE_SUCCESS', closed: 'TRADE_CLOSED' }[trade.status];
            send({
                code: '10000',
                msg: 'Success',
                out_trade_no: trade.tradeNo,
                trade_no: trade.transactionId ?? '',
                trade_status: status,
                total_amount: toGatewayYuan(trade.amountFen),
            });
            return;
        }
        if (method === 'alipay.trade.close') {
            const closed = await this.ledger.close(tradeNo);
            if (closed === 'unknown') return send(notFound);
            if (closed === 'paid') {
                send({
                    code: '40004',
                    msg: 'Business Failed',
                    sub_code: 'ACQ.TRADE_STATUS_ERROR',
                    sub_msg: '交易状态不合法',
                });
                return;
            }
            send({ code: '10000', msg: 'Success', out_trade_no: tradeNo, trade_no: trade?.transactionId ?? '' });
            return;
        }
        if (method === 'alipay.trade.refund') {
            const biz = parseJson<Record<string, string>>(fields.biz_content);
            const refund = await this.ledger.refund(
                tradeNo,
                biz.out_request_no ?? '',
                fromGatewayYuan(biz.refund_amount) ?? 0,
            );
            if (!refund.ok) {
                if (refund.reason === 'unknown') return send(notFound);
                const [subCode, subMsg] =
                    refund.reason === 'not-paid'
                        ? ['ACQ.TRADE_STATUS_ERROR', '交易状态不合法']
                        : ['ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限'];
                return send({ code: '40004', msg: 'Business Failed', sub_code: subCode, sub_msg: subMsg });
            }
            send({
                code: '10000',
                msg: 'Success',
                out_trade_no: tradeNo,
                trade_no: trade?.transactionId ?? '',
                fund_change: 'Y',
                refund_fee: toGatewayYuan(refund.refundedFen),
            });
            return;
        }
        send({ code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method', sub_msg: '不支持的接口' });
    }

    @Post('alipay/complete')
    async alipayComplete(@Body() body: unknown, @Res() res: Response): Promise<void> {
        const form = completionForm.safeParse(body);
        if (!form.success) {
            res.status(400).type('text/plain').send('Bad Request');
            return;
        }
        const keys = this.keys('alipay').alipay;
        const trade = await this.ledger.payable(form.data.session);
        if (!trade) {
            res.status(410).type('text/html').send(sandboxDonePage('closed'));
            return;
        }
        const settled = await this.notify(trade, form.data.outcome === 'paid' ? 'paid' : 'closed', (t) =>
            alipayNotification(keys, t),
        );
        if (!settled) {
            res.status(410).type('text/html').send(sandboxDonePage('closed'));
            return;
        }
        if (!trade.returnUrl) {
            res.type('text/html').send(sandboxDonePage(settled.outcome === 'paid' ? 'paid' : 'declined'));
            return;
        }
        // Alipay sends the shopper back with the trade's fields, signed like a notification.
        const back: Record<string, string> = {
            app_id: keys.appId,
            method: 'alipay.trade.page.pay.return',
            out_trade_no: trade.tradeNo,
            trade_no: settled.transactionId,
            total_amount: toGatewayYuan(trade.amountFen),
            timestamp: new Date().toISOString(),
        };
        back.sign = alipaySign(back, keys.gateway.privateKey);
        back.sign_type = 'RSA2';
        const url = new URL(trade.returnUrl);
        for (const [k, v] of Object.entries(back)) url.searchParams.set(k, v);
        res.redirect(303, url.toString());
    }

    /** WeChat Pay's Native, H5 and JSAPI orders: the merchant's signed API call, answered signed. */
    @Post('wechatpay/v3/pay/transactions/:kind')
    @HttpCode(200)
    async wechatOrder(@Param('kind') kind: string, @Req() req: Request, @Res() res: Response): Promise<void> {
        const raw = typeof req.body === 'string' ? req.body : '';
        const signed = this.wechatSigned(req, raw);
        const order = parseJson<{
            appid: string;
            out_trade_no: string;
            description: string;
            notify_url: string;
            amount: { total?: number };
            payer: { openid?: string };
        }>(raw);
        const total = order.amount?.total;
        // A JSAPI order names its payer and an appId bound to the merchant, as WeChat Pay checks.
        const jsapiAppIds = Object.values(this.keys('wechatpay').wechatpay.jsapiAppIds) as string[];
        const jsapiOk =
            kind !== 'jsapi' ||
            (jsapiAppIds.includes(order.appid ?? '') && WECHAT_OPENID_PATTERN.test(order.payer?.openid ?? ''));
        if (
            !['native', 'h5', 'jsapi'].includes(kind) ||
            !signed ||
            !jsapiOk ||
            !order.out_trade_no ||
            !Number.isSafeInteger(total)
        ) {
            this.wechatAnswer(res, signed ? 400 : 401, {
                code: signed ? 'PARAM_ERROR' : 'SIGN_ERROR',
                message: 'rejected by the sandbox',
            });
            return;
        }
        const session = await this.ledger.open({
            code: 'wechatpay',
            tradeNo: order.out_trade_no,
            amountFen: total!,
            subject: order.description ?? '',
            notifyUrl: order.notify_url ?? '',
            expiresAt: Date.now() + CASHIER_MINUTES * 60_000,
        });
        if (kind === 'jsapi') return this.wechatAnswer(res, 200, { prepay_id: `${PREPAY_PREFIX}${session}` });
        const page = `${this.gateways.options.sandboxUrl}/sandbox-pay/wechatpay/pay/${session}`;
        this.wechatAnswer(res, 200, kind === 'native' ? { code_url: page } : { h5_url: `${page}?h5=1` });
    }

    /**
     * WeChat's client confirming a JSAPI payment (`wx.requestPayment` in the mini-program,
     * `getBrandWCPayRequest` in WeChat's browser), played here: the parameters must carry the
     * merchant's signature, as WeChat checks before it asks the payer; then the payer pays or
     * cancels, and the signed notification goes out as for any other payment.
     */
    @Post('wechatpay/jsapi/confirm')
    @HttpCode(200)
    async wechatJsapiConfirm(@Body() body: unknown, @Res() res: Response): Promise<void> {
        const keys = this.keys('wechatpay').wechatpay;
        const asked = jsapiConfirmation.safeParse(body);
        if (!asked.success) {
            res.status(400).json({ errMsg: 'requestPayment:fail invalid parameters' });
            return;
        }
        const params = asked.data;
        if (
            !(Object.values(keys.jsapiAppIds) as string[]).includes(params.appId) ||
            !verifiesAs(jsapiSignedMessage(params), params.paySign, keys.merchant.publicKey)
        ) {
            res.status(400).json({ errMsg: 'requestPayment:fail sign error' });
            return;
        }
        const session = params.package.slice(`prepay_id=${PREPAY_PREFIX}`.length);
        const trade = params.package.startsWith(`prepay_id=${PREPAY_PREFIX}`)
            ? await this.ledger.payable(session)
            : undefined;
        if (!trade || trade.code !== 'wechatpay') {
            res.status(410).json({ errMsg: 'requestPayment:fail order closed' });
            return;
        }
        const paid = params.outcome !== 'cancel';
        await this.notify(trade, paid ? 'paid' : 'closed', (t) => wechatNotification(keys, t, params.appId));
        res.json({ errMsg: paid ? 'requestPayment:ok' : 'requestPayment:fail cancel' });
    }

    /** WeChat Pay's query of an order by our trade number. */
    @Get('wechatpay/v3/pay/transactions/out-trade-no/:tradeNo')
    async wechatQuery(@Param('tradeNo') tradeNo: string, @Req() req: Request, @Res() res: Response): Promise<void> {
        const keys = this.keys('wechatpay').wechatpay;
        if (!this.wechatSigned(req, ''))
            return this.wechatAnswer(res, 401, { code: 'SIGN_ERROR', message: '签名错误' });
        const trade = await this.ledger.find(tradeNo);
        if (!trade) return this.wechatAnswer(res, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
        this.wechatAnswer(res, 200, {
            appid: keys.appId,
            mchid: keys.mchId,
            out_trade_no: trade.tradeNo,
            transaction_id: trade.transactionId,
            trade_state: { open: 'NOTPAY', paid: 'SUCCESS', closed: 'CLOSED' }[trade.status],
            amount: { total: trade.amountFen, currency: 'CNY' },
        });
    }

    /** WeChat Pay's closing of an order: no content when closed; a paid one cannot be. */
    @Post('wechatpay/v3/pay/transactions/out-trade-no/:tradeNo/close')
    async wechatClose(@Param('tradeNo') tradeNo: string, @Req() req: Request, @Res() res: Response): Promise<void> {
        const raw = typeof req.body === 'string' ? req.body : '';
        if (!this.wechatSigned(req, raw))
            return this.wechatAnswer(res, 401, { code: 'SIGN_ERROR', message: '签名错误' });
        const closed = await this.ledger.close(tradeNo);
        if (closed === 'unknown')
            return this.wechatAnswer(res, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
        if (closed === 'paid') return this.wechatAnswer(res, 400, { code: 'ORDERPAID', message: '订单已支付' });
        this.wechatAnswer(res, 204, undefined);
    }

    /** WeChat Pay's domestic refund: taken and being processed, as WeChat Pay mostly answers. */
    @Post('wechatpay/v3/refund/domestic/refunds')
    @HttpCode(200)
    async wechatRefund(@Req() req: Request, @Res() res: Response): Promise<void> {
        const raw = typeof req.body === 'string' ? req.body : '';
        if (!this.wechatSigned(req, raw))
            return this.wechatAnswer(res, 401, { code: 'SIGN_ERROR', message: '签名错误' });
        const asked = parseJson<{
            out_trade_no?: string;
            out_refund_no?: string;
            amount?: { refund?: number; total?: number; currency?: string };
        }>(raw);
        const trade = asked.out_trade_no ? await this.ledger.find(asked.out_trade_no) : undefined;
        if (!trade) return this.wechatAnswer(res, 404, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' });
        if (asked.amount?.total !== trade.amountFen || asked.amount?.currency !== 'CNY' || !asked.out_refund_no) {
            return this.wechatAnswer(res, 400, { code: 'PARAM_ERROR', message: '参数错误' });
        }
        const refund = await this.ledger.refund(trade.tradeNo, asked.out_refund_no, asked.amount.refund ?? 0, true);
        if (!refund.ok) {
            const notPaid = refund.reason === 'not-paid';
            return this.wechatAnswer(res, 400, {
                code: notPaid ? 'INVALID_REQUEST' : 'NOT_ENOUGH',
                message: notPaid ? '订单未支付' : '退款金额超过可退金额',
            });
        }
        this.wechatAnswer(res, 200, {
            refund_id: refund.refundId,
            out_refund_no: asked.out_refund_no,
            out_trade_no: trade.tradeNo,
            transaction_id: trade.transactionId,
            status: 'PROCESSING',
            amount: { refund: asked.amount.refund, total: trade.amountFen, currency: 'CNY' },
        });
    }

    /** WeChat Pay's query of a refund by our refund number: done once asked (see the ledger). */
    @Get('wechatpay/v3/refund/domestic/refunds/:refundNo')
    async wechatRefundQuery(
        @Param('refundNo') refundNo: string,
        @Req() req: Request,
        @Res() res: Response,
    ): Promise<void> {
        if (!this.wechatSigned(req, ''))
            return this.wechatAnswer(res, 401, { code: 'SIGN_ERROR', message: '签名错误' });
        const refund = await this.ledger.refundStatus(refundNo);
        if (!refund) return this.wechatAnswer(res, 404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' });
        this.wechatAnswer(res, 200, {
            refund_id: refund.refundId,
            out_refund_no: refundNo,
            out_trade_no: refund.tradeNo,
            status: refund.closed ? 'CLOSED' : refund.processing ? 'PROCESSING' : 'SUCCESS',
            amount: { refund: refund.amountFen, currency: 'CNY' },
        });
    }

    @Get('wechatpay/pay/:session')
    async wechatCashier(
        @Param('session') session: string,
        @Query('redirect_url') redirectUrl: string | undefined,
        @Res() res: Response,
    ): Promise<void> {
        this.keys('wechatpay');
        const trade = await this.ledger.payable(session);
        if (!trade || trade.code !== 'wechatpay') {
            res.status(410).type('text/html').send(sandboxDonePage('closed'));
            return;
        }
        // Back only to the shop, as WeChat Pay sends back only to the merchant's registered domain.
        if (typeof redirectUrl === 'string' && sameOrigin(redirectUrl, this.gateways.options.storefrontUrl)) {
            await this.ledger.returnTo(trade.tradeNo, redirectUrl);
        }
        res.type('text/html').send(
            sandboxPage({
                gateway: 'WeChat Pay 微信支付',
                action: '/sandbox-pay/wechatpay/complete',
                session,
                tradeNo: trade.tradeNo,
                amountFen: trade.amountFen,
                subject: trade.subject,
            }),
        );
    }

    @Post('wechatpay/complete')
    async wechatComplete(@Body() body: unknown, @Res() res: Response): Promise<void> {
        const form = completionForm.safeParse(body);
        if (!form.success) {
            res.status(400).type('text/plain').send('Bad Request');
            return;
        }
        const keys = this.keys('wechatpay').wechatpay;
        const trade = await this.ledger.payable(form.data.session);
        if (!trade) {
            res.status(410).type('text/html').send(sandboxDonePage('closed'));
            return;
        }
        const settled = await this.notify(trade, form.data.outcome === 'paid' ? 'paid' : 'closed', (t) =>
            wechatNotification(keys, t),
        );
        if (!settled) res.status(410).type('text/html').send(sandboxDonePage('closed'));
        else if (trade.returnUrl) res.redirect(303, trade.returnUrl);
        else res.type('text/html').send(sandboxDonePage(settled.outcome === 'paid' ? 'paid' : 'declined'));
    }

    /** Posts the signed notification to the merchant, as the gateway does, and waits for its answer. */
    private async notify(
        trade: SandboxTradeRecord,
        outcome: SandboxTrade['outcome'],
        build: (t: SandboxTrade) => IncomingNotification,
    ): Promise<SandboxTrade | undefined> {
        const done = await this.ledger.settle(trade.tradeNo, outcome);
        // Settled meanwhile through another cashier page or instance: that one notified.
        if (!done) return undefined;
        const settled: SandboxTrade = {
            tradeNo: done.tradeNo,
            transactionId: done.transactionId!,
            amountFen: done.amountFen,
            outcome,
        };
        const { headers, rawBody } = build(settled);
        try {
            const answer = await fetch(trade.notifyUrl, {
                method: 'POST',
                headers: headers as Record<string, string>,
                body: rawBody,
            });
            if (!answer.ok)
                Logger.warn(`Sandbox notification for ${trade.tradeNo} answered ${answer.status}`, loggerCtx);
        } catch (err) {
            Logger.warn(
                `Sandbox notification for ${trade.tradeNo} not delivered: ${(err as Error).message}`,
                loggerCtx,
            );
        }
        return settled;
    }
}
