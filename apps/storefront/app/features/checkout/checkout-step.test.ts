import { describe, expect, it } from 'vitest';

import { canVisit, currentStep, orderCodeParam, type StepOrder } from './checkout-step';

const address = { streetLine1: '南京西路 1266 号', countryCode: 'CN' };

function order(overrides: Partial<StepOrder> = {}): StepOrder {
    return {
        state: 'AddingItems',
        lineCount: 1,
        hasCustomer: true,
        shippingAddress: null,
        billingAddress: null,
        hasShippingMethod: false,
        ...overrides,
    };
}

describe('checkout steps', () => {
    it('lets nobody in without a bag, or without a customer on the order', () => {
        expect(currentStep(null)).toBeNull();
        expect(currentStep(order({ lineCount: 0 }))).toBeNull();
        expect(currentStep(order({ hasCustomer: false }))).toBeNull();
        expect(canVisit('shipping', order({ hasCustomer: false }))).toBe(false);
    });

    it('starts at shipping, goes to billing once the address has a street and a country', () => {
        expect(currentStep(order())).toBe('shipping');
        expect(currentStep(order({ shippingAddress: { streetLine1: '', countryCode: 'CN' } }))).toBe('shipping');
        expect(currentStep(order({ shippingAddress: address }))).toBe('billing');
    });

    it('reaches payment only with the shipping method set and the order in ArrangingPayment', () => {
        const ready = { shippingAddress: address, billingAddress: address, hasShippingMethod: true };
        expect(currentStep(order(ready))).toBe('billing');
        expect(canVisit('payment', order(ready))).toBe(false);
        expect(currentStep(order({ ...ready, state: 'ArrangingPayment' }))).toBe('payment');
    });

    it('goes back to an earlier step on request, never ahead of the order', () => {
        const paying = order({ shippingAddress: address, hasShippingMethod: true, state: 'ArrangingPayment' });
        expect(currentStep(paying, 'shipping')).toBe('shipping');
        expect(currentStep(paying, 'billing')).toBe('billing');
        expect(currentStep(order(), 'payment')).toBe('shipping');
        expect(currentStep(order(), 'nonsense')).toBe('shipping');
    });

    it('reads an order code from the address only in the shape the shop makes', () => {
        expect(orderCodeParam('7P4Z4Z3WY77HXFH5')).toBe('7P4Z4Z3WY77HXFH5');
        expect(orderCodeParam(null)).toBeNull();
        expect(orderCodeParam('x"><script>')).toBeNull();
        expect(orderCodeParam('')).toBeNull();
    });
});
