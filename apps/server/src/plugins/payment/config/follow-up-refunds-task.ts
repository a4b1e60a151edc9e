import { ScheduledTask } from '@vendure/core';

import { PendingRefundsService } from '../services/pending-refunds.service';

/** Every two minutes, refunds the gateway is still processing are asked about again. */
export const followUpRefundsTask = new ScheduledTask({
    id: 'follow-up-gateway-refunds',
    description: 'Settle the refunds Alipay or WeChat Pay has finished since, and fail those it gave up',
    schedule: (cron) => cron.every(2).minutes(),
    preventOverlap: true,
    async execute({ injector, scheduledContext }) {
        return injector.get(PendingRefundsService).followUp(scheduledContext);
    },
});
