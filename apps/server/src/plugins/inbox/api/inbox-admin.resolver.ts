import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, ListQueryOptions, RequestContext, TransactionalConnection } from '@vendure/core';

import { resolveResultType, withFailureResult } from '../../failures';
import { manageInboxPermission } from '../constants';
import type { ContactMessage } from '../entities/contact-message.entity';
import { ContactMessagesService, type UpdateContactMessageInput } from '../services/contact-messages.service';

const Manage = manageInboxPermission.Permission;

@Resolver()
export class InboxAdminResolver {
    constructor(
        private messages: ContactMessagesService,
        private connection: TransactionalConnection,
    ) {}

    @Query()
    @Allow(Manage)
    contactMessages(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<ContactMessage> }) {
        return this.messages.findAll(ctx, args.options);
    }

    @Query()
    @Allow(Manage)
    contactMessage(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.messages.findOne(ctx, args.id);
    }

    @Mutation()
    @Allow(Manage)
    updateContactMessage(@Ctx() ctx: RequestContext, @Args() args: { input: UpdateContactMessageInput }) {
        return withFailureResult(this.connection, ctx, (tx) => this.messages.update(tx, args.input));
    }
}

@Resolver('UpdateContactMessageResult')
export class UpdateContactMessageResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'ContactMessage');
    }
}
