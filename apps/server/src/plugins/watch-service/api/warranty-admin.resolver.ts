import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, type ID, type ListQueryOptions, RequestContext, TransactionalConnection } from '@vendure/core';

import { resolveResultType, withFailureResult } from '../../failures';
import { manageWatchServicePermission } from '../constants';
import type { WatchSerial } from '../entities/watch-serial.entity';
import { WatchSerialsService } from '../services/watch-serials.service';

const Manage = manageWatchServicePermission.Permission;

@Resolver()
export class WarrantyAdminResolver {
    constructor(
        private serials: WatchSerialsService,
        private connection: TransactionalConnection,
    ) {}

    @Query()
    @Allow(Manage)
    watchSerials(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<WatchSerial> }) {
        return this.serials.findAll(ctx, args.options);
    }

    @Query()
    @Allow(Manage)
    watchSerial(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.serials.findOne(ctx, args.id);
    }

    @Mutation()
    @Allow(Manage)
    createWatchSerial(@Ctx() ctx: RequestContext, @Args() args: { input: Record<string, unknown> }) {
        return withFailureResult(this.connection, ctx, (tx) => this.serials.create(tx, args.input));
    }
}

@Resolver('CreateWatchSerialResult')
export class CreateWatchSerialResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'CreatedWatchSerial');
    }
}
