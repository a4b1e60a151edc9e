import { randomBytes } from 'node:crypto';

import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Query, Req, Res } from '@nestjs/common';
import { Logger } from '@vendure/core';
import { AlipaySdk } from 'alipay-sdk';
import type { Request, Response } from 'express';
import { Formatter, Rsa } from 'wechatpay-axios-plugin';

import { loggerCtx, type GatewayCode } from '../constants';
import { toGatewayYuan, fromGatewayYuan } from '../gateway/amount';
import { verifyAlipaySignature } from '../gateway/alipay.gateway';
import type { IncomingNotification } from '../gateway/gateway';
import { PaymentGatewaysService } from '../services/payment-gateways.service';
import type { SandboxKeys } from './sandbox-keys';
import {
    alipayNotification,
    alipaySign,
    wechatNotification,
    wechatSignedHeaders,
    type SandboxTrade,
} from './sandbox-notifications';
import { sandboxDonePage, sandboxPage } from './sandbox-page';

interface OpenTrade {
    code: GatewayCode;
    tradeNo: string;
    amountFen: number;
    subject: string;
    notifyUrl: string;
    returnUrl?: string;
    expiresAt: number;
}

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

/** Open trades kept at most; the oldest go first (it is a sandbox, not a ledger). */
const MAX_OPEN_TRADES = 1_000;

/**
 * The local stand-in for Alipay and WeChat Pay, used when their merchant keys are not set. It
 * checks the merchant's signatures as they do, shows a cashier page, then posts a notification
 * signed with its own gateway keys and sends the shopper back.
 */
@Controller('sandbox-pay')
export class SandboxGatewayController {
    private readonly trades = new Map<string, OpenTrade>();

    constructor(private gateways: PaymentGatewaysService) {}

    private keys(code: GatewayCode): SandboxKeys {
        const sandbox = this.gateways.sandbox;
        if (!sandbox?.plays.has(code)) throw new NotFoundException();
        return sandbox.keys;
    }

    private open(trade: OpenTrade): string {
        const session = randomBytes(12).toString('hex');
        if (this.trades.size >= MAX_OPEN_TRADES) this.trades.delete(this.trades.keys().next().value!);
        this.trades.set(session, trade);
        return session;
    }

