import { ScheduledTask } from '@vendure/core';

import { SmsCodeService } from '../services/sms-code.service';

/** Every hour, codes older than a day are deleted: they count for no limit, and hold a number. */
export const deleteOldSmsCodesTask = new ScheduledTask({
    id: 'delete-old-sms-codes',
    description: 'Delete sign-in codes older than a day (they count for no send limit any more)',
    schedule: (cron) => cron.every(1).hours(),
    preventOverlap: true,
    async execute({ injector, scheduledContext }) {
        const deleted = await injector.get(SmsCodeService).deleteOld(scheduledContext);
        return { deleted };
    },
});
