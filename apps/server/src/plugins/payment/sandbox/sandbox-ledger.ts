import { randomBytes } from 'node:crypto';

import type { GatewayCode } from '../constants';

export interface SandboxTradeRecord {
    code: GatewayCode;
    tradeNo: string;
    amountFen: number;
    subject: string;
    notifyUrl: string;
    returnUrl?: string;
    /** When the cashier stops taking it (ms since the epoch). */
    expiresAt: number;
    status: 'open' | 'paid' | 'closed';
    /** The sandbox's id of the transaction, once paid or declined. */
    transactionId?: string;
    /** Refunds made on it, by the merchant's refund number. */
    refunds?: Record<string, SandboxRefundRecord>;
}

export interface SandboxRefundRecord {
    amountFen: number;
    refundId: string;
    /** Still being processed (WeChat Pay's refunds) until the merchant asks about it. */
    processing: boolean;
    /** Given up by the gateway (WeChat Pay's CLOSED): never paid out. */
    closed?: boolean;
}

/** What a refund came to: made (or made before under the same number), or why not. */
export type SandboxRefund =
    { ok: true; refundId: string; refundedFen: number } | { ok: false; reason: 'unknown' | 'not-paid' | 'too-much' };

/** Trades kept at most; the oldest go first (it is a sandbox, not a ledger of record). */
const MAX_TRADES = 1_000;

/**
 * The sandbox's trades, by our trade number, and the cashier sessions that point at them. A
 * trade is paid or declined once; a closed one cannot be paid; its gateway can be asked about it.
 */
export class SandboxLedger {
    private readonly trades = new Map<string, SandboxTradeRecord>();
    private readonly sessions = new Map<string, string>();

    /** Opens a cashier session on the trade (new, or known already: a cashier page opened again). */
    open(trade: Omit<SandboxTradeRecord, 'status'>): string {
        const known = this.trades.get(trade.tradeNo);
        if (!known) {
            if (this.trades.size >= MAX_TRADES) this.trades.delete(this.trades.keys().next().value!);
            this.trades.set(trade.tradeNo, { ...trade, status: 'open' });
        }
        const session = randomBytes(12).toString('hex');
        if (this.sessions.size >= MAX_TRADES) this.sessions.delete(this.sessions.keys().next().value!);
        this.sessions.set(session, trade.tradeNo);
        return session;
    }

    find(tradeNo: string): SandboxTradeRecord | undefined {
        return this.trades.get(tradeNo);
    }

    /** The trade a cashier session shows, while it can still be paid. */
    payable(session: unknown, now = Date.now()): SandboxTradeRecord | undefined {
        const tradeNo = typeof session === 'string' ? this.sessions.get(session) : undefined;
        const trade = tradeNo ? this.trades.get(tradeNo) : undefined;
        return trade?.status === 'open' && trade.expiresAt >= now ? trade : undefined;
    }

    /** The shopper paid or declined at the cashier: the trade is settled once, for good. */
    settle(trade: SandboxTradeRecord, outcome: 'paid' | 'closed'): SandboxTradeRecord {
        trade.status = outcome;
        trade.transactionId = `SANDBOX${Date.now()}${randomBytes(3).toString('hex')}`;
        return trade;
    }

    /**
     * The merchant closes a trade: 'unknown' if it never reached the cashier, 'paid' if it was
     * paid (and stays so), otherwise it is closed now or was already.
     */
    close(tradeNo: string): 'unknown' | 'paid' | 'closed' {
        const trade = this.trades.get(tradeNo);
        if (!trade) return 'unknown';
        if (trade.status === 'paid') return 'paid';
        trade.status = 'closed';
        return 'closed';
    }

    /**
     * The merchant refunds part or all of a paid trade. Asked again with the same number, the
     * first refund stands and nothing more is given back; all refunds together stay within what
     * was paid.
     */
    refund(tradeNo: string, refundNo: string, amountFen: number, processing = false): SandboxRefund {
        const trade = this.trades.get(tradeNo);
        if (!trade) return { ok: false, reason: 'unknown' };
        if (trade.status !== 'paid') return { ok: false, reason: 'not-paid' };
        const refunds = (trade.refunds ??= {});
        const refundedFen = () => Object.values(refunds).reduce((sum, r) => sum + r.amountFen, 0);
        const known = refunds[refundNo];
        if (known) return { ok: true, refundId: known.refundId, refundedFen: refundedFen() };
        if (!Number.isSafeInteger(amountFen) || amountFen < 1 || refundedFen() + amountFen > trade.amountFen) {
            return { ok: false, reason: 'too-much' };
        }
        refunds[refundNo] = {
            amountFen,
            refundId: `SANDBOXREFUND${Date.now()}${randomBytes(3).toString('hex')}`,
            processing,
        };
        return { ok: true, refundId: refunds[refundNo].refundId, refundedFen: refundedFen() };
    }

    /**
     * A refund by the merchant's refund number, as the gateway reports it when asked: one still
     * processing is done by then (the sandbox's stand-in for the minutes WeChat Pay takes).
     */
    refundStatus(refundNo: string): (SandboxRefundRecord & { tradeNo: string }) | undefined {
        for (const trade of this.trades.values()) {
            const refund = trade.refunds?.[refundNo];
            if (!refund) continue;
            refund.processing = false;
            return { ...refund, tradeNo: trade.tradeNo };
        }
        return undefined;
    }
}
