import { defineDashboardExtension } from '@vendure/dashboard';

import { reviewList } from './review-list';

/**
 * The reviews plugin in the staff dashboard: Catalogue › Product reviews, where staff with
 * ManageProductReviews approve or reject what members wrote. Strings: i18n/*.po.
 */
defineDashboardExtension({
    routes: [reviewList],
});
