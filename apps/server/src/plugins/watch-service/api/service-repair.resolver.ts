import { Args, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { nextServiceRequestStates, shopLocale } from '@maison/shared';
import { Administrator, Allow, Ctx, Order, RequestContext, TransactionalConnection } from '@vendure/core';

import { TrackingService } from '../../after-sales';
import { resolveResultType, ShopFailure, ShopFailureError } from '../../failures';
import { manageWatchServicePermission } from '../constants';
import type { ServiceRequestHistory } from '../entities/service-request-history.entity';
import { estimateOf, type ServiceRequest } from '../entities/service-request.entity';
import { ServiceEstimatePaymentsService, type PayEstimateInput } from '../services/service-estimate-payments.service';
import { suggestEstimate } from '../services/service-estimate-suggestion';
import { ServicePricesService } from '../services/service-prices.service';
import { ServiceRepairService, type StaffMoveInput } from '../services/service-repair.service';
import { ServiceRequestsService } from '../services/service-requests.service';

/** Which request the owner means: a member's own by reference, or a guest's by their pass. */
interface OwnerInput {
    reference?: string | null;
    accessToken?: string | null;
}

/** The owner's request, or undefined for another's, a wrong pass, or none. */
async function ownersRequest(ctx: RequestContext, requests: ServiceRequestsService, owner: OwnerInput | undefined) {
    if (owner?.accessToken) return requests.byAccess(ctx, owner.accessToken);
    if (owner?.reference) return requests.mineByReference(ctx, owner.reference);
    return undefined;
}

/** Public: the owner answers the estimate and pays it. */
@Resolver()
export class ServiceRepairShopResolver {
    constructor(
        private requests: ServiceRequestsService,
        private repair: ServiceRepairService,
        private payments: ServiceEstimatePaymentsService,
    ) {}

    // The services run their own transactions, answering a failure as a ShopFailure.
    @Mutation()
    async answerServiceEstimate(@Ctx() ctx: RequestContext, @Args() args: { request: OwnerInput; accept: boolean }) {
        const request = await ownersRequest(ctx, this.requests, args.request);
        if (!request) return new ShopFailure('SERVICE_REQUEST_NOT_FOUND');
        return this.repair.answerEstimate(ctx, request.id, args.accept === true);
    }

    @Mutation()
    async payServiceEstimate(
        @Ctx() ctx: RequestContext,
        @Args() args: { input: PayEstimateInput & { request: OwnerInput } },
    ) {
        const request = await ownersRequest(ctx, this.requests, args.input?.request);
        if (!request) return new ShopFailure('SERVICE_REQUEST_NOT_FOUND');
        return this.payments.pay(ctx, request.id, args.input);
    }
}

/** Staff move a request through the repair. */
@Resolver()
export class ServiceRepairAdminResolver {
    constructor(private repair: ServiceRepairService) {}

    @Mutation()
    @Allow(manageWatchServicePermission.Permission)
    transitionServiceRequest(@Ctx() ctx: RequestContext, @Args() args: { input: StaffMoveInput }) {
        return this.repair.staffMove(ctx, args.input);
    }
}

/** The repair's fields of a request on both APIs: the estimate, the order paying it, the parcel back. */
@Resolver('ServiceRequest')
export class ServiceRepairFieldsResolver {
    constructor(
        private connection: TransactionalConnection,
        private tracking: TrackingService,
        private requests: ServiceRequestsService,
    ) {}

    @ResolveField()
    estimate(@Parent() request: ServiceRequest) {
        return estimateOf(request);
    }

    @ResolveField()
    async orderCode(@Ctx() ctx: RequestContext, @Parent() request: ServiceRequest) {
        if (!request.orderId) return null;
        const order = await this.connection
            .getRepository(ctx, Order)
            .findOne({ select: { id: true, code: true }, where: { id: request.orderId } });
        return order?.code ?? null;
    }

    /** The parcel back, tracked as the shop's own parcels are: shipped until the request is closed. */
    @ResolveField()
    async shipment(@Ctx() ctx: RequestContext, @Parent() request: ServiceRequest) {
        if (!request.shipBackTrackingCode) return null;
        const history = await this.requests.history(ctx, request.id);
        const shipped = history.find((row) => row.state === 'shippedBack')?.createdAt ?? request.updatedAt;
        const closed = history.find((row) => row.state === 'closed')?.createdAt;
        const parcel = {
            carrier: request.shipBackCarrier,
            trackingCode: request.shipBackTrackingCode,
            state: closed ? 'Delivered' : 'Shipped',
            createdAt: shipped,
            updatedAt: closed ?? shipped,
            phone: request.mobile,
        };
        return { carrier: parcel.carrier, trackingCode: parcel.trackingCode, ...(await this.tracking.track(parcel)) };
    }
}

@Resolver('ServiceRequest')
export class ServiceRepairOwnerFieldsResolver {
    @ResolveField()
    ownerMoves(@Parent() request: ServiceRequest) {
        return nextServiceRequestStates(request.state, 'owner');
    }
}

@Resolver('ServiceRequest')
export class ServiceRepairStaffFieldsResolver {
    constructor(
        private repair: ServiceRepairService,
        private prices: ServicePricesService,
    ) {}

    @ResolveField()
    staffMoves(@Parent() request: ServiceRequest) {
        return nextServiceRequestStates(request.state, 'staff');
    }

    @ResolveField()
    underWarranty(@Ctx() ctx: RequestContext, @Parent() request: ServiceRequest) {
        return this.repair.underWarranty(ctx, request);
    }

    @ResolveField()
    async suggestedEstimate(@Ctx() ctx: RequestContext, @Parent() request: ServiceRequest) {
        // A sku the picker cannot read suggests nothing; any other error is a fault and surfaces.
        const forModel = await this.prices.forModel(ctx, request.sku).catch((err: unknown) => {
            if (err instanceof ShopFailureError) return undefined;
            throw err;
        });
        return suggestEstimate(request.symptoms, forModel?.prices ?? [], shopLocale(request.languageCode));
    }
}

/** Who made a staff change, as the dashboard's history names them. */
@Resolver('ServiceRequestHistoryEntry')
export class ServiceRequestHistoryAdminResolver {
    constructor(private connection: TransactionalConnection) {}

    @ResolveField()
    async administratorName(@Ctx() ctx: RequestContext, @Parent() row: ServiceRequestHistory) {
        if (!row.administratorId) return null;
        const admin = await this.connection
            .getRepository(ctx, Administrator)
            .findOne({ select: { id: true, firstName: true, lastName: true }, where: { id: row.administratorId } });
        return admin ? `${admin.firstName} ${admin.lastName}`.trim() : null;
    }
}

@Resolver('AnswerServiceEstimateResult')
export class AnswerServiceEstimateResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'ServiceRequest');
    }
}

@Resolver('PayServiceEstimateResult')
export class PayServiceEstimateResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'ServiceEstimatePayment');
    }
}

@Resolver('TransitionServiceRequestResult')
export class TransitionServiceRequestResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'ServiceRequest');
    }
}
