import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { AppointmentState } from '@maison/shared';
import { Allow, Ctx, ID, ListQueryOptions, RequestContext, TransactionalConnection } from '@vendure/core';

import { resolveResultType, withFailureResult } from '../../failures';
import { manageAppointmentsPermission } from '../constants';
import type { Appointment } from '../entities/appointment.entity';
import { AppointmentsService } from '../services/appointments.service';

const Manage = manageAppointmentsPermission.Permission;

@Resolver()
export class AppointmentAdminResolver {
    constructor(
        private service: AppointmentsService,
        private connection: TransactionalConnection,
    ) {}

    @Query()
    @Allow(Manage)
    appointments(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<Appointment> }) {
        return this.service.findAll(ctx, args.options);
    }

    @Query()
    @Allow(Manage)
    appointment(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.service.findOne(ctx, args.id);
    }

    @Mutation()
    @Allow(Manage)
    transitionAppointment(@Ctx() ctx: RequestContext, @Args() args: { id: ID; state: AppointmentState }) {
        return withFailureResult(this.connection, ctx, (tx) => this.service.transition(tx, args.id, args.state));
    }
}

@Resolver('TransitionAppointmentResult')
export class TransitionAppointmentResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'Appointment');
    }
}
