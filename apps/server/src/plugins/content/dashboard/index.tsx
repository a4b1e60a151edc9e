import { defineDashboardExtension } from '@vendure/dashboard';
import { NewspaperIcon } from 'lucide-react';

import { contentDetail } from './content-detail';
import { contentList } from './content-list';

/**
 * The content plugin in the staff dashboard, a section of its own: the entries of every kind
 * and state, and an entry's page (texts in zh, en and de, its body of blocks, publishing and
 * revisions), for staff with EditContent or PublishContent. Strings: i18n/*.po.
 */
defineDashboardExtension({
    navSections: [{ id: 'content', title: /* i18n */ 'Content', icon: NewspaperIcon, placement: 'top', order: 360 }],
    routes: [contentList, contentDetail],
});
