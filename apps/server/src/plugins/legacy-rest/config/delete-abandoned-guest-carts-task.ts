import { ScheduledTask } from '@vendure/core';

import { GuestCartService } from '../services/guest-cart.service';

/** Every hour, guests' carts left alone are deleted (GUEST_CART_POLICY): anyone may open one, so they must not pile up. */
export const deleteAbandonedGuestCartsTask = new ScheduledTask({
    id: 'delete-abandoned-guest-carts',
    description: "Delete REST guests' carts left empty for a day or unchanged for 30 days",
    schedule: (cron) => cron.every(1).hours(),
    preventOverlap: true,
    async execute({ injector, scheduledContext }) {
        const deleted = await injector.get(GuestCartService).deleteAbandoned(scheduledContext);
        return { deleted };
    },
});
