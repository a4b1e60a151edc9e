import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import {
    ACTIVE_APPOINTMENT_STATES,
    type AppointmentBooking,
    appointmentBookingSchema,
    appointmentRescheduleSchema,
    type AppointmentSlot,
    appointmentSlots,
    type CalendarDay,
    isBookableDate,
    isShopDate,
    MAX_APPOINTMENTS_PER_CLIENT_PER_DAY,
    MAX_UPCOMING_APPOINTMENTS_PER_MOBILE,
    visitorMayCancel,
    shopLocale,
} from '@maison/shared';
import {
    Customer,
    EventBus,
    ExternalAuthenticationMethod,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { In, IsNull, MoreThan, Not } from 'typeorm';

import { ShopFailure, ShopFailureError, withFailureResult } from '../../failures';
import { SMS_STRATEGY, SmsCodeService } from '../../membership';
import { clientKey, RateLimiters } from '../../security';
import { Appointment } from '../entities/appointment.entity';
import { Store } from '../entities/store.entity';
import { AppointmentEvent } from '../events/appointment-event';
import { hashManageToken, newAppointmentReference, newManageToken } from './appointment-codes';
import { StoreCalendarService } from './store-calendar.service';

/** A booking as the Shop API takes it: the shared schema's fields, and the SMS code that proves the mobile. */
export type BookAppointmentInput = Record<keyof AppointmentBooking, unknown> & { smsCode?: string | null };

/** A new appointment, with the manage token of its signed link: given once, never kept. */
export type BookedAppointment = Appointment & { manageToken: string };

const DAY_MS = 24 * 60 * 60_000;

/** The lock a booking and a move to the slot both take. */
function slotLockKey(store: Store, date: string, slot: AppointmentSlot): string {
    return `appointment:slot:${String(store.id)}:${date}:${slot.start}`;
}

/**
 * Booking a visit: the slots of a store's day with their places left, and a booking checked
 * by the shared rules (schema, hours, calendar, lead time), proven by an SMS code unless it is
 * the member's own number, and bounded per number and per client. A slot's last place goes to
 * exactly one booker however many ask at once: the count and the insert run under a lock per
 * slot and per number (an advisory lock on PostgreSQL, which every instance shares; one
 * booking at a time in the embedded SQLite shop, which is a single process).
 */
@Injectable()
export class AppointmentBookingService implements OnModuleInit {
    private clientLimiter: RateLimiterAbstract;
    /** SQLite: the bookings of this process, one after another (see the class comment). */
    private queue: Promise<unknown> = Promise.resolve();

    constructor(
        private connection: TransactionalConnection,
        private calendar: StoreCalendarService,
        private smsCodes: SmsCodeService,
        private eventBus: EventBus,
        private moduleRef: ModuleRef,
    ) {}

    onModuleInit(): void {
        // Looked up across modules, as the order proofs' throttle does.
        this.clientLimiter = this.moduleRef.get(RateLimiters, { strict: false }).create({
            name: 'appointment-client',
            points: MAX_APPOINTMENTS_PER_CLIENT_PER_DAY,
            durationMs: DAY_MS,
        });
    }

    /**
     * The slots of an enabled store's date with the places left; none for a date before today
     * or too far ahead. INVALID_DATE_RANGE for a date that is not one, STORE_NOT_FOUND,
     * STORE_NOT_BOOKABLE (thrown: a query's answer).
     */
    async slots(ctx: RequestContext, storeSlug: string, date: string, now = new Date()): Promise<AppointmentSlot[]> {
        if (!isShopDate(date)) throw new ShopFailureError('INVALID_DATE_RANGE', 'not a date', 'date');
        const store = await this.bookableStore(ctx, storeSlug);
        if (!isBookableDate(date, now)) return [];
        return this.slotsOf(ctx, store, date, now, await this.bookedCounts(ctx, store, date));
    }

    /**
     * Books a visit, or answers why not as a ShopFailure: INVALID_APPOINTMENT_INPUT naming the
     * field, STORE_NOT_FOUND, STORE_NOT_BOOKABLE, SLOT_UNAVAILABLE, an SMS_CODE_* failure,
     * DAILY_LIMIT (the client's bookings of the day), SLOT_FULL or APPOINTMENT_LIMIT.
     */
    async book(ctx: RequestContext, input: BookAppointmentInput): Promise<BookedAppointment | ShopFailure> {
        const parsed = appointmentBookingSchema.safeParse(input);
        if (!parsed.success) {
            const issue = parsed.error.issues[0];
            const field = String(issue.path[0] ?? 'input');
            return new ShopFailure('INVALID_APPOINTMENT_INPUT', { detail: issue.message, field });
        }
        const booking = parsed.data;
        const store = await this.connection
            .getRepository(ctx, Store)
            .findOne({ where: { slug: booking.storeSlug, enabled: true } });
        if (!store) return new ShopFailure('STORE_NOT_FOUND', { field: 'storeSlug' });
        if (!store.takesAppointments) return new ShopFailure('STORE_NOT_BOOKABLE', { field: 'storeSlug' });
        const slot = await this.bookableSlot(ctx, store, booking.date, booking.slotStart, new Date());
        if (!slot) return new ShopFailure('SLOT_UNAVAILABLE', { field: 'slotStart' });

        const customer = await this.activeCustomer(ctx);
        const ownNumber = customer !== undefined && (await this.signsInWith(ctx, booking.mobile));
        const smsCode = String(input.smsCode ?? '').trim();
        if (!ownNumber) {
            // Checked first and kept: a wrong code counts against it even when the booking is
            // then refused; the right one is spent only with the booking, in its transaction.
            const check = await this.smsCodes.useCode(ctx, booking.mobile, smsCode, {
                purpose: 'appointment',
                keep: true,
            });
            if (check !== 'OK') return new ShopFailure(`SMS_CODE_${check}`, { field: 'smsCode' });
        }

        const client = clientKey(ctx.req?.ip ?? 'unknown');
        try {
            await this.clientLimiter.consume(client);
        } catch (err) {
            if (err instanceof RateLimiterRes) return new ShopFailure('DAILY_LIMIT', { waitMs: err.msBeforeNext });
            throw err;
        }
        let result: BookedAppointment | ShopFailure | undefined;
        try {
            result = await this.oneAtATime(() =>
                withFailureResult(this.connection, ctx, (tx) =>
                    this.insert(tx, store, booking, slot, customer, ownNumber ? undefined : smsCode),
                ),
            );
            return result;
        } finally {
            // Only a booking made counts towards the client's day.
            if (!result || result instanceof ShopFailure)
                await this.clientLimiter.reward(client).catch(() => undefined);
        }
    }

    /** Under the slot's and the number's lock: counts, then adds the appointment. */
    private async insert(
        ctx: RequestContext,
        store: Store,
        booking: AppointmentBooking,
        slot: AppointmentSlot,
        customer: Customer | undefined,
        smsCode: string | undefined,
    ): Promise<BookedAppointment> {
        const repo = this.connection.getRepository(ctx, Appointment);
        await this.lock(ctx, [slotLockKey(store, booking.date, slot), `appointment:mobile:${booking.mobile}`]);
        await this.assertPlaceLeft(ctx, store, booking.date, slot);
        const upcoming = await repo.count({
            where: {
                mobile: booking.mobile,
                state: In([...ACTIVE_APPOINTMENT_STATES]),
                startsAt: MoreThan(new Date()),
            },
        });
        if (upcoming >= MAX_UPCOMING_APPOINTMENTS_PER_MOBILE) {
            throw new ShopFailureError('APPOINTMENT_LIMIT', `${upcoming} upcoming`, 'mobile');
        }
        if (smsCode !== undefined) {
            const spent = await this.smsCodes.useCode(ctx, booking.mobile, smsCode, { purpose: 'appointment' });
            if (spent !== 'OK') throw new ShopFailureError(`SMS_CODE_${spent}`, 'code spent meanwhile', 'smsCode');
        }
        const token = newManageToken();
        const saved = await repo.save(
            new Appointment({
                // The store rides on the event: the boutique's mail goes to its address.
                store,
                storeId: store.id,
                purpose: booking.purpose,
                date: booking.date,
                slotStart: slot.start,
                slotEnd: slot.end,
                startsAt: slot.startsAt,
                name: booking.name,
                mobile: booking.mobile,
                email: booking.email ?? '',
                note: booking.note ?? '',
                state: 'requested',
                customerId: customer?.id ?? null,
                reference: newAppointmentReference(),
                tokenHash: hashManageToken(token),
                languageCode: shopLocale(ctx.languageCode),
            }),
        );
        await this.eventBus.publish(new AppointmentEvent(ctx, saved, 'booked', 'visitor', token));
        return Object.assign(saved, { manageToken: token });
    }

    /**
     * Moves a visitor's appointment to another slot of its store, keeping its reference, by the
     * booking's rules and under the same slot lock, so the slot's last place still goes to one.
     * A confirmed appointment is requested again (staff confirm the new time) and its reminder
     * is due again. INVALID_APPOINTMENT_INPUT (field), APPOINTMENT_CLOSED (ended, begun, or moved
     * meanwhile), STORE_NOT_BOOKABLE, SLOT_UNAVAILABLE or SLOT_FULL.
     */
    async reschedule(
        ctx: RequestContext,
        appointment: Appointment,
        input: { date: unknown; slotStart: unknown },
    ): Promise<Appointment | ShopFailure> {
        const parsed = appointmentRescheduleSchema.safeParse(input);
        if (!parsed.success) {
            const issue = parsed.error.issues[0];
            return new ShopFailure('INVALID_APPOINTMENT_INPUT', {
                detail: issue.message,
                field: String(issue.path[0] ?? 'input'),
            });
        }
        const { date, slotStart } = parsed.data;
        const now = new Date();
        if (!visitorMayCancel(appointment.state, appointment.startsAt, now)) {
            return new ShopFailure('APPOINTMENT_CLOSED', { detail: appointment.state });
        }
        if (appointment.date === date && appointment.slotStart === slotStart) return appointment;
        const store = await this.connection
            .getRepository(ctx, Store)
            .findOne({ where: { id: appointment.storeId, enabled: true } });
        if (!store?.takesAppointments) return new ShopFailure('STORE_NOT_BOOKABLE', { field: 'storeSlug' });
        const slot = await this.bookableSlot(ctx, store, date, slotStart, now);
        if (!slot) return new ShopFailure('SLOT_UNAVAILABLE', { field: 'slotStart' });
        return this.oneAtATime(() =>
            withFailureResult(this.connection, ctx, (tx) => this.move(tx, store, appointment, date, slot)),
        );
    }

    /** Under the new slot's lock: counts, then moves the appointment if no one moved it meanwhile. */
    private async move(
        ctx: RequestContext,
        store: Store,
        appointment: Appointment,
        date: string,
        slot: AppointmentSlot,
    ): Promise<Appointment> {
        const repo = this.connection.getRepository(ctx, Appointment);
        await this.lock(ctx, [slotLockKey(store, date, slot)]);
        await this.assertPlaceLeft(ctx, store, date, slot);
        // A compare-and-set on what was read: a cancellation or another move meanwhile wins.
        const result = await repo.update(
            { id: appointment.id, state: appointment.state, date: appointment.date, slotStart: appointment.slotStart },
            {
                date,
                slotStart: slot.start,
                slotEnd: slot.end,
                startsAt: slot.startsAt,
                state: 'requested',
                remindedAt: null,
            },
        );
        if (result.affected !== 1) throw new ShopFailureError('APPOINTMENT_CLOSED', 'moved meanwhile');
        const saved = (await repo.findOne({ where: { id: appointment.id }, relations: { store: true } }))!;
        await this.eventBus.publish(new AppointmentEvent(ctx, saved, 'changed', 'visitor'));
        return saved;
    }

    /** SLOT_FULL unless the slot has a place left; as the slots count them, every appointment not cancelled holds one. */
    private async assertPlaceLeft(ctx: RequestContext, store: Store, date: string, slot: AppointmentSlot) {
        const taken = await this.connection.getRepository(ctx, Appointment).count({
            where: { storeId: store.id, date, slotStart: slot.start, state: Not('cancelled') },
        });
        if (taken >= store.slotCapacity) throw new ShopFailureError('SLOT_FULL', 'no place left', 'slotStart');
    }

    /** The slot of a bookable date that starts at `slotStart`, if the store's hours and calendar have one. */
    private async bookableSlot(
        ctx: RequestContext,
        store: Store,
        date: string,
        slotStart: string,
        now: Date,
    ): Promise<AppointmentSlot | undefined> {
        if (!isBookableDate(date, now)) return undefined;
        return (await this.slotsOf(ctx, store, date, now, {})).find((s) => s.start === slotStart);
    }

    /** PostgreSQL: transaction locks every instance waits on, taken in one order so no two wait on each other. */
    private async lock(ctx: RequestContext, keys: string[]): Promise<void> {
        if (this.connection.rawConnection.options.type !== 'postgres') return;
        for (const key of [...keys].sort()) {
            await this.connection
                .getRepository(ctx, Appointment)
                .query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
        }
    }

    /**
     * SQLite has one connection, on which concurrent transactions would nest as savepoints and
     * see each other's rows half-way: the process books one at a time instead. PostgreSQL's
     * transactions are isolated and locked per slot, so bookings of different slots run together.
     */
    private oneAtATime<T>(run: () => Promise<T>): Promise<T> {
        if (this.connection.rawConnection.options.type === 'postgres') return run();
        const mine = this.queue.catch(() => undefined).then(run);
        this.queue = mine;
        return mine;
    }

    private async bookableStore(ctx: RequestContext, slug: string): Promise<Store> {
        const store = await this.connection.getRepository(ctx, Store).findOne({ where: { slug, enabled: true } });
        if (!store) throw new ShopFailureError('STORE_NOT_FOUND', `no store ${slug}`, 'storeSlug');
        if (!store.takesAppointments) throw new ShopFailureError('STORE_NOT_BOOKABLE', slug, 'storeSlug');
        return store;
    }

    private async slotsOf(
        ctx: RequestContext,
        store: Store,
        date: string,
        now: Date,
        booked: Record<string, number>,
    ): Promise<AppointmentSlot[]> {
        const days = await this.calendar.between(ctx, date, date, store.slug);
        const calendar: CalendarDay[] = days.map((day) => ({
            date: day.date,
            kind: day.kind,
            ownStore: day.storeSlug !== null,
        }));
        return appointmentSlots(store.openingHours, calendar, date, {
            slotMinutes: store.slotMinutes,
            capacity: store.slotCapacity,
            booked,
            now,
        });
    }

    /** Places taken per slot start: appointments that are not cancelled (a no-show kept its place). */
    private async bookedCounts(ctx: RequestContext, store: Store, date: string): Promise<Record<string, number>> {
        const rows = await this.connection
            .getRepository(ctx, Appointment)
            .createQueryBuilder('appointment')
            .select('appointment.slotStart', 'slotStart')
            .addSelect('COUNT(*)', 'taken')
            .where('appointment.storeId = :storeId', { storeId: store.id })
            .andWhere('appointment.date = :date', { date })
            .andWhere('appointment.state != :cancelled', { cancelled: 'cancelled' })
            .groupBy('appointment.slotStart')
            .getRawMany<{ slotStart: string; taken: string | number }>();
        return Object.fromEntries(rows.map((row) => [row.slotStart, Number(row.taken)]));
    }

    /** The signed-in member's customer, if the request has one. */
    async activeCustomer(ctx: RequestContext): Promise<Customer | undefined> {
        if (!ctx.activeUserId) return undefined;
        const customer = await this.connection
            .getRepository(ctx, Customer)
            .findOne({ where: { user: { id: ctx.activeUserId }, deletedAt: IsNull() } });
        return customer ?? undefined;
    }

    /**
     * Whether the signed-in member signs in with the number by SMS: proven by a code then. The
     * profile's phone number is not enough, as the member may change it without any proof.
     */
    private async signsInWith(ctx: RequestContext, mobile: string): Promise<boolean> {
        return this.connection.getRepository(ctx, ExternalAuthenticationMethod).exists({
            where: { user: { id: ctx.activeUserId }, strategy: SMS_STRATEGY, externalIdentifier: mobile },
        });
    }
}
