import { PermissionDefinition } from '@vendure/core';

export const loggerCtx = 'InboxPlugin';

/**
 * Staff who read the messages visitors send through the contact forms and mark them answered
 * or closed with a note. SuperAdmin has it; give it to the boutiques' and service's roles.
 */
export const manageInboxPermission = new PermissionDefinition({
    name: 'ManageInbox',
    description: 'Allows reading the messages of the contact forms and marking them answered or closed',
});
