import { hkdfSync } from 'node:crypto';

import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import {
    firstMissingStep,
    MAX_SERVICE_TRACK_TRIES_PER_HOUR,
    normaliseServiceReference,
    normaliseMobile,
    type ServiceContact,
    type ServiceProblem,
    type ServiceTravel,
    type ServiceWatch,
} from '@maison/shared';
import {
    ConfigService,
    EventBus,
    ID,
    idsAreEqual,
    ListQueryBuilder,
    type ListQueryOptions,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';

import { ShopFailure, ShopFailureError, withFailureResult } from '../../failures';
import { SmsCodeService } from '../../membership';
import { clientKey, RateLimiters } from '../../security';
import { MAX_SERVICE_REQUESTS_LISTED, SERVICE_ACCESS_DAYS, SERVICE_PHOTO_URL_MINUTES } from '../constants';
import { ServiceRequestDraft } from '../entities/service-request-draft.entity';
import { ServiceRequestHistory } from '../entities/service-request-history.entity';
import { ServiceRequestPhoto } from '../entities/service-request-photo.entity';
import { ServiceRequest } from '../entities/service-request.entity';
import { ServiceRequestEvent } from '../events/service-request-event';
import {
    newServiceReference,
    openRequestAccess,
    photoSignatureHolds,
    signPhotoPath,
    signRequestAccess,
} from './service-request-codes';
import { ServiceRequestDraftsService } from './service-request-drafts.service';
import { activeCustomerId } from './service-request-owner';

/** A request with the guest's pass to it, as a submission and a look-up answer it. */
export type ServiceRequestWithAccess = ServiceRequest & { accessToken: string };

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The requests of watches sent for service, as their owners make and find them: the submission
 * of a whole draft (a guest proves the mobile by SMS code), a member's own requests, a guest's
 * pass to theirs and the look-up by reference and a code sent to the request's mobile. Staff's
 * moves through the repair are another service's.
 */
@Injectable()
export class ServiceRequestsService implements OnModuleInit {
    private readonly key: Buffer;
    private trackLimiter: RateLimiterAbstract;

    constructor(
        private connection: TransactionalConnection,
        private drafts: ServiceRequestDraftsService,
        private smsCodes: SmsCodeService,
        private eventBus: EventBus,
        private listQueryBuilder: ListQueryBuilder,
        private moduleRef: ModuleRef,
        configService: ConfigService,
    ) {
        // A key of its own, derived from the cookie secret: no new secret to keep.
        const secret = String(configService.authOptions.cookieOptions.secret ?? '');
        this.key = Buffer.from(hkdfSync('sha256', secret, 'morvaux-watch-service', 'service-request-access', 32));
    }

    onModuleInit(): void {
        // Looked up across modules, as the appointments' limiter does.
        this.trackLimiter = this.moduleRef.get(RateLimiters, { strict: false }).create({
            name: 'service-request-track',
            points: MAX_SERVICE_TRACK_TRIES_PER_HOUR,
            durationMs: HOUR_MS,
        });
    }

    /**
     * Makes the request of a whole draft, `submitted` with its first history row, and drops the
     * draft: SERVICE_REQUEST_NOT_FOUND, SERVICE_STEP_MISSING (field: the step),
     * INVALID_SERVICE_REQUEST_INPUT (privacyConsent), or for a guest an SMS_CODE_* failure of the
     * code sent to the contact's mobile.
     */
    async submit(
        ctx: RequestContext,
        key: unknown,
        input: { privacyConsent?: unknown; smsCode?: unknown },
    ): Promise<ServiceRequestWithAccess | ShopFailure> {
        const draft = await this.drafts.find(ctx, key);
        if (!draft) return new ShopFailure('SERVICE_REQUEST_NOT_FOUND');
        const missing = firstMissingStep(draft.steps);
        if (missing !== 'review') return new ShopFailure('SERVICE_STEP_MISSING', { field: missing });
        if (input.privacyConsent !== true)
            return new ShopFailure('INVALID_SERVICE_REQUEST_INPUT', {
                field: 'privacyConsent',
                detail: 'validation.privacyConsent',
            });
        const contact = draft.steps.contact as ServiceContact;
        const customerId = await activeCustomerId(ctx, this.connection);
        const smsCode = String(input.smsCode ?? '').trim();
        if (!customerId) {
            // Checked first and kept: the right code is spent only with the request, in its transaction.
            const check = await this.smsCodes.useCode(ctx, contact.mobile, smsCode, {
                purpose: 'service-request',
                keep: true,
            });
            if (check !== 'OK') return new ShopFailure(`SMS_CODE_${check}`, { field: 'smsCode' });
        }
        const result = await withFailureResult(this.connection, ctx, (tx) =>
            this.insert(tx, draft, customerId, customerId ? undefined : smsCode),
        );
        if (result instanceof ShopFailure) return result;
        await this.eventBus.publish(new ServiceRequestEvent(ctx, result, 'submitted'));
        return Object.assign(result, { accessToken: this.accessFor(result.reference) });
    }

    private async insert(
        ctx: RequestContext,
        draft: ServiceRequestDraft,
        customerId: ID | undefined,
        smsCode: string | undefined,
    ): Promise<ServiceRequest> {
        const watch = draft.steps.watch as ServiceWatch & { modelName: string };
        const problem = draft.steps.problem as ServiceProblem;
        const contact = draft.steps.contact as ServiceContact;
        const travel = draft.steps.travel as ServiceTravel;
        if (smsCode !== undefined) {
            const spent = await this.smsCodes.useCode(ctx, contact.mobile, smsCode, { purpose: 'service-request' });
            if (spent !== 'OK') throw new ShopFailureError(`SMS_CODE_${spent}`, 'code spent meanwhile', 'smsCode');
        }
        const request = await this.connection.getRepository(ctx, ServiceRequest).save(
            new ServiceRequest({
                reference: await this.freshReference(ctx),
                state: 'submitted',
                customerId: customerId ?? null,
                languageCode: draft.languageCode,
                sku: watch.sku,
                modelName: watch.modelName,
                serialNumber: watch.serialNumber,
                purchaseDate: watch.purchaseDate,
                purchasePlace: watch.purchasePlace,
                purchaseStoreSlug: watch.purchaseStoreSlug ?? '',
                hasWarrantyCard: watch.hasWarrantyCard,
                symptoms: problem.symptoms,
                description: problem.description ?? '',
                name: contact.name,
                mobile: contact.mobile,
                email: contact.email,
                travelMode: travel.travelMode,
                pickupAddress:
                    travel.travelMode === 'pickup'
                        ? {
                              provinceCode: travel.provinceCode,
                              cityCode: travel.cityCode,
                              districtCode: travel.districtCode,
                              province: travel.province,
                              city: travel.city,
                              district: travel.district,
                              streetLine: travel.streetLine,
                          }
                        : null,
                pickupDate: travel.travelMode === 'pickup' ? travel.pickupDate : '',
                dropOffStoreSlug: travel.travelMode === 'dropOff' ? travel.dropOffStoreSlug : '',
            }),
        );
        await this.connection
            .getRepository(ctx, ServiceRequestPhoto)
            .update({ draftId: draft.id }, { draftId: null, requestId: request.id });
        // Only the one submission that removes the draft goes on (the transaction undoes the rest):
        // a double click makes one request.
        const removed = await this.connection.getRepository(ctx, ServiceRequestDraft).delete({ id: draft.id });
        if (removed.affected !== 1) throw new ShopFailureError('SERVICE_REQUEST_NOT_FOUND', 'submitted meanwhile');
        await this.connection.getRepository(ctx, ServiceRequestHistory).save(
            new ServiceRequestHistory({
                requestId: request.id,
                state: 'submitted',
                actor: 'owner',
                administratorId: null,
            }),
        );
        return request;
    }

    /** A reference no request has yet; a clash of 2^36 is rare, but a second draw costs nothing. */
    private async freshReference(ctx: RequestContext): Promise<string> {
        const repo = this.connection.getRepository(ctx, ServiceRequest);
        for (;;) {
            const reference = newServiceReference();
            if (!(await repo.exists({ where: { reference } }))) return reference;
        }
    }

    /** The signed-in member's requests, newest first; empty for a guest. */
    async mine(ctx: RequestContext): Promise<ServiceRequest[]> {
        const customerId = await activeCustomerId(ctx, this.connection);
        if (!customerId) return [];
        return this.connection.getRepository(ctx, ServiceRequest).find({
            where: { customerId },
            order: { createdAt: 'DESC', id: 'DESC' },
            take: MAX_SERVICE_REQUESTS_LISTED,
        });
    }

    /** One of the signed-in member's requests by reference; undefined for another's or none. */
    async mineByReference(ctx: RequestContext, reference: unknown): Promise<ServiceRequest | undefined> {
        const ref = typeof reference === 'string' ? normaliseServiceReference(reference) : undefined;
        const customerId = await activeCustomerId(ctx, this.connection);
        if (!ref || !customerId) return undefined;
        const request = await this.connection.getRepository(ctx, ServiceRequest).findOne({ where: { reference: ref } });
        return request && request.customerId !== null && idsAreEqual(request.customerId, customerId)
            ? request
            : undefined;
    }

    /** The request a guest's pass opens; undefined when the pass is wrong or has expired. */
    async byAccess(ctx: RequestContext, accessToken: unknown): Promise<ServiceRequest | undefined> {
        const reference = openRequestAccess(this.key, accessToken);
        if (!reference) return undefined;
        return (
            (await this.connection.getRepository(ctx, ServiceRequest).findOne({ where: { reference } })) ?? undefined
        );
    }

    /**
     * Texts a code to the mobile of the request a guest names, behind the captcha; the answer is
     * the same whether or not the reference and the mobile belong together, so that it tells
     * nothing of which requests there are. Throttled per client as the look-up is.
     */
    async requestTrackCode(
        ctx: RequestContext,
        input: { reference: unknown; mobile: unknown; ticket: string; randstr: string },
    ) {
        const throttled = await this.throttle(ctx);
        if (throttled) return throttled;
        const request = await this.findByReferenceAndMobile(ctx, input.reference, input.mobile);
        if (!request) {
            if (!(await this.smsCodes.passesCaptcha(ctx, input)))
                return { sent: false as const, reason: 'CAPTCHA_FAILED' as const };
            return { sent: true as const, retryAfterMs: 60_000 };
        }
        return this.smsCodes.requestCode(
            ctx,
            { mobile: request.mobile, ticket: input.ticket, randstr: input.randstr },
            'service-request',
        );
    }

    /**
     * A guest's look-up: the request with its pass when the reference, the mobile and the code
     * texted to it agree; SERVICE_REQUEST_NOT_FOUND (whichever is wrong), an SMS_CODE_* failure,
     * or SERVICE_TRACK_THROTTLED past the client's tries of the hour.
     */
    async track(
        ctx: RequestContext,
        input: { reference: unknown; mobile: unknown; smsCode: unknown },
    ): Promise<ServiceRequestWithAccess | ShopFailure> {
        const throttled = await this.throttle(ctx);
        if (throttled) return new ShopFailure('SERVICE_TRACK_THROTTLED', { waitMs: throttled.retryAfterMs });
        const request = await this.findByReferenceAndMobile(ctx, input.reference, input.mobile);
        if (!request) return new ShopFailure('SERVICE_REQUEST_NOT_FOUND');
        const used = await this.smsCodes.useCode(ctx, request.mobile, String(input.smsCode ?? '').trim(), {
            purpose: 'service-request',
        });
        if (used !== 'OK') return new ShopFailure(`SMS_CODE_${used}`, { field: 'smsCode' });
        return Object.assign(request, { accessToken: this.accessFor(request.reference) });
    }

    private async throttle(ctx: RequestContext) {
        try {
            await this.trackLimiter.consume(clientKey(ctx.req?.ip ?? 'unknown'));
            return undefined;
        } catch (err) {
            if (err instanceof RateLimiterRes)
                return { sent: false as const, reason: 'DAILY_LIMIT' as const, retryAfterMs: err.msBeforeNext };
            throw err;
        }
    }

    private async findByReferenceAndMobile(ctx: RequestContext, reference: unknown, mobile: unknown) {
        const ref = typeof reference === 'string' ? normaliseServiceReference(reference) : undefined;
        const number = typeof mobile === 'string' ? normaliseMobile(mobile) : '';
        if (!ref || !number) return undefined;
        return (
            (await this.connection
                .getRepository(ctx, ServiceRequest)
                .findOne({ where: { reference: ref, mobile: number } })) ?? undefined
        );
    }

    private accessFor(reference: string): string {
        return signRequestAccess(this.key, reference, Date.now() + SERVICE_ACCESS_DAYS * DAY_MS);
    }

    /** A request's history, oldest first. */
    history(ctx: RequestContext, requestId: ID): Promise<ServiceRequestHistory[]> {
        return this.connection
            .getRepository(ctx, ServiceRequestHistory)
            .find({ where: { requestId }, order: { createdAt: 'ASC', id: 'ASC' }, take: 100 });
    }

    /** A request's photos, or a draft's, each with an address good for a few minutes (the caller checked who asks). */
    async photos(ctx: RequestContext, owner: { requestId: ID } | { draftId: ID }) {
        const rows = await this.connection
            .getRepository(ctx, ServiceRequestPhoto)
            .find({ where: owner, order: { id: 'ASC' }, take: 10 });
        const expires = Date.now() + SERVICE_PHOTO_URL_MINUTES * 60_000;
        return rows.map((photo) => ({
            id: photo.id,
            mimeType: photo.mimeType,
            byteSize: photo.byteSize,
            url: signPhotoPath(this.key, String(photo.id), expires),
        }));
    }

    /** The photo a signed address names, if its signature holds. */
    async photoBySignature(ctx: RequestContext, id: string, exp: unknown, sig: unknown) {
        if (!/^\d{1,15}$/.test(id) || !photoSignatureHolds(this.key, id, exp, sig)) return undefined;
        return (await this.connection.getRepository(ctx, ServiceRequestPhoto).findOne({ where: { id } })) ?? undefined;
    }

    /** Staff: every request, newest first unless the options sort otherwise. */
    async list(ctx: RequestContext, options?: ListQueryOptions<ServiceRequest>) {
        const [items, totalItems] = await this.listQueryBuilder
            .build(ServiceRequest, { sort: { createdAt: 'DESC' }, ...options }, { ctx })
            .getManyAndCount();
        return { items, totalItems };
    }

    /** Staff: one request by id. */
    async findOne(ctx: RequestContext, id: ID): Promise<ServiceRequest | undefined> {
        return (await this.connection.getRepository(ctx, ServiceRequest).findOne({ where: { id } })) ?? undefined;
    }
}
