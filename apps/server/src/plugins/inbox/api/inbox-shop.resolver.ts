import { Args, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, RequestContext, Transaction } from '@vendure/core';

import { resolveResultType } from '../../failures';
import { StoresService } from '../../stores/services/stores.service';
import type { ContactMessage } from '../entities/contact-message.entity';
import { ContactMessagesService, type SendContactMessageInput } from '../services/contact-messages.service';

/** Public: anyone may write to the shop, within the client's daily limit. */
@Resolver()
export class InboxShopResolver {
    constructor(private messages: ContactMessagesService) {}

    @Mutation()
    @Transaction()
    sendContactMessage(@Ctx() ctx: RequestContext, @Args() args: { input: SendContactMessageInput }) {
        return this.messages.send(ctx, args.input);
    }
}

/** A message's boutique, in the request's language, on both APIs. */
@Resolver('ContactMessage')
export class ContactMessageStoreResolver {
    constructor(private stores: StoresService) {}

    @ResolveField()
    store(@Ctx() ctx: RequestContext, @Parent() message: ContactMessage) {
        return message.storeId == null ? null : this.stores.findOne(ctx, message.storeId);
    }
}

@Resolver('SendContactMessageResult')
export class SendContactMessageResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'ContactMessage');
    }
}
