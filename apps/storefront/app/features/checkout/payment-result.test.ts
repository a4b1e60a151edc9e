import { describe, expect, it } from 'vitest';

import { paymentResult } from './payment-result';

describe('payment result', () => {
    it('is paid once the order is placed by a settled payment', () => {
        expect(paymentResult({ state: 'PaymentSettled', payments: [{ id: '1', state: 'Settled' }] })).toBe('paid');
    });

    it('waits while the last attempt is open at the gateway', () => {
        // Listed in any order: the newest attempt counts.
        const payments = [
            { id: '12', state: 'Pending' },
            { id: '9', state: 'Declined' },
        ];
        expect(paymentResult({ state: 'ArrangingPayment', payments })).toBe('waiting');
    });

    it('has failed when the last attempt was declined or cancelled, or none was made', () => {
        expect(
            paymentResult({
                state: 'ArrangingPayment',

                payments: [
                    { id: '7', state: 'Declined' },
                    { id: '3', state: 'Pending' },
                ],
            }),
        ).toBe('failed');
        expect(paymentResult({ state: 'ArrangingPayment', payments: [{ id: '1', state: 'Cancelled' }] })).toBe(
            'failed',
        );
        expect(paymentResult({ state: 'ArrangingPayment', payments: [] })).toBe('failed');
        expect(paymentResult({ state: 'AddingItems', payments: [{ id: '1', state: 'Pending' }] })).toBe('failed');
    });
});
