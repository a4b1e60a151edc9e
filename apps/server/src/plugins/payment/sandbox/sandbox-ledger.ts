import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

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

/**
 * Where the sandbox keeps its trades: in the shop's database, so that a cashier opened through
 * one server instance is paid, notified, asked about and refunded through any other.
 */
export interface SandboxTradeStore {
    get(tradeNo: string): Promise<SandboxTradeRecord | undefined>;
    /** Adds the trade unless one with its number is kept already. */
    add(trade: SandboxTradeRecord): Promise<void>;
    /**
     * Puts `next` in place of `current` if the kept trade is still `current`; false when another
     * request changed it first (the caller reads it again and decides afresh).
     */
    replace(current: SandboxTradeRecord, next: SandboxTradeRecord): Promise<boolean>;
    /** Notes which trade a refund number belongs to. */
    addRefund(refundNo: string, tradeNo: string): Promise<void>;
    tradeOfRefund(refundNo: string): Promise<string | undefined>;
}

/** A store in this process's memory (unit tests). */
export class MemoryTradeStore implements SandboxTradeStore {
    private readonly trades = new Map<string, string>();
    private readonly refunds = new Map<string, string>();

    get(tradeNo: string): Promise<SandboxTradeRecord | undefined> {
        const text = this.trades.get(tradeNo);
        return Promise.resolve(text === undefined ? undefined : (JSON.parse(text) as SandboxTradeRecord));
    }

    add(trade: SandboxTradeRecord): Promise<void> {
        if (!this.trades.has(trade.tradeNo)) this.trades.set(trade.tradeNo, JSON.stringify(trade));
        return Promise.resolve();
    }

    replace(current: SandboxTradeRecord, next: SandboxTradeRecord): Promise<boolean> {
        if (this.trades.get(current.tradeNo) !== JSON.stringify(current)) return Promise.resolve(false);
        this.trades.set(next.tradeNo, JSON.stringify(next));
        return Promise.resolve(true);
    }

    addRefund(refundNo: string, tradeNo: string): Promise<void> {
        this.refunds.set(refundNo, tradeNo);
        return Promise.resolve();
    }

    tradeOfRefund(refundNo: string): Promise<string | undefined> {
        return Promise.resolve(this.refunds.get(refundNo));
    }
}

/**
 * The sandbox's trades, by our trade number, and the cashier sessions that point at them. A
 * trade is paid or declined once; a closed one cannot be paid; its gateway can be asked about it.
 * A cashier session is the trade number signed with the sandbox's key, so any instance can read it.
 */
export class SandboxLedger {
    constructor(
        private readonly store: SandboxTradeStore,
        private readonly sessionKey: () => string,
    ) {}

    /** Opens a cashier session on the trade (new, or known already: a cashier page opened again). */
    async open(trade: Omit<SandboxTradeRecord, 'status'>): Promise<string> {
        await this.store.add({ ...trade, status: 'open' });
        return `${trade.tradeNo}.${this.sign(trade.tradeNo)}`;
    }

    find(tradeNo: string): Promise<SandboxTradeRecord | undefined> {
        return this.store.get(tradeNo);
    }

    /** The trade a cashier session shows, while it can still be paid. */
    async payable(session: unknown, now = Date.now()): Promise<SandboxTradeRecord | undefined> {
        const tradeNo = typeof session === 'string' ? this.tradeOfSession(session) : undefined;
        const trade = tradeNo ? await this.store.get(tradeNo) : undefined;
        return trade?.status === 'open' && trade.expiresAt >= now ? trade : undefined;
    }

    /**
     * The shopper paid or declined at the cashier: the trade is settled once, for good. Undefined
     * when it was no longer open (settled or closed meanwhile, through this instance or another).
     */
    async settle(tradeNo: string, outcome: 'paid' | 'closed'): Promise<SandboxTradeRecord | undefined> {
        return this.change(tradeNo, (trade) =>
            trade.status === 'open'
                ? {
                      next: {
                          ...trade,
                          status: outcome,
                          transactionId: `SANDBOX${Date.now()}${randomBytes(3).toString('hex')}`,
                      },
                  }
                : { result: undefined },
        );
    }

    /** Where the cashier sends the shopper back once the trade is settled. */
    async returnTo(tradeNo: string, returnUrl: string): Promise<void> {
        await this.change(tradeNo, (trade) =>
            trade.returnUrl === returnUrl ? { result: trade } : { next: { ...trade, returnUrl } },
        );
    }

