import { ScheduledTask } from '@vendure/core';

import { AppointmentMessagesService } from '../services/appointment-messages.service';

/** Every hour, tomorrow's appointments not yet reminded get their reminder SMS (10:00 to 21:00 Beijing time). */
export const remindAppointmentsTask = new ScheduledTask({
    id: 'remind-appointments',
    description: 'Send the day-before reminder SMS of tomorrow’s appointments, once each',
    schedule: (cron) => cron.everyHour(),
    preventOverlap: true,
    async execute({ injector, scheduledContext }) {
        return { reminded: await injector.get(AppointmentMessagesService).remindTomorrow(scheduledContext) };
    },
});
