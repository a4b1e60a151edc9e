import { RequestContext, VendureEvent } from '@vendure/core';

import type { ServiceRequest } from '../entities/service-request.entity';

/** What happened to a request: `submitted` by its owner, or `moved` to its `state` by staff or by the owner's answer. */
export type ServiceRequestEventKind = 'submitted' | 'moved';

/** Published after a request is saved, for the messages to its owner and any other listener. */
export class ServiceRequestEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public request: ServiceRequest,
        public kind: ServiceRequestEventKind,
        /** Staff's word to the owner with a move; empty when none. */
        public note = '',
    ) {
        super();
    }
}
