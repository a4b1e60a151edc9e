import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, ListQueryOptions, RequestContext, Transaction, TransactionalConnection } from '@vendure/core';

import { resolveResultType, withFailureResult } from '../../failures';
import { manageWatchServicePermission } from '../constants';
import type { ServiceCentre } from '../entities/service-centre.entity';
import {
    type CreateServiceCentreInput,
    ServiceCentresService,
    type UpdateServiceCentreInput,
} from '../services/service-centres.service';

const Manage = manageWatchServicePermission.Permission;

@Resolver()
export class ServiceCentresAdminResolver {
    constructor(
        private centres: ServiceCentresService,
        private connection: TransactionalConnection,
    ) {}

    @Query()
    @Allow(Manage)
    serviceCentres(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<ServiceCentre> }) {
        return this.centres.findAll(ctx, args.options);
    }

    @Query()
    @Allow(Manage)
    serviceCentre(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.centres.findOne(ctx, args.id);
    }

    @Mutation()
    @Allow(Manage)
    createServiceCentre(@Ctx() ctx: RequestContext, @Args() args: { input: CreateServiceCentreInput }) {
        return withFailureResult(this.connection, ctx, (tx) => this.centres.create(tx, args.input));
    }

    @Mutation()
    @Allow(Manage)
    updateServiceCentre(@Ctx() ctx: RequestContext, @Args() args: { input: UpdateServiceCentreInput }) {
        return withFailureResult(this.connection, ctx, (tx) => this.centres.update(tx, args.input));
    }

    @Mutation()
    @Transaction()
    @Allow(Manage)
    deleteServiceCentre(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.centres.delete(ctx, args.id);
    }
}

@Resolver('ServiceCentreResult')
export class ServiceCentreResultResolver {
    @ResolveField()
    __resolveType(value: object): string {
        return resolveResultType(value, 'ServiceCentre');
    }
}
