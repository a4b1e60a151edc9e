import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, ID, RequestContext, TransactionalConnection } from '@vendure/core';

import { resolveResultType, withFailureResult } from '../../failures';
import { SmsCodeService, smsCodeAnswer } from '../../membership';
import type { Appointment } from '../entities/appointment.entity';
import { AppointmentBookingService, type BookAppointmentInput } from '../services/appointment-booking.service';
import { AppointmentsService } from '../services/appointments.service';
import { StoresService } from '../services/stores.service';

/** Public: a guest books with an SMS code and manages by the signed link; a member also by id. */
@Resolver()
export class AppointmentShopResolver {
    constructor(
        private booking: AppointmentBookingService,
        private appointments: AppointmentsService,
        private smsCodes: SmsCodeService,
        private connection: TransactionalConnection,
    ) {}

    @Query()
    appointmentSlots(@Ctx() ctx: RequestContext, @Args() args: { storeSlug: string; date: string }) {
        return this.booking.slots(ctx, args.storeSlug, args.date);
    }

    @Query()
    myAppointments(@Ctx() ctx: RequestContext) {
        return this.appointments.mine(ctx);
    }

    @Query()
    appointmentByToken(@Ctx() ctx: RequestContext, @Args() args: { reference: string; token: string }) {
        return this.appointments.byToken(ctx, args.reference, args.token);
    }

    // No request-wide transaction: the code's send row must be seen by the next request at once (see requestSmsCode).
    @Mutation()
    async requestAppointmentCode(
        @Ctx() ctx: RequestContext,
        @Args() args: { mobile: string; captcha: { ticket: string; randstr: string } },
    ) {
        const result = await this.smsCodes.requestCode(
            ctx,
            {
                mobile: String(args.mobile ?? ''),
                ticket: String(args.captcha?.ticket ?? ''),
                randstr: String(args.captcha?.randstr ?? ''),
            },
            'appointment',
        );
        return smsCodeAnswer(result);
    }

    // The service runs its own transactions: a wrong code's try must stay counted when the booking is refused.
    @Mutation()
    bookAppointment(@Ctx() ctx: RequestContext, @Args() args: { input: BookAppointmentInput }) {
        return this.booking.book(ctx, args.input);
    }

    @Mutation()
    cancelMyAppointment(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return withFailureResult(this.connection, ctx, (tx) => this.appointments.cancelMine(tx, args.id));
    }

    // The booking service runs its own transaction, under the new slot's lock.
    @Mutation()
    rescheduleMyAppointment(@Ctx() ctx: RequestContext, @Args() args: { id: ID; date: string; slotStart: string }) {
        return this.appointments.rescheduleMine(ctx, args.id, args);
    }

    @Mutation()
    rescheduleAppointmentByToken(
        @Ctx() ctx: RequestContext,
        @Args() args: { reference: string; token: string; date: string; slotStart: string },
    ) {
        return this.appointments.rescheduleByToken(ctx, args.reference, args.token, args);
    }

    @Mutation()
    cancelAppointmentByToken(@Ctx() ctx: RequestContext, @Args() args: { reference: string; token: string }) {
        return withFailureResult(this.connection, ctx, (tx) =>
            this.appointments.cancelByToken(tx, args.reference, args.token),
        );
    }
}

/** An appointment's store, in the request's language, on both APIs. */
@Resolver('Appointment')
export class AppointmentStoreResolver {
    constructor(private stores: StoresService) {}

    @ResolveField()
    store(@Ctx() ctx: RequestContext, @Parent() appointment: Appointment) {
        return this.stores.findOne(ctx, appointment.storeId);
    }
}

@Resolver('Appointment')
export class AppointmentManageTokenResolver {
    /** Present only on the object bookAppointment just made. */
    @ResolveField()
    manageToken(@Parent() appointment: Appointment & { manageToken?: string }) {
        return appointment.manageToken ?? null;
    }
}

@Resolver('BookAppointmentResult')
export class BookAppointmentResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'Appointment');
    }
}

@Resolver('CancelAppointmentResult')
export class CancelAppointmentResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'Appointment');
    }
}

@Resolver('RescheduleAppointmentResult')
export class RescheduleAppointmentResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'Appointment');
    }
}
