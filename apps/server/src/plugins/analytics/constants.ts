import { PermissionDefinition } from '@vendure/core';

export const loggerCtx = 'AnalyticsPlugin';

/** Where the plugin's options are injected. */
export const ANALYTICS_PLUGIN_OPTIONS = Symbol('ANALYTICS_PLUGIN_OPTIONS');

/** Staff who read the shop's analytics figures. SuperAdmin has it; give it to other roles in the dashboard. */
export const readAnalyticsPermission = new PermissionDefinition({
    name: 'ReadAnalytics',
    description: 'Allows reading the daily analytics figures: visitors, channels, searches, the checkout funnel',
});

/** The longest date range one report answers. */
export const MAX_REPORT_DAYS = 800;