    /**
     * The merchant closes a trade: 'unknown' if it never reached the cashier, 'paid' if it was
     * paid (and stays so), otherwise it is closed now or was already.
     */
    async close(tradeNo: string): Promise<'unknown' | 'paid' | 'closed'> {
        const outcome = await this.change<'paid' | 'closed'>(tradeNo, (trade) => {
            if (trade.status !== 'open') return { result: trade.status };
            return { next: { ...trade, status: 'closed' } };
        });
        return outcome === undefined ? 'unknown' : typeof outcome === 'string' ? outcome : 'closed';
    }

    /**
     * The merchant refunds part or all of a paid trade. Asked again with the same number, the
     * first refund stands and nothing more is given back; all refunds together stay within what
     * was paid.
     */
    async refund(tradeNo: string, refundNo: string, amountFen: number, processing = false): Promise<SandboxRefund> {
        const outcome = await this.change<SandboxRefund>(tradeNo, (trade) => {
            if (trade.status !== 'paid') return { result: { ok: false, reason: 'not-paid' } };
            const refunds = trade.refunds ?? {};
            const known = refunds[refundNo];
            if (known) return { result: { ok: true, refundId: known.refundId, refundedFen: refundedFen(refunds) } };
            if (
                !Number.isSafeInteger(amountFen) ||
                amountFen < 1 ||
                refundedFen(refunds) + amountFen > trade.amountFen
            ) {
                return { result: { ok: false, reason: 'too-much' } };
            }
            const refundId = `SANDBOXREFUND${Date.now()}${randomBytes(3).toString('hex')}`;
            return { next: { ...trade, refunds: { ...refunds, [refundNo]: { amountFen, refundId, processing } } } };
        });
        if (outcome === undefined) return { ok: false, reason: 'unknown' };
        if ('ok' in outcome) return outcome;
        await this.store.addRefund(refundNo, tradeNo);
        const made = outcome.refunds![refundNo]!;
        return { ok: true, refundId: made.refundId, refundedFen: refundedFen(outcome.refunds!) };
    }

    /** The gateway gives a refund up (WeChat Pay's CLOSED): it is never paid out. */
    async giveUpRefund(refundNo: string): Promise<void> {
        const tradeNo = await this.store.tradeOfRefund(refundNo);
        if (!tradeNo) return;
        await this.change(tradeNo, (t) => {
            const refund = t.refunds?.[refundNo];
            if (!refund || refund.closed) return { result: t };
            return { next: { ...t, refunds: { ...t.refunds, [refundNo]: { ...refund, closed: true } } } };
        });
    }

    /**
     * A refund by the merchant's refund number, as the gateway reports it when asked: one still
     * processing is done by then (the sandbox's stand-in for the minutes WeChat Pay takes).
     */
    async refundStatus(refundNo: string): Promise<(SandboxRefundRecord & { tradeNo: string }) | undefined> {
        const tradeNo = await this.store.tradeOfRefund(refundNo);
        if (!tradeNo) return undefined;
        const trade = await this.change(tradeNo, (t) => {
            const refund = t.refunds?.[refundNo];
            if (!refund?.processing) return { result: t };
            return { next: { ...t, refunds: { ...t.refunds, [refundNo]: { ...refund, processing: false } } } };
        });
        const refund = trade?.refunds?.[refundNo];
        return refund ? { ...refund, tradeNo } : undefined;
    }

    /**
     * Reads the trade and applies `decide`: either a result with no change, or the next state of
     * the trade, kept only if nobody changed it meanwhile (else read again and decide afresh).
     * Returns the result, the trade as changed, or undefined for an unknown trade.
     */
    private async change<R>(
        tradeNo: string,
        decide: (trade: SandboxTradeRecord) => { result: R } | { next: SandboxTradeRecord },
    ): Promise<R | SandboxTradeRecord | undefined> {
        for (;;) {
            const trade = await this.store.get(tradeNo);
            if (!trade) return undefined;
            const decided = decide(trade);
            if ('result' in decided) return decided.result;
            if (await this.store.replace(trade, decided.next)) return decided.next;
        }
    }

    private sign(tradeNo: string): string {
        // 128 bits: a WeChat prepay id that carries the session stays within its 64 characters.
        return createHmac('sha256', this.sessionKey()).update(`cashier:${tradeNo}`).digest('base64url').slice(0, 22);
    }

    private tradeOfSession(session: string): string | undefined {
        const dot = session.lastIndexOf('.');
        if (dot < 1 || session.length > 200) return undefined;
        const tradeNo = session.slice(0, dot);
        const given = Buffer.from(session.slice(dot + 1));
        const expected = Buffer.from(this.sign(tradeNo));
        return given.length === expected.length && timingSafeEqual(given, expected) ? tradeNo : undefined;
    }
}

function refundedFen(refunds: Record<string, SandboxRefundRecord>): number {
    return Object.values(refunds).reduce((sum, r) => sum + r.amountFen, 0);
}
