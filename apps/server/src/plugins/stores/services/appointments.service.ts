import { Injectable } from '@nestjs/common';
import { type AppointmentState, entityIdSchema, staffAppointmentTransitions, visitorMayCancel } from '@maison/shared';
import {
    EventBus,
    ID,
    ListQueryBuilder,
    ListQueryOptions,
    PaginatedList,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';

import { ShopFailure, ShopFailureError } from '../../failures';
import { Appointment } from '../entities/appointment.entity';
import { AppointmentEvent } from '../events/appointment-event';
import { manageTokenMatches, normaliseReference } from './appointment-codes';
import { AppointmentBookingService } from './appointment-booking.service';

/** The new day and slot start of a move, as the visitor sends them. */
type RescheduleInput = { date: unknown; slotStart: unknown };

/** The most appointments a member's list shows. */
const MAX_LISTED = 100;
/** Compared against when no appointment has the reference, so a wrong one takes as long as a wrong token. */
const NO_HASH = '0'.repeat(64);

/**
 * Appointments once booked: the member's list, cancelling by the member or by the signed
 * link's reference and token, and staff's list and moves (ManageAppointments). A stranger's
 * appointment and none at all are answered alike.
 */
@Injectable()
export class AppointmentsService {
    constructor(
        private connection: TransactionalConnection,
        private listQueryBuilder: ListQueryBuilder,
        private booking: AppointmentBookingService,
        private eventBus: EventBus,
    ) {}

    /** The signed-in member's appointments: upcoming ones first, soonest first, then the past, latest first. */
    async mine(ctx: RequestContext, now = new Date()): Promise<Appointment[]> {
        const customer = await this.booking.activeCustomer(ctx);
        if (!customer) return [];
        const all = await this.connection.getRepository(ctx, Appointment).find({
            where: { customerId: customer.id },
            order: { startsAt: 'DESC', id: 'DESC' },
            take: MAX_LISTED,
        });
        const upcoming = all.filter((a) => a.startsAt.getTime() > now.getTime()).reverse();
        return [...upcoming, ...all.filter((a) => a.startsAt.getTime() <= now.getTime())];
    }

    /** Cancels one of the member's appointments: APPOINTMENT_NOT_FOUND, or APPOINTMENT_CLOSED once it cannot be. */
    async cancelMine(ctx: RequestContext, id: ID): Promise<Appointment> {
        const appointment = await this.findMine(ctx, id);
        if (!appointment) throw new ShopFailureError('APPOINTMENT_NOT_FOUND', `no appointment ${String(id)}`);
        return this.cancelByVisitor(ctx, appointment);
    }

    /** Moves one of the member's appointments to another slot (see AppointmentBookingService.reschedule); another's is APPOINTMENT_NOT_FOUND. */
    async rescheduleMine(ctx: RequestContext, id: ID, slot: RescheduleInput): Promise<Appointment | ShopFailure> {
        const appointment = await this.findMine(ctx, id);
        if (!appointment) return new ShopFailure('APPOINTMENT_NOT_FOUND', { detail: `no appointment ${String(id)}` });
        return this.booking.reschedule(ctx, appointment, slot);
    }

    /** Moves the appointment a signed link names to another slot; APPOINTMENT_NOT_FOUND for a wrong link. */
    async rescheduleByToken(
        ctx: RequestContext,
        reference: string,
        token: string,
        slot: RescheduleInput,
    ): Promise<Appointment | ShopFailure> {
        const appointment = await this.byToken(ctx, reference, token);
        if (!appointment) return new ShopFailure('APPOINTMENT_NOT_FOUND', { detail: 'no appointment for the link' });
        return this.booking.reschedule(ctx, appointment, slot);
    }

    /** The signed-in member's appointment with the id; null for a guest, a bad id or another's. */
    private async findMine(ctx: RequestContext, id: ID): Promise<Appointment | null> {
        const customer = await this.booking.activeCustomer(ctx);
        if (!customer || !entityIdSchema.safeParse(String(id)).success) return null;
        return this.connection.getRepository(ctx, Appointment).findOne({ where: { id, customerId: customer.id } });
    }

    /** The appointment a signed link names, or null when the reference or the token is wrong. */
    async byToken(ctx: RequestContext, reference: string, token: string): Promise<Appointment | null> {
        const normalised = normaliseReference(String(reference ?? ''));
        const appointment = normalised
            ? await this.connection.getRepository(ctx, Appointment).findOne({ where: { reference: normalised } })
            : null;
        const matches = manageTokenMatches(String(token ?? ''), appointment?.tokenHash ?? NO_HASH);
        return appointment && matches ? appointment : null;
    }

    /** Cancels the appointment a signed link names: APPOINTMENT_NOT_FOUND for a wrong link, APPOINTMENT_CLOSED. */
    async cancelByToken(ctx: RequestContext, reference: string, token: string): Promise<Appointment> {
        const appointment = await this.byToken(ctx, reference, token);
        if (!appointment) throw new ShopFailureError('APPOINTMENT_NOT_FOUND', 'no appointment for the link');
        return this.cancelByVisitor(ctx, appointment);
    }

    /** Every appointment, for staff: paginated, filtered (storeId, date, state…) and sorted by the list options. */
    async findAll(ctx: RequestContext, options?: ListQueryOptions<Appointment>): Promise<PaginatedList<Appointment>> {
        const [items, totalItems] = await this.listQueryBuilder
            .build(Appointment, options, { ctx, relations: ['store'] })
            .getManyAndCount();
        return { items, totalItems };
    }

    async findOne(ctx: RequestContext, id: ID): Promise<Appointment | null> {
        return this.connection.getRepository(ctx, Appointment).findOne({ where: { id } });
    }

    /** Staff's move (confirm, cancel, no-show) as the shared rules allow; APPOINTMENT_NOT_FOUND or APPOINTMENT_CLOSED. */
    async transition(ctx: RequestContext, id: ID, state: AppointmentState): Promise<Appointment> {
        const appointment = await this.findOne(ctx, id);
        if (!appointment) throw new ShopFailureError('APPOINTMENT_NOT_FOUND', `no appointment ${String(id)}`);
        if (!staffAppointmentTransitions(appointment.state).includes(state)) {
            throw new ShopFailureError('APPOINTMENT_CLOSED', `${appointment.state} cannot become ${state}`, 'state');
        }
        return this.move(ctx, appointment, state as Exclude<AppointmentState, 'requested'>, 'staff');
    }

    private async cancelByVisitor(ctx: RequestContext, appointment: Appointment): Promise<Appointment> {
        if (!visitorMayCancel(appointment.state, appointment.startsAt, new Date())) {
            throw new ShopFailureError(
                'APPOINTMENT_CLOSED',
                `${appointment.state}, starts ${appointment.startsAt.toISOString()}`,
            );
        }
        return this.move(ctx, appointment, 'cancelled', 'visitor');
    }

    /**
     * Moves the appointment only if no one moved it meanwhile (a compare-and-set on its state):
     * a confirmation read before the visitor's cancellation must not bring it back to hold a
     * place someone else has since booked.
     */
    private async move(
        ctx: RequestContext,
        appointment: Appointment,
        state: Exclude<AppointmentState, 'requested'>,
        by: 'visitor' | 'staff',
    ): Promise<Appointment> {
        const repo = this.connection.getRepository(ctx, Appointment);
        const result = await repo.update({ id: appointment.id, state: appointment.state }, { state });
        if (result.affected !== 1) throw new ShopFailureError('APPOINTMENT_CLOSED', 'moved meanwhile');
        const saved = (await repo.findOne({ where: { id: appointment.id } }))!;
        await this.eventBus.publish(new AppointmentEvent(ctx, saved, state, by));
        return saved;
    }
}
