import { defineDashboardExtension } from '@vendure/dashboard';

import { afterSalesList } from './after-sales-list';

/**
 * The after-sales plugin in the staff dashboard: Sales › After-sales requests, where staff with
 * ManageAfterSales decide on members' cancellations and returns. Strings: i18n/*.po.
 */
defineDashboardExtension({
    routes: [afterSalesList],
});
