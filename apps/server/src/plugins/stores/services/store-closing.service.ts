import { Injectable } from '@nestjs/common';
import { ACTIVE_APPOINTMENT_STATES } from '@maison/shared';
import { ID, RequestContext, TransactionalConnection } from '@vendure/core';
import { In, IsNull, MoreThan, Not } from 'typeorm';

import { ShopFailureError } from '../../failures';
import { Appointment } from '../entities/appointment.entity';
import { StoreCalendarDay } from '../entities/store-calendar-day.entity';
import { AppointmentsService } from './appointments.service';
import { type SetCalendarDayInput, StoreCalendarService } from './store-calendar.service';

/** A calendar day as staff set it, with their word that closing it may cancel the day's appointments. */
export type CloseDayInput = SetCalendarDayInput & { cancelAppointments?: boolean | null };

/** How many appointments closing a day would cancel. */
export interface AppointmentsOnDate {
    date: string;
    storeId: ID | null;
    count: number;
}

/**
 * Closing a day that has bookings (issue 31): staff first read how many appointments still to
 * come (requested or confirmed) fall on the date, at one store or at every store the day closes;
 * closing it then cancels them in the same transaction, each as staff's cancellation, so that
 * each visitor is told by SMS once it is committed. A day closed for every store leaves the
 * stores whose own entry makes it a working day open, as the calendar's rules do.
 */
@Injectable()
export class StoreClosingService {
    constructor(
        private connection: TransactionalConnection,
        private calendar: StoreCalendarService,
        private appointments: AppointmentsService,
    ) {}

    /** The count closing the date would cancel; INVALID_DATE_RANGE, STORE_NOT_FOUND. */
    async count(ctx: RequestContext, date: string, storeId?: ID | null, now = new Date()): Promise<AppointmentsOnDate> {
        const store = await this.calendar.checkDay(ctx, date, storeId);
        const affected = await this.affected(ctx, date, store, now);
        return { date, storeId: store, count: affected.length };
    }

    /**
     * Sets the calendar day; a closed one cancels the appointments still to come on it, and is
     * refused with DAY_HAS_APPOINTMENTS while there are some and `cancelAppointments` is not true.
     */
    async set(ctx: RequestContext, input: CloseDayInput, now = new Date()): Promise<StoreCalendarDay> {
        const store = await this.calendar.checkDay(ctx, input.date, input.storeId);
        const affected = input.kind === 'closed' ? await this.affected(ctx, input.date, store, now) : [];
        if (affected.length > 0 && input.cancelAppointments !== true) {
            throw new ShopFailureError(
                'DAY_HAS_APPOINTMENTS',
                `${affected.length} appointments on ${input.date}`,
                'cancelAppointments',
            );
        }
        const day = await this.calendar.set(ctx, input);
        for (const appointment of affected) {
            await this.appointments.transition(ctx, appointment.id, 'cancelled');
        }
        return day;
    }

    /** The appointments still to come and holding their place on the date, where it would close. */
    private async affected(ctx: RequestContext, date: string, storeId: ID | null, now: Date): Promise<Appointment[]> {
        const open = { date, state: In([...ACTIVE_APPOINTMENT_STATES]), startsAt: MoreThan(now) };
        if (storeId !== null) {
            return this.connection.getRepository(ctx, Appointment).find({ where: { ...open, storeId } });
        }
        const keptOpen = await this.connection.getRepository(ctx, StoreCalendarDay).find({
            select: { storeId: true },
            where: { date, kind: 'working', storeId: Not(IsNull()) },
        });
        const excluded = keptOpen.map((day) => day.storeId!);
        return this.connection.getRepository(ctx, Appointment).find({
            where: excluded.length > 0 ? { ...open, storeId: Not(In(excluded)) } : open,
            order: { id: 'ASC' },
        });
    }
}
