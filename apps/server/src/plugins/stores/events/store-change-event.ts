import { type ID, RequestContext, VendureEvent } from '@vendure/core';

/**
 * Published inside the transaction of every change staff (or the demo seed) make to what the
 * store pages show: a store, an in-store service or a calendar day. The catalogue cache lists
 * it among its events, so that the version the storefront caches store pages under moves on at
 * the change's commit.
 */
export class StoreChangeEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public subject: 'store' | 'service' | 'calendarDay',
        public type: 'created' | 'updated' | 'deleted',
        public id: ID | undefined,
    ) {
        super();
    }
}
