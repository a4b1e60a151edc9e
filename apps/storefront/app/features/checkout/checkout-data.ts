import type { RegionLists } from '~/features/address/components/AddressFields';

import type { CheckoutFailure, CheckoutOrder } from './checkout.server';
import type { CheckoutStep } from './checkout-step';

/** What the checkout page's loader hands its view and steps. */
export interface CheckoutData {
    order: CheckoutOrder;
    step: CheckoutStep;
    declined: boolean;
    holdMinutes: number;
    shipping: RegionLists;
    billing: RegionLists;
    /** Open in WeChat's browser: WeChat Pay inside WeChat is the one way to pay there. */
    inWechat: boolean;
    /** The official account's authorisation did not name the shopper (they may try again). */
    wechatAuthFailed: boolean;
}

export interface CheckoutActionFailure {
    code: CheckoutFailure;
    errors: Record<string, string>;
}
