import { type ID, RequestContext, VendureEvent } from '@vendure/core';

/**
 * Published inside the transaction of every change staff (or the demo seed) make to a service
 * centre or a user manual. The catalogue cache lists it among its events, so that the service
 * pages, cached under the catalogue version, read the change once it is committed.
 */
export class ServiceCentreChangeEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public subject: 'centre' | 'manual',
        public type: 'created' | 'updated' | 'deleted',
        public id: ID | undefined,
    ) {
        super();
    }
}