    /** Alipay's page payment: the signed request the merchant's SDK built, as a browser brings it. */
    @Get('alipay/gateway.do')
    alipayCashier(@Query() query: Record<string, string>, @Res() res: Response): void {
        const keys = this.keys('alipay').alipay;
        // The merchant's signature is checked with the very routine that checks Alipay's.
        const checker = new AlipaySdk({
            appId: keys.appId,
            privateKey: keys.gateway.privateKey,
            alipayPublicKey: keys.merchant.publicKey,
        });
        const biz = (() => {
            try {
                return JSON.parse(query.biz_content ?? '') as Record<string, string>;
            } catch {
                return undefined;
            }
        })();
        const amountFen = fromGatewayYuan(biz?.total_amount);
        if (
            !verifyAlipaySignature(checker, query) ||
            query.app_id !== keys.appId ||
            !biz?.out_trade_no ||
            amountFen === undefined
        ) {
            res.status(400).type('text/plain').send('invalid-signature');
            return;
        }
        const session = this.open({
            code: 'alipay',
            tradeNo: biz.out_trade_no,
            amountFen,
            subject: biz.subject ?? '',
            notifyUrl: query.notify_url ?? '',
            returnUrl: query.return_url,
            expiresAt: Date.now() + 30 * 60_000,
        });
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

    @Post('alipay/complete')
    async alipayComplete(@Body() body: { session?: string; outcome?: string }, @Res() res: Response): Promise<void> {
        const keys = this.keys('alipay').alipay;
        const trade = this.take(body.session);
        const settled = await this.notify(trade, body.outcome === 'paid' ? 'paid' : 'closed', (t) =>
            alipayNotification(keys, t),
        );
        if (!trade.returnUrl) {
            res.type('text/html').send(sandboxDonePage(settled.outcome === 'paid'));
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

    /** WeChat Pay's Native and H5 orders: the merchant's signed API call, answered signed. */
    @Post('wechatpay/v3/pay/transactions/:kind')
    @HttpCode(200)
    wechatOrder(@Param('kind') kind: string, @Req() req: Request, @Res() res: Response): void {
        const keys = this.keys('wechatpay').wechatpay;
        const raw = typeof req.body === 'string' ? req.body : '';
        const auth = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(req.header('authorization') ?? '')?.[1] ?? '';
        const parts = Object.fromEntries([...auth.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
        const message = Formatter.request('POST', req.originalUrl, parts.timestamp ?? '', parts.nonce_str ?? '', raw);
        let order: {
            appid?: string;
            out_trade_no?: string;
            description?: string;
            notify_url?: string;
            amount?: { total?: number };
        } = {};
        try {
            order = JSON.parse(raw) as typeof order;
        } catch {
            order = {};
        }
        const signed =
            parts.mchid === keys.mchId &&
            parts.serial_no === keys.mchSerial &&
            Boolean(parts.signature) &&
            verifiesAs(message, parts.signature!, keys.merchant.publicKey);
        const total = order.amount?.total;
        if ((kind !== 'native' && kind !== 'h5') || !signed || !order.out_trade_no || !Number.isSafeInteger(total)) {
            const body = JSON.stringify({
                code: signed ? 'PARAM_ERROR' : 'SIGN_ERROR',
                message: 'rejected by the sandbox',
            });
            res.status(signed ? 400 : 401)
                .set(wechatSignedHeaders(keys, body))
                .type('application/json')
                .send(body);
            return;
        }
        const session = this.open({
            code: 'wechatpay',
            tradeNo: order.out_trade_no,
            amountFen: total!,
            subject: order.description ?? '',
            notifyUrl: order.notify_url ?? '',
            expiresAt: Date.now() + 30 * 60_000,
        });
        const page = `${this.gateways.options.sandboxUrl}/sandbox-pay/wechatpay/pay/${session}`;
        const body = JSON.stringify(kind === 'native' ? { code_url: page } : { h5_url: `${page}?h5=1` });
        res.status(200).set(wechatSignedHeaders(keys, body)).type('application/json').send(body);
    }

    @Get('wechatpay/pay/:session')
    wechatCashier(
        @Param('session') session: string,
        @Query('redirect_url') redirectUrl: string | undefined,
        @Res() res: Response,
    ): void {
        this.keys('wechatpay');
        const trade = this.trades.get(session);
        if (!trade || trade.code !== 'wechatpay') throw new NotFoundException();
        // Back only to the shop, as WeChat Pay sends back only to the merchant's registered domain.
        if (typeof redirectUrl === 'string' && sameOrigin(redirectUrl, this.gateways.options.storefrontUrl)) {
            trade.returnUrl = redirectUrl;
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
    async wechatComplete(@Body() body: { session?: string; outcome?: string }, @Res() res: Response): Promise<void> {
        const keys = this.keys('wechatpay').wechatpay;
        const trade = this.take(body.session);
        const settled = await this.notify(trade, body.outcome === 'paid' ? 'paid' : 'closed', (t) =>
            wechatNotification(keys, t),
        );
        if (trade.returnUrl) res.redirect(303, trade.returnUrl);
        else res.type('text/html').send(sandboxDonePage(settled.outcome === 'paid'));
    }

    private take(session: unknown): OpenTrade {
        const trade = typeof session === 'string' ? this.trades.get(session) : undefined;
        if (!trade || trade.expiresAt < Date.now()) throw new NotFoundException();
        this.trades.delete(session as string);
        return trade;
    }

    /** Posts the signed notification to the merchant, as the gateway does, and waits for its answer. */
    private async notify(
        trade: OpenTrade,
        outcome: SandboxTrade['outcome'],
        build: (t: SandboxTrade) => IncomingNotification,
    ): Promise<SandboxTrade> {
        const settled: SandboxTrade = {
            tradeNo: trade.tradeNo,
            transactionId: `SANDBOX${Date.now()}${randomBytes(3).toString('hex')}`,
            amountFen: trade.amountFen,
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
