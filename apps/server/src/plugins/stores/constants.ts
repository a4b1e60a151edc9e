import { PermissionDefinition } from '@vendure/core';

export const loggerCtx = 'StoresPlugin';

/**
 * Staff who keep the boutiques and retailers, their in-store services and the calendar of
 * closed and working days. SuperAdmin has it; give it to other roles in the dashboard.
 */
export const manageStoresPermission = new PermissionDefinition({
    name: 'ManageStores',
    description: 'Allows creating and editing stores, in-store services and closed days',
});

/**
 * Staff who see the appointments of every store and confirm, cancel or mark them. SuperAdmin
 * has it; give it to the boutiques' roles in the dashboard.
 */
export const manageAppointmentsPermission = new PermissionDefinition({
    name: 'ManageAppointments',
    description: 'Allows seeing appointments and confirming, cancelling or marking them as no-shows',
});

/** Where the plugin's options are injected. */
export const STORES_PLUGIN_OPTIONS = Symbol('STORES_PLUGIN_OPTIONS');

/** The day-before reminder goes out between 10:00 and 21:00 Beijing time, never at night. */
export const REMINDER_HOURS = { from: 10 * 60, until: 21 * 60 } as const;

/** The most reminders one run of the task claims; the next hour's run takes the rest. */
export const MAX_REMINDERS_PER_RUN = 500;
