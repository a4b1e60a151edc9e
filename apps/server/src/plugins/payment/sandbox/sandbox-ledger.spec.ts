import { describe, expect, it } from 'vitest';

import { SandboxLedger } from './sandbox-ledger';

const trade = (tradeNo: string, expiresAt = Date.now() + 60_000) => ({
    code: 'alipay' as const,
    tradeNo,
    amountFen: 1_250_000,
    subject: tradeNo,
    notifyUrl: 'http://localhost/notify',
    expiresAt,
});

describe('SandboxLedger', () => {
    it('shows an open trade at its cashier, and no longer once it is paid', () => {
        const ledger = new SandboxLedger();
        const session = ledger.open(trade('A-1'));
        const open = ledger.payable(session);
        expect(open?.tradeNo).toBe('A-1');
        ledger.settle(open!, 'paid');
        expect(ledger.payable(session)).toBeUndefined();
        expect(ledger.find('A-1')?.transactionId).toMatch(/^SANDBOX/);
    });

    it('refuses to take a closed trade, from any of its cashier sessions', () => {
        const ledger = new SandboxLedger();
        const first = ledger.open(trade('A-2'));
        const second = ledger.open(trade('A-2'));
        expect(ledger.close('A-2')).toBe('closed');
        expect(ledger.payable(first)).toBeUndefined();
        expect(ledger.payable(second)).toBeUndefined();
        expect(ledger.close('A-2')).toBe('closed');
    });

    it('says a paid trade is paid when asked to close it, and keeps it paid', () => {
        const ledger = new SandboxLedger();
        ledger.settle(ledger.payable(ledger.open(trade('A-3')))!, 'paid');
        expect(ledger.close('A-3')).toBe('paid');
        expect(ledger.find('A-3')?.status).toBe('paid');
    });

    it('knows nothing of a trade that never reached the cashier, nor of an unknown or expired session', () => {
        const ledger = new SandboxLedger();
        expect(ledger.close('never')).toBe('unknown');
        expect(ledger.payable('no-such-session')).toBeUndefined();
        expect(ledger.payable(42)).toBeUndefined();
        const late = ledger.open(trade('A-4', Date.now() - 1));
        expect(ledger.payable(late)).toBeUndefined();
    });

    it('refunds a paid trade up to what it took, once for each refund number', () => {
        const ledger = new SandboxLedger();
        expect(ledger.refund('never', 'R1', 100)).toEqual({ ok: false, reason: 'unknown' });
        const session = ledger.open(trade('A-5'));
        expect(ledger.refund('A-5', 'R1', 100)).toEqual({ ok: false, reason: 'not-paid' });
        ledger.settle(ledger.payable(session)!, 'paid');

        const first = ledger.refund('A-5', 'R1', 250_000);
        expect(first).toMatchObject({ ok: true, refundedFen: 250_000 });
        // The same number again gives nothing more back.
        expect(ledger.refund('A-5', 'R1', 250_000)).toEqual(first);
        expect(ledger.refund('A-5', 'R2', 1_000_001)).toEqual({ ok: false, reason: 'too-much' });
        expect(ledger.refund('A-5', 'R2', 0)).toEqual({ ok: false, reason: 'too-much' });
        expect(ledger.refund('A-5', 'R2', 1_000_000)).toMatchObject({ ok: true, refundedFen: 1_250_000 });
        expect(ledger.refund('A-5', 'R3', 1)).toEqual({ ok: false, reason: 'too-much' });
    });

    it('holds a processing refund until the merchant asks about it, and knows no other number', () => {
        const ledger = new SandboxLedger();
        ledger.settle(ledger.payable(ledger.open(trade('A-6')))!, 'paid');
        const made = ledger.refund('A-6', 'R1', 100, true);
        expect(made.ok).toBe(true);
        expect(ledger.find('A-6')!.refunds!.R1.processing).toBe(true);
        // Asked about, it is done, and stays done.
        expect(ledger.refundStatus('R1')).toMatchObject({ tradeNo: 'A-6', amountFen: 100, processing: false });
        expect(ledger.refundStatus('R1')).toMatchObject({ processing: false });
        expect(ledger.refundStatus('R-unknown')).toBeUndefined();
    });
});
