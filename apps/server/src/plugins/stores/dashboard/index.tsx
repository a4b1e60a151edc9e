import { defineDashboardExtension } from '@vendure/dashboard';
import { StoreIcon } from 'lucide-react';

import { appointmentList } from './appointment-list';
import { storeCalendar } from './store-calendar';
import { storeDetail } from './store-detail';
import { storeList } from './store-list';

/**
 * The stores plugin in the staff dashboard, a section of its own: Stores (the list, a store's
 * page and a new one) and Closed days for staff with ManageStores, Appointments for staff with
 * ManageAppointments. Strings: i18n/*.po.
 */
defineDashboardExtension({
    navSections: [{ id: 'stores', title: /* i18n */ 'Stores', icon: StoreIcon, placement: 'top', order: 350 }],
    routes: [storeList, storeDetail, storeCalendar, appointmentList],
});
