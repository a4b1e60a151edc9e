import { defineDashboardExtension } from '@vendure/dashboard';
import { ChartColumnIcon } from 'lucide-react';

import { analyticsPage } from './analytics-page';

/**
 * The analytics plugin in the staff dashboard, a section of its own for staff with
 * ReadAnalytics: the daily figures as charts, each exportable as CSV. Strings: i18n/*.po.
 */
defineDashboardExtension({
    navSections: [
        {
            id: 'analytics',
            title: /* i18n */ 'Analytics',
            icon: ChartColumnIcon,
            placement: 'top',
            order: 150,
            requiresPermission: 'ReadAnalytics',
        },
    ],
    routes: [analyticsPage],
});
