import { Args, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, type ListQueryOptions, RequestContext } from '@vendure/core';

import { manageWatchServicePermission } from '../constants';
import type { ServiceRequest } from '../entities/service-request.entity';
import { ServiceRequestsService } from '../services/service-requests.service';

/** Staff: the requests of watches sent for service, read-only for now. */
@Resolver()
export class SendWatchAdminResolver {
    constructor(private requests: ServiceRequestsService) {}

    @Query()
    @Allow(manageWatchServicePermission.Permission)
    serviceRequests(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<ServiceRequest> }) {
        return this.requests.list(ctx, args.options);
    }

    @Query()
    @Allow(manageWatchServicePermission.Permission)
    async serviceRequest(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return (await this.requests.findOne(ctx, args.id)) ?? null;
    }
}
