import { describe, expect, it } from 'vitest';

import { isOrderListStatus, isPlacedState, listOfState, PAID_STATES, statesForList } from './order-states.js';

describe('order lists', () => {
    it('knows the lists of spec §2 and nothing else', () => {
        expect(isOrderListStatus('paid')).toBe(true);
        expect(isOrderListStatus('Paid')).toBe(false);
        expect(isOrderListStatus(undefined)).toBe(false);
    });

    it('shows every order past the bag under all, and each state under its list', () => {
        expect(statesForList('all')).toEqual({ notIn: ['Created', 'Draft', 'AddingItems'] });
        expect(statesForList('shipped')).toEqual({ in: ['PartiallyShipped', 'Shipped', 'PartiallyDelivered'] });
        expect(statesForList('returns')).toBeNull();
        expect(listOfState('PaymentSettled')).toBe('paid');
        expect(listOfState('Delivered')).toBe('completed');
        expect(listOfState('Modifying')).toBe('other');
    });

    it('counts an order as placed once paid or authorised, and as paid until it is cancelled', () => {
        expect(isPlacedState('PaymentAuthorized')).toBe(true);
        expect(isPlacedState('ArrangingPayment')).toBe(false);
        expect(PAID_STATES).not.toContain('Cancelled');
        expect(PAID_STATES).not.toContain('PaymentAuthorized');
    });
});
