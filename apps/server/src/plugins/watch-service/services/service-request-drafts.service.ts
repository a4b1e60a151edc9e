import { Inject, Injectable } from '@nestjs/common';
import {
    firstMissingStep,
    isPastPurchaseDate,
    MAX_SERVICE_PHOTO_BYTES,
    MAX_SERVICE_PHOTOS,
    pickupDays,
    SEND_WATCH_STEPS,
    type SendWatchDraftSteps,
    type SendWatchStep,
    serviceContactSchema,
    serviceProblemSchema,
    serviceTravelSchema,
    serviceWatchSchema,
    sniffPhotoType,
} from '@maison/shared';
import { idsAreEqual, type ID, ProductVariant, RequestContext, TransactionalConnection } from '@vendure/core';
import { randomBytes } from 'node:crypto';
import { IsNull } from 'typeorm';
import type { z } from 'zod';

import { ShopFailure } from '../../failures';
import { Store } from '../../stores/entities/store.entity';
import { SERVICE_PHOTO_STORAGE } from '../constants';
import { ServiceRequestDraft } from '../entities/service-request-draft.entity';
import { ServiceRequestPhoto } from '../entities/service-request-photo.entity';
import type { ServicePhotoStorage } from '../photos/service-photo-storage';
import { hashDraftKey, isDraftKey, newDraftKey } from './service-request-codes';
import { activeCustomerId } from './service-request-owner';

/** The steps a visitor saves one by one; `review` is the submission. */
export type SavedStep = Exclude<SendWatchStep, 'review'>;

const SCHEMAS: Record<SavedStep, z.ZodType> = {
    watch: serviceWatchSchema,
    problem: serviceProblemSchema,
    contact: serviceContactSchema,
    travel: serviceTravelSchema,
};

/**
 * The drafts of "send my watch": each step checked by the shared schema and against the shop's
 * records (a model of the catalogue, a boutique that is shown), kept on the server under a key
 * the visitor holds, in the steps' order; and the photos of step 2, checked by their bytes.
 */
@Injectable()
export class ServiceRequestDraftsService {
    constructor(
        private connection: TransactionalConnection,
        @Inject(SERVICE_PHOTO_STORAGE) private storage: ServicePhotoStorage,
    ) {}

    /** A new, empty draft and the key that opens it (given once: only its hash is kept). */
    async start(ctx: RequestContext): Promise<{ key: string; draft: ServiceRequestDraft }> {
        const key = newDraftKey();
        const draft = await this.connection.getRepository(ctx, ServiceRequestDraft).save(
            new ServiceRequestDraft({
                keyHash: hashDraftKey(key),
                customerId: (await activeCustomerId(ctx, this.connection)) ?? null,
                steps: {},
                languageCode: ctx.languageCode,
            }),
        );
        return { key, draft };
    }

    /** The draft a key opens, if the visitor may: a member's draft only to that member. */
    async find(ctx: RequestContext, key: unknown): Promise<ServiceRequestDraft | undefined> {
        if (!isDraftKey(key)) return undefined;
        const draft = await this.connection
            .getRepository(ctx, ServiceRequestDraft)
            .findOne({ where: { keyHash: hashDraftKey(key) } });
        if (!draft) return undefined;
        if (draft.customerId !== null) {
            const customerId = await activeCustomerId(ctx, this.connection);
            if (!customerId || !idsAreEqual(customerId, draft.customerId)) return undefined;
        }
        return draft;
    }

    /**
     * Keeps one step's input once it passes: INVALID_SERVICE_REQUEST_INPUT naming the field,
     * SERVICE_STEP_MISSING naming the first step still missing before it, SERVICE_REQUEST_NOT_FOUND
     * for a key that opens no draft of the visitor's.
     */
    async saveStep(
        ctx: RequestContext,
        key: unknown,
        step: SavedStep,
        input: unknown,
    ): Promise<ServiceRequestDraft | ShopFailure> {
        const draft = await this.find(ctx, key);
        if (!draft) return new ShopFailure('SERVICE_REQUEST_NOT_FOUND');
        const missing = firstMissingStep(draft.steps);
        if (SEND_WATCH_STEPS.indexOf(step) > SEND_WATCH_STEPS.indexOf(missing)) {
            return new ShopFailure('SERVICE_STEP_MISSING', { field: missing });
        }
        const parsed = SCHEMAS[step].safeParse(input);
        if (!parsed.success) {
            const issue = parsed.error.issues[0];
            return new ShopFailure('INVALID_SERVICE_REQUEST_INPUT', {
                detail: issue.message,
                field: String(issue.path[0] ?? 'input'),
            });
        }
        const checked = await this.checkAgainstRecords(ctx, step, parsed.data as Record<string, unknown>);
        if (checked instanceof ShopFailure) return checked;
        const steps: SendWatchDraftSteps = { ...draft.steps, [step]: checked };
        draft.steps = steps;
        return this.connection.getRepository(ctx, ServiceRequestDraft).save(draft);
    }

