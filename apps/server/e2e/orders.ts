import { expect } from 'vitest';

import {
    ADD_DRAFT_ITEM,
    ADD_MANUAL_PAYMENT,
    type AddManualPaymentData,
    CREATE_DRAFT_ORDER,
    DRAFT_SHIPPING_METHODS,
    SET_DRAFT_ADDRESS,
    SET_DRAFT_CUSTOMER,
    SET_DRAFT_SHIPPING,
    TRANSITION_ORDER,
    type TransitionOrderData,
} from '../src/plugins/reviews/e2e/graphql/admin-documents';

/** An Admin API call as the superadmin that fails the test on any GraphQL error. */
export type AdminCall = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

/**
 * A placed order (payment settled) of one unit of a variant for the customer, made through the
 * Admin API's draft orders as staff would take an order by telephone. Its id.
 */
export async function placeOrder(admin: AdminCall, customerId: string, variantId: string): Promise<string> {
    const { createDraftOrder } = await admin<{ createDraftOrder: { id: string } }>(CREATE_DRAFT_ORDER);
    const orderId = createDraftOrder.id;
    const ok = (r: Record<string, { __typename: string }>) => expect(Object.values(r)[0].__typename).toBe('Order');
    ok(await admin(SET_DRAFT_CUSTOMER, { orderId, customerId }));
    ok(await admin(ADD_DRAFT_ITEM, { orderId, variantId }));
    await admin(SET_DRAFT_ADDRESS, { orderId });
    const { eligibleShippingMethodsForDraftOrder: methods } = await admin<{
        eligibleShippingMethodsForDraftOrder: Array<{ id: string }>;
    }>(DRAFT_SHIPPING_METHODS, { orderId });
    ok(await admin(SET_DRAFT_SHIPPING, { orderId, methodId: methods[0].id }));
    const arranging = await admin<TransitionOrderData>(TRANSITION_ORDER, { id: orderId, state: 'ArrangingPayment' });
    expect(arranging.transitionOrderToState).toMatchObject({ __typename: 'Order', state: 'ArrangingPayment' });
    // A settled manual payment that covers the total moves the order on to PaymentSettled, which places it.
    const { addManualPaymentToOrder: paid } = await admin<AddManualPaymentData>(ADD_MANUAL_PAYMENT, { orderId });
    expect(paid).toMatchObject({ __typename: 'Order', state: 'PaymentSettled' });
    expect(paid.orderPlacedAt).toBeTruthy();
    return orderId;
}
