import { describe, expect, it } from 'vitest';

import { paymentResult } from './payment-result';

describe('payment result', () => {
    it('is paid once the order is placed by a settled payment', () => {
        expect(paymentResult({ state: 'PaymentSettled', active: false, payments: [{ state: 'Settled' }] })).toBe(
            'paid',
        );
    });

    it('waits while the last attempt is open at the gateway', () => {
        const payments = [{ state: 'Declined' }, { state: 'Pending' }];
        expect(paymentResult({ state: 'ArrangingPayment', active: true, payments })).toBe('waiting');
    });

    it('has failed when the last attempt was declined or cancelled, or none was made', () => {
        expect(paymentResult({ state: 'ArrangingPayment', active: true, payments: [{ state: 'Declined' }] })).toBe(
            'failed',
        );
        expect(paymentResult({ state: 'ArrangingPayment', active: true, payments: [{ state: 'Cancelled' }] })).toBe(
            'failed',
        );
        expect(paymentResult({ state: 'ArrangingPayment', active: true, payments: [] })).toBe('failed');
        expect(paymentResult({ state: 'AddingItems', active: true, payments: [{ state: 'Pending' }] })).toBe('failed');
    });
});