    /** What the schema cannot know: the model is in the catalogue, the boutique is shown, the dates. */
    private async checkAgainstRecords(
        ctx: RequestContext,
        step: SavedStep,
        value: Record<string, unknown>,
    ): Promise<Record<string, unknown> | ShopFailure> {
        const invalid = (field: string, detail: string) =>
            new ShopFailure('INVALID_SERVICE_REQUEST_INPUT', { field, detail });
        if (step === 'watch') {
            if (!isPastPurchaseDate(String(value.purchaseDate)))
                return invalid('purchaseDate', 'validation.purchaseDate');
            const modelName = await this.modelName(ctx, String(value.sku));
            if (modelName === undefined) return invalid('sku', 'validation.serviceModel');
            if (value.purchasePlace === 'boutique') {
                if (!(await this.isShownBoutique(ctx, String(value.purchaseStoreSlug))))
                    return invalid('purchaseStoreSlug', 'validation.serviceStore');
            } else {
                value.purchaseStoreSlug = '';
            }
            return { ...value, modelName };
        }
        if (step === 'travel') {
            if (value.travelMode === 'pickup' && !pickupDays().includes(String(value.pickupDate)))
                return invalid('pickupDate', 'validation.pickupDate');
            if (value.travelMode === 'dropOff' && !(await this.isShownBoutique(ctx, String(value.dropOffStoreSlug))))
                return invalid('dropOffStoreSlug', 'validation.serviceStore');
        }
        return value;
    }

    /** The catalogue's name of a sold model by its sku, in the visitor's language; undefined when there is none. */
    private async modelName(ctx: RequestContext, sku: string): Promise<string | undefined> {
        const variant = await this.connection.getRepository(ctx, ProductVariant).findOne({
            where: { sku, deletedAt: IsNull(), enabled: true, product: { deletedAt: IsNull() } },
            relations: { translations: true },
        });
        if (!variant) return undefined;
        const t =
            variant.translations.find((x) => x.languageCode === ctx.languageCode) ??
            variant.translations.find((x) => x.languageCode === 'zh') ??
            variant.translations[0];
        return t?.name ?? sku;
    }

    /** Watches go to boutiques the shop shows (a store service for taking watches may narrow this later). */
    private async isShownBoutique(ctx: RequestContext, slug: string): Promise<boolean> {
        if (!slug) return false;
        return this.connection.getRepository(ctx, Store).exists({ where: { slug, enabled: true, type: 'boutique' } });
    }

    /** The photos of a draft, oldest first. */
    photos(ctx: RequestContext, draftId: ID): Promise<ServiceRequestPhoto[]> {
        return this.connection
            .getRepository(ctx, ServiceRequestPhoto)
            .find({ where: { draftId }, order: { id: 'ASC' }, take: MAX_SERVICE_PHOTOS });
    }

    /**
     * Keeps a photo of the draft's watch, privately: PHOTO_TOO_LARGE past 5 MB,
     * PHOTO_TYPE_NOT_ALLOWED unless its bytes are JPEG, PNG or HEIC, TOO_MANY_PHOTOS past five,
     * SERVICE_REQUEST_NOT_FOUND for a key that opens no draft of the visitor's.
     */
    async addPhoto(ctx: RequestContext, key: unknown, bytes: Buffer): Promise<ServiceRequestPhoto | ShopFailure> {
        const draft = await this.find(ctx, key);
        if (!draft) return new ShopFailure('SERVICE_REQUEST_NOT_FOUND');
        if (bytes.length > MAX_SERVICE_PHOTO_BYTES) return new ShopFailure('PHOTO_TOO_LARGE', { field: 'photo' });
        const mimeType = sniffPhotoType(bytes);
        if (!mimeType) return new ShopFailure('PHOTO_TYPE_NOT_ALLOWED', { field: 'photo' });
        const repo = this.connection.getRepository(ctx, ServiceRequestPhoto);
        if ((await repo.count({ where: { draftId: draft.id } })) >= MAX_SERVICE_PHOTOS)
            return new ShopFailure('TOO_MANY_PHOTOS', { field: 'photo' });
        const storageKey = randomBytes(16).toString('hex');
        await this.storage.put(storageKey, bytes);
        return repo.save(
            new ServiceRequestPhoto({
                draftId: draft.id,
                requestId: null,
                storageKey,
                mimeType,
                byteSize: bytes.length,
            }),
        );
    }

    /** Removes a photo from the draft; SERVICE_REQUEST_NOT_FOUND for another's draft or photo. */
    async removePhoto(ctx: RequestContext, key: unknown, photoId: ID): Promise<ServiceRequestDraft | ShopFailure> {
        const draft = await this.find(ctx, key);
        if (!draft) return new ShopFailure('SERVICE_REQUEST_NOT_FOUND');
        const repo = this.connection.getRepository(ctx, ServiceRequestPhoto);
        const photo = await repo.findOne({ where: { id: photoId, draftId: draft.id } });
        if (!photo) return new ShopFailure('SERVICE_REQUEST_NOT_FOUND', { field: 'photoId' });
        await repo.delete({ id: photo.id });
        await this.storage.delete(photo.storageKey);
        return draft;
    }
}
