import { ScheduledTask } from '@vendure/core';

import { StockHoldService } from '../services/stock-hold.service';

/** Every minute, orders that waited too long for their payment go back to the bag. */
export const releaseExpiredHoldsTask = new ScheduledTask({
    id: 'release-expired-stock-holds',
    description: 'Return orders whose stock hold has expired to the bag, so their units are for sale again',
    schedule: (cron) => cron.every(1).minutes(),
    preventOverlap: true,
    async execute({ injector, scheduledContext }) {
        const released = await injector.get(StockHoldService).releaseExpiredHolds(scheduledContext, new Date());
        return { released };
    },
});
