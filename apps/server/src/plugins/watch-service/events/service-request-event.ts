import { RequestContext, VendureEvent } from '@vendure/core';

import type { ServiceRequest } from '../entities/service-request.entity';

/** What happened to a request: `submitted` by its owner; the repair's moves come later. */
export type ServiceRequestEventKind = 'submitted';

/** Published after a request is saved, for the messages to its owner and any other listener. */
export class ServiceRequestEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public request: ServiceRequest,
        public kind: ServiceRequestEventKind,
    ) {
        super();
    }
}
