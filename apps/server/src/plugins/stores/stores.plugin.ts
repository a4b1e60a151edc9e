import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import gql from 'graphql-tag';

import { MembershipPlugin } from '../membership';
import { AppointmentAdminResolver, TransitionAppointmentResultResolver } from './api/appointment-admin.resolver';
import { appointmentAdminApiExtensions, appointmentShopApiExtensions } from './api/appointment-api-extensions';
import {
    AppointmentManageTokenResolver,
    AppointmentShopResolver,
    AppointmentStoreResolver,
    BookAppointmentResultResolver,
    CancelAppointmentResultResolver,
    RescheduleAppointmentResultResolver,
} from './api/appointment-shop.resolver';
import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import {
    AppointmentsOnDateResultResolver,
    StoreCalendarDayAdminResolver,
    StoreCalendarDayResultResolver,
    StoreResultResolver,
    StoresAdminResolver,
    StoreServiceResultResolver,
} from './api/stores-admin.resolver';
import { StoreHoursResolver, StoreServiceShopResolver, StoresShopResolver } from './api/stores-shop.resolver';
import { remindAppointmentsTask } from './config/remind-appointments-task';
import { manageAppointmentsPermission, manageStoresPermission, STORES_PLUGIN_OPTIONS } from './constants';
import { Appointment } from './entities/appointment.entity';
import { StoreCalendarDay } from './entities/store-calendar-day.entity';
import { StoreService, StoreServiceTranslation } from './entities/store-service.entity';
import { StoreTranslation } from './entities/store-translation.entity';
import { Store } from './entities/store.entity';
import { AppointmentBookingService } from './services/appointment-booking.service';
import { AppointmentMessagesService } from './services/appointment-messages.service';
import { AppointmentPersonalData } from './services/appointment-personal-data';
import { AppointmentsService } from './services/appointments.service';
import { StoreCalendarService } from './services/store-calendar.service';
import { StoreClosingService } from './services/store-closing.service';
import { StoreSeedService } from './services/store-seed.service';
import { StoreServicesService } from './services/store-services.service';
import { StoresService } from './services/stores.service';
import type { StoresPluginOptions } from './types';

/** The plugin's services, each offered to the plugins that import this one. */
const services = [
    StoresService,
    StoreServicesService,
    StoreCalendarService,
    StoreClosingService,
    StoreSeedService,
    AppointmentBookingService,
    AppointmentsService,
    AppointmentMessagesService,
];

/**
 * Boutiques and authorised retailers (issue 31): their places, hours and in-store services in
 * zh, en and de, and the calendar of days China closes or moves; staff keep them with the
 * ManageStores permission. Visitors book appointments in the slots packages/shared computes,
 * proving their mobile with an SMS code of the membership plugin's; staff handle them with the
 * ManageAppointments permission; the visitor is told by SMS (booked, confirmed, cancelled by
 * staff, the day-before reminder) through the membership plugin's sender. Listed after the
 * membership plugin, whose captcha and code result the booking's schema names.
 */
@VendurePlugin({
    imports: [PluginCommonModule, MembershipPlugin],
    entities: [Store, StoreTranslation, StoreService, StoreServiceTranslation, StoreCalendarDay, Appointment],
    providers: [
        ...services,
        AppointmentPersonalData,
        { provide: STORES_PLUGIN_OPTIONS, useFactory: () => StoresPlugin.options },
    ],
    exports: services,
    shopApiExtensions: {
        schema: gql`
            ${shopApiExtensions}
            ${appointmentShopApiExtensions}
        `,
        resolvers: [
            StoresShopResolver,
            StoreHoursResolver,
            StoreServiceShopResolver,
            AppointmentShopResolver,
            AppointmentStoreResolver,
            AppointmentManageTokenResolver,
            BookAppointmentResultResolver,
            CancelAppointmentResultResolver,
            RescheduleAppointmentResultResolver,
        ],
    },
    adminApiExtensions: {
        schema: gql`
            ${adminApiExtensions}
            ${appointmentAdminApiExtensions}
        `,
        resolvers: [
            AppointmentAdminResolver,
            AppointmentStoreResolver,
            TransitionAppointmentResultResolver,
            StoresAdminResolver,
            StoreHoursResolver,
            StoreCalendarDayAdminResolver,
            StoreResultResolver,
            StoreServiceResultResolver,
            StoreCalendarDayResultResolver,
            AppointmentsOnDateResultResolver,
        ],
    },
    configuration: (config) => {
        config.authOptions.customPermissions.push(manageStoresPermission, manageAppointmentsPermission);
        config.schedulerOptions.tasks.push(remindAppointmentsTask);
        return config;
    },
    dashboard: './dashboard/index.tsx',
    compatibility: '^3.0.0',
})
export class StoresPlugin {
    static options: StoresPluginOptions;

    static init(options: StoresPluginOptions): typeof StoresPlugin {
        this.options = options;
        return StoresPlugin;
    }
}
