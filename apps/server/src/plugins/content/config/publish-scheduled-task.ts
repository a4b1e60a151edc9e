import { ScheduledTask } from '@vendure/core';

import { ContentPublishingService } from '../services/content-publishing.service';

/**
 * Every minute, entries whose scheduled time has come are published: the catalogue version
 * moves on then, so no cached page stays stale past the minute.
 */
export const publishScheduledContentTask = new ScheduledTask({
    id: 'publish-scheduled-content',
    description: 'Publish the content entries whose scheduled time has come',
    schedule: (cron) => cron.everyMinute(),
    preventOverlap: true,
    async execute({ injector, scheduledContext }) {
        return { published: await injector.get(ContentPublishingService).publishDue(scheduledContext) };
    },
});
