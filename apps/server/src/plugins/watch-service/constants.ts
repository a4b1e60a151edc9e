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
