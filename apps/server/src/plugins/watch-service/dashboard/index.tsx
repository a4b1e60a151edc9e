import { defineDashboardExtension } from '@vendure/dashboard';
import { WrenchIcon } from 'lucide-react';

import { watchSerialList } from './watch-serial-list';
import { watchSerialNew } from './watch-serial-new';
import { faqEntries } from './faq-entries';
import { servicePrices } from './service-prices';
import { serviceRequestDetail } from './service-request-detail';
import { serviceRequestList } from './service-request-list';
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
    routes: [
        serviceRequestList,
        serviceRequestDetail,
        servicePrices,
        faqEntries,
        serviceCentreList,
        serviceCentreDetail,
        // Warranty cards: the maker's serial numbers.
        watchSerialList,
        watchSerialNew,
    ],
});
