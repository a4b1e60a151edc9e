import type { AnalyticsCheckoutStep } from '@maison/shared';

/** The steps of /checkout (spec §4), in order; thank-you is the success page. */
export const CHECKOUT_STEPS = ['shipping', 'billing', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/**
 * Each step as the analytics funnel names it: the address, then delivery (the billing step,
 * which sets the delivery and moves the order to payment), then payment. The funnel's first
 * step, contact, is /checkout/login's, where a guest says who they are.
 */
export const ANALYTICS_STEP_OF: Record<CheckoutStep, AnalyticsCheckoutStep> = {
    shipping: 'address',
    billing: 'delivery',
    payment: 'payment',
};

/** What the steps need to know of an order. */
export interface StepOrder {
    state: string;
    lineCount: number;
    hasCustomer: boolean;
    shippingAddress: { streetLine1?: string | null; countryCode?: string | null } | null;
    billingAddress: { streetLine1?: string | null; countryCode?: string | null } | null;
    hasShippingMethod: boolean;
}

const complete = (a: StepOrder['shippingAddress']) => Boolean(a?.streetLine1 && a?.countryCode);

/** Spec §4: whether a step may be visited; anything else is redirected to `/`. */
export function canVisit(step: CheckoutStep, order: StepOrder | null): boolean {
    if (!order || order.lineCount === 0) return false;
    switch (step) {
        case 'shipping':
            return order.hasCustomer;
        case 'billing':
            return order.hasCustomer && complete(order.shippingAddress);
        case 'payment':
            return (
                order.hasCustomer &&
                complete(order.shippingAddress) &&
                order.hasShippingMethod &&
                order.state === 'ArrangingPayment'
            );
    }
}

/**
 * The step the order is at, from the order itself: the first one not yet done. `wanted` is a
 * step the visitor asked to go back to, granted when its guard holds and it is not ahead.
 */
export function currentStep(order: StepOrder | null, wanted?: string | null): CheckoutStep | null {
    if (!canVisit('shipping', order)) return null;
    const reached: CheckoutStep = canVisit('payment', order)
        ? 'payment'
        : canVisit('billing', order)
          ? 'billing'
          : 'shipping';
    const asked = CHECKOUT_STEPS.find((s) => s === wanted);
    if (asked && CHECKOUT_STEPS.indexOf(asked) <= CHECKOUT_STEPS.indexOf(reached) && canVisit(asked, order))
        return asked;
    return reached;
}

/** The thank-you page needs the order's code in its address (spec §4); anything else is refused. */
export function orderCodeParam(value: string | null): string | null {
    return value && /^[A-Z0-9]{6,32}$/.test(value) ? value : null;
}
