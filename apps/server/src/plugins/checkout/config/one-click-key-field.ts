import { CustomFieldConfig } from '@vendure/core';

declare module '@vendure/core/dist/entity/custom-entity-fields' {
    interface CustomOrderFields {
        oneClickKey?: string | null;
    }
}

/**
 * What names a "buy now" order's request (MemberCheckoutService.buyNow): the client's
 * Idempotency-Key or a hash of the member and the body, so that a retried request finds the
 * order the first one made. Unique, so that two copies racing each other make one order on any
 * number of server instances. Never shown: it is no shopper's or staff member's business.
 */
export const oneClickKeyField: CustomFieldConfig = {
    name: 'oneClickKey',
    type: 'string',
    nullable: true,
    unique: true,
    internal: true,
    readonly: true,
};
