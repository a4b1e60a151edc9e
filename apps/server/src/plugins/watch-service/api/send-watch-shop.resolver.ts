import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { firstMissingStep, pickupDays, type ServiceContact } from '@maison/shared';
import { Ctx, ID, RequestContext, TransactionalConnection } from '@vendure/core';

import { resolveResultType, ShopFailure } from '../../failures';
import { SmsCodeService, smsCodeAnswer } from '../../membership';
import type { ServiceRequestDraft } from '../entities/service-request-draft.entity';
import type { ServiceRequest } from '../entities/service-request.entity';
import { ServiceRequestDraftsService, type SavedStep } from '../services/service-request-drafts.service';
import { activeCustomerId } from '../services/service-request-owner';
import { ServiceRequestsService } from '../services/service-requests.service';

interface CaptchaArgs {
    captcha: { ticket: string; randstr: string };
}

/** What the Shop API says of a draft. */
function draftView(draft: ServiceRequestDraft) {
    return {
        __typename: 'ServiceRequestDraft',
        id: draft.id,
        customerId: draft.customerId,
        nextStep: firstMissingStep(draft.steps),
        watch: draft.steps.watch ?? null,
        problem: draft.steps.problem ?? null,
        contact: draft.steps.contact ?? null,
        travel: draft.steps.travel ?? null,
    };
}

type DraftView = ReturnType<typeof draftView>;

/** Public: "send my watch" step by step, its submission, and finding a request again. */
@Resolver()
export class SendWatchShopResolver {
    constructor(
        private drafts: ServiceRequestDraftsService,
        private requests: ServiceRequestsService,
        private smsCodes: SmsCodeService,
    ) {}

    @Query()
    async serviceRequestDraft(@Ctx() ctx: RequestContext, @Args() args: { key: string }) {
        const draft = await this.drafts.find(ctx, args.key);
        return draft ? draftView(draft) : null;
    }

    @Query()
    serviceRequestPickupDays() {
        return pickupDays();
    }

    @Query()
    myServiceRequests(@Ctx() ctx: RequestContext) {
        return this.requests.mine(ctx);
    }

    @Query()
    async myServiceRequest(@Ctx() ctx: RequestContext, @Args() args: { reference: string }) {
        return (await this.requests.mineByReference(ctx, args.reference)) ?? null;
    }

    @Query()
    async serviceRequestByAccess(@Ctx() ctx: RequestContext, @Args() args: { accessToken: string }) {
        return (await this.requests.byAccess(ctx, args.accessToken)) ?? null;
    }

    @Mutation()
    async startServiceRequest(@Ctx() ctx: RequestContext) {
        const { key, draft } = await this.drafts.start(ctx);
        return { key, draft: draftView(draft) };
    }

    @Mutation()
    async saveServiceRequestStep(
        @Ctx() ctx: RequestContext,
        @Args() args: { key: string; step: SavedStep | 'review'; input: unknown },
    ) {
        if (args.step === 'review') return new ShopFailure('INVALID_SERVICE_REQUEST_INPUT', { field: 'step' });
        const result = await this.drafts.saveStep(ctx, args.key, args.step, args.input);
        return result instanceof ShopFailure ? result : draftView(result);
    }

    @Mutation()
    async removeServiceRequestPhoto(@Ctx() ctx: RequestContext, @Args() args: { key: string; photoId: ID }) {
        const result = await this.drafts.removePhoto(ctx, args.key, args.photoId);
        return result instanceof ShopFailure ? result : draftView(result);
    }

    // No request-wide transaction: the code's send row must be seen by the next request at once (see requestSmsCode).
    @Mutation()
    async requestServiceRequestCode(@Ctx() ctx: RequestContext, @Args() args: { key: string } & CaptchaArgs) {
        const draft = await this.drafts.find(ctx, args.key);
        const contact = draft?.steps.contact as ServiceContact | undefined;
        if (!contact) return new ShopFailure('SERVICE_STEP_MISSING', { field: 'contact' });
        const result = await this.smsCodes.requestCode(
            ctx,
            {
                mobile: contact.mobile,
                ticket: String(args.captcha?.ticket ?? ''),
                randstr: String(args.captcha?.randstr ?? ''),
            },
            'service-request',
        );
        return smsCodeAnswer(result);
    }

    // The service runs its own transaction: a wrong code's try must stay counted when the submission is refused.
    @Mutation()
    submitServiceRequest(
        @Ctx() ctx: RequestContext,
        @Args() args: { key: string; privacyConsent: boolean; smsCode?: string | null },
    ) {
        return this.requests.submit(ctx, args.key, args);
    }

    @Mutation()
    async requestServiceTrackCode(
        @Ctx() ctx: RequestContext,
        @Args() args: { reference: string; mobile: string } & CaptchaArgs,
    ) {
        const result = await this.requests.requestTrackCode(ctx, {
            reference: args.reference,
            mobile: args.mobile,
            ticket: String(args.captcha?.ticket ?? ''),
            randstr: String(args.captcha?.randstr ?? ''),
        });
        return smsCodeAnswer(result);
    }

    @Mutation()
    trackServiceRequest(
        @Ctx() ctx: RequestContext,
        @Args() args: { reference: string; mobile: string; smsCode: string },
    ) {
        return this.requests.track(ctx, args);
    }
}

/** A draft's photos and whether its submission needs an SMS code. */
@Resolver('ServiceRequestDraft')
export class ServiceRequestDraftFieldsResolver {
    constructor(
        private requests: ServiceRequestsService,
        private connection: TransactionalConnection,
    ) {}

    @ResolveField()
    photos(@Ctx() ctx: RequestContext, @Parent() draft: DraftView) {
        return this.requests.photos(ctx, { draftId: draft.id });
    }

    @ResolveField()
    async needsSmsCode(@Ctx() ctx: RequestContext) {
        return (await activeCustomerId(ctx, this.connection)) === undefined;
    }
}

/** A request's photos and history on both APIs: whoever got the request may see them. */
@Resolver('ServiceRequest')
export class ServiceRequestFieldsResolver {
    constructor(private requests: ServiceRequestsService) {}

    @ResolveField()
    photos(@Ctx() ctx: RequestContext, @Parent() request: ServiceRequest) {
        return this.requests.photos(ctx, { requestId: request.id });
    }

    @ResolveField()
    history(@Ctx() ctx: RequestContext, @Parent() request: ServiceRequest) {
        return this.requests.history(ctx, request.id);
    }
}

@Resolver('ServiceRequest')
export class ServiceRequestAccessTokenResolver {
    /** Present only on the answers of a submission and a look-up. */
    @ResolveField()
    accessToken(@Parent() request: ServiceRequest & { accessToken?: string }) {
        return request.accessToken ?? null;
    }
}

@Resolver('ServiceRequestDraftResult')
export class ServiceRequestDraftResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'ServiceRequestDraft');
    }
}

@Resolver('SubmitServiceRequestResult')
export class SubmitServiceRequestResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'ServiceRequest');
    }
}

@Resolver('TrackServiceRequestResult')
export class TrackServiceRequestResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'ServiceRequest');
    }
}
