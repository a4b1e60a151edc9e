import { defineDashboardExtension } from '@vendure/dashboard';
import { WrenchIcon } from 'lucide-react';

import { serviceCentreDetail } from './service-centre-detail';
import { serviceCentreList } from './service-centre-list';

/**
 * The watch-service plugin in the staff dashboard, a section of its own for staff with
 * ManageWatchService. Strings: i18n/*.po.
 */
defineDashboardExtension({
    navSections: [
        { id: 'watch-service', title: /* i18n */ 'Watch service', icon: WrenchIcon, placement: 'top', order: 370 },
    ],
    routes: [serviceCentreList, serviceCentreDetail],
});
