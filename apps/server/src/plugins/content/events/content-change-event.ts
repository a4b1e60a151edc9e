import { type ID, RequestContext, VendureEvent } from '@vendure/core';

/**
 * Published inside the transaction of every change the shop can see: a publication (staff's or
 * the schedule's), an entry taken back, archived or deleted. The catalogue cache lists it among
 * its events, so the version the storefront caches content under moves on at the commit.
 */
export class ContentChangeEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public type: 'published' | 'unpublished' | 'archived' | 'deleted',
        public id: ID,
    ) {
        super();
    }
}
