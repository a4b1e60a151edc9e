import { PermissionDefinition } from '@vendure/core';

export const loggerCtx = 'WatchServicePlugin';

/**
 * Staff who keep the service's data (prices, FAQ, centres, manuals) and move the service
 * requests of watches sent in. SuperAdmin has it; give it to the service desk's role.
 */
export const manageWatchServicePermission = new PermissionDefinition({
    name: 'ManageWatchService',
    description: 'Allows editing service prices, FAQ, service centres and manuals, and handling service requests',
});

/** Where the plugin's options are injected. */
export const WATCH_SERVICE_PLUGIN_OPTIONS = Symbol('WATCH_SERVICE_PLUGIN_OPTIONS');

/** How long a guest's pass to their request lasts (days): the request's page in their browser, or a look-up. */
export const SERVICE_ACCESS_DAYS = 30;
/** How long a photo's signed address lasts. */
export const SERVICE_PHOTO_URL_MINUTES = 15;
/** The most requests a member's list or data download reads at once. */
export const MAX_SERVICE_REQUESTS_LISTED = 200;
/** Where the photo storage is injected. */
export const SERVICE_PHOTO_STORAGE = Symbol('SERVICE_PHOTO_STORAGE');
