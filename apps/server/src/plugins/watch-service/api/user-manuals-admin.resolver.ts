import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, ListQueryOptions, RequestContext, Transaction, TransactionalConnection } from '@vendure/core';

import { resolveResultType, withFailureResult } from '../../failures';
import { manageWatchServicePermission } from '../constants';
import type { UserManual } from '../entities/user-manual.entity';
import {
    type CreateUserManualInput,
    type UpdateUserManualInput,
    UserManualsService,
} from '../services/user-manuals.service';

const Manage = manageWatchServicePermission.Permission;

@Resolver()
export class UserManualsAdminResolver {
    constructor(
        private manuals: UserManualsService,
        private connection: TransactionalConnection,
    ) {}

    @Query()
    @Allow(Manage)
    userManuals(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<UserManual> }) {
        return this.manuals.findAll(ctx, args.options);
    }

    @Query()
    @Allow(Manage)
    userManual(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.manuals.findOne(ctx, args.id);
    }

    @Mutation()
    @Allow(Manage)
    createUserManual(@Ctx() ctx: RequestContext, @Args() args: { input: CreateUserManualInput }) {
        return withFailureResult(this.connection, ctx, (tx) => this.manuals.create(tx, args.input));
    }

    @Mutation()
    @Allow(Manage)
    updateUserManual(@Ctx() ctx: RequestContext, @Args() args: { input: UpdateUserManualInput }) {
        return withFailureResult(this.connection, ctx, (tx) => this.manuals.update(tx, args.input));
    }

    @Mutation()
    @Transaction()
    @Allow(Manage)
    deleteUserManual(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.manuals.delete(ctx, args.id);
    }
}

@Resolver('UserManualResult')
export class UserManualResultResolver {
    @ResolveField()
    __resolveType(value: object): string {
        return resolveResultType(value, 'UserManual');
    }
}
