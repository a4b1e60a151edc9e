import { describe, expect, it } from 'vitest';

import { oldestFirst, ownerTask } from './service-repair';

describe('ownerTask', () => {
    it('asks for an answer while the estimate waits for one', () => {
        expect(ownerTask({ ownerMoves: ['estimateAccepted', 'estimateDeclined'], paymentState: 'notDue' })).toBe(
            'answer',
        );
    });

    it('asks for the payment once accepted, and while a payment waits at the gateway', () => {
        expect(ownerTask({ ownerMoves: [], paymentState: 'due' })).toBe('payment');
        expect(ownerTask({ ownerMoves: [], paymentState: 'pending' })).toBe('payment');
    });

    it('asks nothing when nothing is due, or once paid or refunded', () => {
        for (const paymentState of ['notDue', 'paid', 'refunded'] as const) {
            expect(ownerTask({ ownerMoves: [], paymentState })).toBeUndefined();
        }
    });
});

describe('oldestFirst', () => {
    it('orders the history by its dates, whatever order it came in, and leaves the original alone', () => {
        const history = [
            { state: 'received', createdAt: '2026-11-20T10:00:00.000Z' },
            { state: 'submitted', createdAt: '2026-11-18T09:00:00.000Z' },
            { state: 'estimateSent', createdAt: '2026-11-24T16:30:00.000Z' },
        ];
        expect(oldestFirst(history).map((h) => h.state)).toEqual(['submitted', 'received', 'estimateSent']);
        expect(history[0].state).toBe('received');
    });
});
