import { ScheduledTask } from '@vendure/core';

import { AnalyticsReportsService } from '../services/analytics-reports.service';

/**
 * Every hour at ten past, the finished days not yet rolled up are: the first run after
 * midnight in Beijing rolls up the day before, whatever the server's own time zone, and a
 * run missed while the shop was down is made up by the next.
 */
export const rollUpAnalyticsTask = new ScheduledTask({
    id: 'roll-up-analytics',
    description: 'Roll up each finished day of analytics into the daily figures staff read',
    schedule: '10 * * * *',
    preventOverlap: true,
    async execute({ injector, scheduledContext }) {
        const days = await injector.get(AnalyticsReportsService).rollUpFinishedDays(scheduledContext);
        return { days };
    },
});

/** Every day, raw analytics past ANALYTICS_RAW_RETENTION_DAYS, figures past 25 months and old salts go. */
export const deleteExpiredAnalyticsTask = new ScheduledTask({
    id: 'delete-expired-analytics',
    description: 'Delete raw analytics past their retention, daily figures older than 25 months and old salts',
    schedule: (cron) => cron.everyDayAt(4, 40),
    preventOverlap: true,
    async execute({ injector, scheduledContext }) {
        return { ...(await injector.get(AnalyticsReportsService).deleteExpired(scheduledContext)) };
    },
});
