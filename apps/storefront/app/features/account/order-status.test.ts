import { describe, expect, it } from 'vitest';

import { isOrderStatus, statesFor, statusOfState } from './order-status';

describe('order lists', () => {
    it('knows the lists of spec §2 and nothing else', () => {
        expect(isOrderStatus('paid')).toBe(true);
        expect(isOrderStatus('Paid')).toBe(false);
        expect(isOrderStatus(undefined)).toBe(false);
    });

    it('shows every order past the bag under all, and each state under its list', () => {
        expect(statesFor('all')).toEqual({ notIn: ['Created', 'Draft', 'AddingItems'] });
        expect(statesFor('shipped')).toEqual({ in: ['PartiallyShipped', 'Shipped', 'PartiallyDelivered'] });
        expect(statesFor('returns')).toBeNull();
        expect(statusOfState('PaymentSettled')).toBe('paid');
        expect(statusOfState('Delivered')).toBe('completed');
        expect(statusOfState('Modifying')).toBe('other');
    });
});
