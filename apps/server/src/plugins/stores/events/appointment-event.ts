import type { AppointmentEventKind } from '@maison/shared';
import { RequestContext, VendureEvent } from '@vendure/core';

import type { Appointment } from '../entities/appointment.entity';

/**
 * Published after an appointment is booked, moved to another slot (`changed`), confirmed, cancelled or marked as a no-show, once
 * its transaction is committed: the SMS and e-mail to the visitor and the store listen to it.
 * `by` says who did it: the visitor (or member) or staff. A `booked` event alone carries the
 * signed link's token, known only then: the booked SMS names the link, and nothing keeps it.
 */
export class AppointmentEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public appointment: Appointment,
        public kind: AppointmentEventKind,
        public by: 'visitor' | 'staff',
        public manageToken?: string,
    ) {
        super();
    }
}
