import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Customer, RequestContext, TransactionalConnection } from '@vendure/core';

import { PersonalDataService } from '../../membership';
import { Appointment } from '../entities/appointment.entity';

/** The most appointments a member's data download lists, latest first. */
const MAX_APPOINTMENTS_IN_DOWNLOAD = 500;

/** A member's appointments in their data download (PIPL): those booked while signed in as them. */
@Injectable()
export class AppointmentPersonalData implements OnModuleInit {
    constructor(
        private personalData: PersonalDataService,
        private connection: TransactionalConnection,
    ) {}

    onModuleInit() {
        this.personalData.register({ key: 'appointments', collect: (ctx, customer) => this.collect(ctx, customer) });
    }

    private async collect(ctx: RequestContext, customer: Customer) {
        const appointments = await this.connection.getRepository(ctx, Appointment).find({
            where: { customerId: customer.id },
            relations: { store: true },
            order: { startsAt: 'DESC', id: 'DESC' },
            take: MAX_APPOINTMENTS_IN_DOWNLOAD,
        });
        return appointments.map((a) => ({
            reference: a.reference,
            store: a.store.slug,
            purpose: a.purpose,
            date: a.date,
            slotStart: a.slotStart,
            slotEnd: a.slotEnd,
            state: a.state,
            name: a.name,
            mobile: a.mobile,
            email: a.email || null,
            note: a.note || null,
            bookedAt: a.createdAt,
        }));
    }
}
