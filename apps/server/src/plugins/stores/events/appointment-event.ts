import type { AppointmentEventKind } from '@maison/shared';
import { RequestContext, VendureEvent } from '@vendure/core';

import type { Appointment } from '../entities/appointment.entity';

/**
 * Published after an appointment is booked, confirmed, cancelled or marked as a no-show, once
 * its transaction is committed: the SMS and e-mail to the visitor and the store listen to it.
 * `by` says who did it: the visitor (or member) or staff.
 */
export class AppointmentEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public appointment: Appointment,
        public kind: AppointmentEventKind,
        public by: 'visitor' | 'staff',
    ) {
        super();
    }
}
