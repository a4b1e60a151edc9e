import { describe, expect, it } from 'vitest';

import { MemoryTradeStore, SandboxLedger } from './sandbox-ledger';

const trade = (tradeNo: string, expiresAt = Date.now() + 60_000) => ({
    code: 'alipay' as const,
    tradeNo,
    amountFen: 1_250_000,
    subject: tradeNo,
    notifyUrl: 'http://localhost/notify',
    expiresAt,
});

const ledger = () => new SandboxLedger(new MemoryTradeStore(), () => 'session-key');

describe('SandboxLedger', () => {
    it('shows an open trade at its cashier, and no longer once it is paid', async () => {
        const l = ledger();
        const session = await l.open(trade('A-1'));
        const open = await l.payable(session);
        expect(open?.tradeNo).toBe('A-1');
        expect((await l.settle('A-1', 'paid'))?.status).toBe('paid');
        expect(await l.payable(session)).toBeUndefined();
        expect((await l.find('A-1'))?.transactionId).toMatch(/^SANDBOX/);
    });

    it('settles a trade once, whichever instance asks first', async () => {
        const store = new MemoryTradeStore();
        const [one, two] = [new SandboxLedger(store, () => 'k'), new SandboxLedger(store, () => 'k')];
        const session = await one.open(trade('A-7'));
        // The cashier session made by one instance is read by the other.
        expect((await two.payable(session))?.tradeNo).toBe('A-7');
        const outcomes = await Promise.all([one.settle('A-7', 'paid'), two.settle('A-7', 'closed')]);
        expect(outcomes.filter(Boolean)).toHaveLength(1);
        expect(await one.settle('A-7', 'paid')).toBeUndefined();
    });

    it('takes no session it did not sign', async () => {
        const l = ledger();
        const session = await l.open(trade('A-8'));
        const forged = `A-8.${'x'.repeat(session.length - 4)}`;
        expect(await l.payable(forged)).toBeUndefined();
        expect(await new SandboxLedger(new MemoryTradeStore(), () => 'another').payable(session)).toBeUndefined();
        expect(session.length).toBeLessThanOrEqual(64 - 'wx_sandbox_'.length);
    });

    it('refuses to take a closed trade, from any of its cashier sessions', async () => {
        const l = ledger();
        const first = await l.open(trade('A-2'));
        const second = await l.open(trade('A-2'));
        expect(await l.close('A-2')).toBe('closed');
        expect(await l.payable(first)).toBeUndefined();
        expect(await l.payable(second)).toBeUndefined();
        expect(await l.close('A-2')).toBe('closed');
    });

    it('says a paid trade is paid when asked to close it, and keeps it paid', async () => {
        const l = ledger();
        await l.open(trade('A-3'));
        await l.settle('A-3', 'paid');
        expect(await l.close('A-3')).toBe('paid');
        expect((await l.find('A-3'))?.status).toBe('paid');
    });

    it('knows nothing of a trade that never reached the cashier, nor of an unknown or expired session', async () => {
        const l = ledger();
        expect(await l.close('never')).toBe('unknown');
        expect(await l.payable('no-such-session')).toBeUndefined();
        expect(await l.payable(42)).toBeUndefined();
        const late = await l.open(trade('A-4', Date.now() - 1));
        expect(await l.payable(late)).toBeUndefined();
    });

    it('refunds a paid trade up to what it took, once for each refund number', async () => {
        const l = ledger();
        expect(await l.refund('never', 'R1', 100)).toEqual({ ok: false, reason: 'unknown' });
        await l.open(trade('A-5'));
        expect(await l.refund('A-5', 'R1', 100)).toEqual({ ok: false, reason: 'not-paid' });
        await l.settle('A-5', 'paid');

        const first = await l.refund('A-5', 'R1', 250_000);
        expect(first).toMatchObject({ ok: true, refundedFen: 250_000 });
        // The same number again gives nothing more back.
        expect(await l.refund('A-5', 'R1', 250_000)).toEqual(first);
        expect(await l.refund('A-5', 'R2', 1_000_001)).toEqual({ ok: false, reason: 'too-much' });
        expect(await l.refund('A-5', 'R2', 0)).toEqual({ ok: false, reason: 'too-much' });
        expect(await l.refund('A-5', 'R2', 1_000_000)).toMatchObject({ ok: true, refundedFen: 1_250_000 });
        expect(await l.refund('A-5', 'R3', 1)).toEqual({ ok: false, reason: 'too-much' });
    });

    it('holds a processing refund until the merchant asks about it, and knows no other number', async () => {
        const l = ledger();
        await l.open(trade('A-6'));
        await l.settle('A-6', 'paid');
        const made = await l.refund('A-6', 'R1', 100, true);
        expect(made.ok).toBe(true);
        expect((await l.find('A-6'))!.refunds!.R1.processing).toBe(true);
        // Asked about, it is done, and stays done.
        expect(await l.refundStatus('R1')).toMatchObject({ tradeNo: 'A-6', amountFen: 100, processing: false });
        expect(await l.refundStatus('R1')).toMatchObject({ processing: false });
        expect(await l.refundStatus('R-unknown')).toBeUndefined();
        // A gateway that gives a refund up says so when asked.
        await l.refund('A-6', 'R2', 100, true);
        await l.giveUpRefund('R2');
        expect(await l.refundStatus('R2')).toMatchObject({ tradeNo: 'A-6', closed: true });
    });
});
