import { PermissionDefinition } from '@vendure/core';

export const loggerCtx = 'ReviewsPlugin';

/**
 * Staff who moderate reviews: list them, approve, reject and delete. SuperAdmin has it
 * automatically; give it to other roles in the dashboard.
 */
export const manageProductReviewsPermission = new PermissionDefinition({
    name: 'ManageProductReviews',
    description: 'Allows moderating product reviews: listing, approving, rejecting and deleting them',
});
