export { StoresPlugin } from './stores.plugin';
export { StoreSeedService } from './services/store-seed.service';
export { manageAppointmentsPermission, manageStoresPermission } from './constants';
export { AppointmentEvent } from './events/appointment-event';
export { Appointment } from './entities/appointment.entity';
export { AppointmentBookingService } from './services/appointment-booking.service';
export { AppointmentsService } from './services/appointments.service';
