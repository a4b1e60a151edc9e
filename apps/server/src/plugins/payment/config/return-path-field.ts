import { CustomFieldConfig } from '@vendure/core';

import { localisedLabel } from '../../../common/localised-label';

declare module '@vendure/core/dist/entity/custom-entity-fields' {
    interface CustomOrderFields {
        paymentReturnPath?: string | null;
    }
}

/** A storefront path: one slash, then no second one or backslash that would make it another origin. */
const RETURN_PATH = /^\/(?![/\\])[\w\-./?=&%~]*$/;

/** Whether a path may be where a gateway sends the shopper back to. */
export function isReturnPath(value: unknown): value is string {
    return typeof value === 'string' && value.length <= 200 && RETURN_PATH.test(value);
}

/**
 * Where the gateway sends the shopper back after paying an order the shop opened itself (the
 * estimate of a watch's repair): a path of the storefront, set by the server only. Empty for a
 * checkout, whose shoppers go back to its success page.
 */
export const paymentReturnPathField: CustomFieldConfig = {
    name: 'paymentReturnPath',
    type: 'string',
    nullable: true,
    internal: true,
    length: 200,
    label: localisedLabel('付款后返回页面', 'Page after payment', 'Seite nach der Zahlung'),
};
