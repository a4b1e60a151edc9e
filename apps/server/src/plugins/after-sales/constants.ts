import { PermissionDefinition } from '@vendure/core';

export const AFTER_SALES_PLUGIN_OPTIONS = Symbol('AFTER_SALES_PLUGIN_OPTIONS');
export const loggerCtx = 'AfterSalesPlugin';

/**
 * Staff who handle members' cancellations and returns: list them, approve, reject, mark a
 * return received and refunded. SuperAdmin has it; give it to other roles in the dashboard.
 */
export const manageAfterSalesPermission = new PermissionDefinition({
    name: 'ManageAfterSales',
    description: "Allows handling members' cancellation and return requests",
});
