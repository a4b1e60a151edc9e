import { defineDashboardExtension } from '@vendure/dashboard';

import { inboxDetail } from './inbox-detail';
import { inboxList } from './inbox-list';

/**
 * The inbox plugin in the staff dashboard: Customers › Inbox, where staff with ManageInbox read
 * the contact forms' messages and mark them answered or closed with a note. Strings: i18n/*.po.
 */
defineDashboardExtension({
    routes: [inboxList, inboxDetail],
});
