import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import {
    CERTIFICATE_LOOKUP_WINDOW_MS,
    MAX_CERTIFICATE_LOOKUPS_PER_CLIENT,
    MAX_WATCH_REGISTRATIONS_PER_CLIENT,
    normaliseSerial,
    type SignedCertificate,
    WATCH_REGISTRATION_WINDOW_MS,
    warrantyEndsOn,
} from '@maison/shared';
import {
    CustomerService,
    ForbiddenError,
    type ID,
    ProductVariant,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { IsNull } from 'typeorm';

import { ShopFailure } from '../../failures';
import { clientKey, RateLimiters } from '../../security';
import { WATCH_SERVICE_PLUGIN_OPTIONS } from '../constants';
import { WatchSerial } from '../entities/watch-serial.entity';
import type { WatchServicePluginOptions } from '../types';
import { CertificateSigner, type PublishedKey } from './certificate-signer';
import { cardCodeMatches } from './warranty-card-codes';

/** A member's watch as its warranty card shows it. */
export interface WarrantyCardView {
    id: ID;
    serial: string;
    sku: string;
    model: string;
    manufacturedOn: string;
    soldOn: string | null;
    salePlace: string | null;
    warrantyEndsOn: string | null;
    registeredAt: Date;
}

/** The member's registration as the Shop API takes it, unchecked. */
export interface RegisterWatchInput {
    serial: string;
    cardCode: string;
}

/** The name of a variant in the language asked for, else Chinese, else any it has. */
export function variantName(variant: ProductVariant | null | undefined, languageCode: string): string {
    const translations = variant?.translations ?? [];
    const pick =
        translations.find((t) => t.languageCode === languageCode) ??
        translations.find((t) => t.languageCode === 'zh') ??
        translations[0];
    return pick?.name ?? '';
}

/**
 * Warranty cards and certificates (issue 33): a member registers a watch with its serial and
 * its card's code, once; anyone reads a serial's certificate signed with the maker's key. Both
 * are bounded per client by the security plugin's shared limiter, against guessing codes and
 * enumerating serials.
 */
@Injectable()
export class WarrantyService implements OnModuleInit {
    private signer: CertificateSigner;
    private lookupLimiter: RateLimiterAbstract;
    private registerLimiter: RateLimiterAbstract;

    constructor(
        private connection: TransactionalConnection,
        private customers: CustomerService,
        private moduleRef: ModuleRef,
        @Inject(WATCH_SERVICE_PLUGIN_OPTIONS) private options: WatchServicePluginOptions,
    ) {}

    onModuleInit(): void {
        this.signer = new CertificateSigner(this.options.warranty.certificateSigningKey);
        // Looked up across modules, as the contact form's limit does.
        const limiters = this.moduleRef.get(RateLimiters, { strict: false });
        this.lookupLimiter = limiters.create({
            name: 'certificate-lookup',
            points: MAX_CERTIFICATE_LOOKUPS_PER_CLIENT,
            durationMs: CERTIFICATE_LOOKUP_WINDOW_MS,
        });
        this.registerLimiter = limiters.create({
            name: 'watch-register',
            points: MAX_WATCH_REGISTRATIONS_PER_CLIENT,
            durationMs: WATCH_REGISTRATION_WINDOW_MS,
        });
    }

    /** The key that checks every certificate, as the certificate page publishes it. */
    publishedKey(): PublishedKey {
        return this.signer.key;
    }

    /**
     * Registers a watch to the signed-in member, or says why not: WARRANTY_CARD_INVALID (no such
     * serial, a code that is not its card's, or a watch not yet sold: one answer, so a guess
     * learns nothing), WATCH_ALREADY_REGISTERED, WATCH_REGISTRATION_THROTTLED (with the wait).
     * Every attempt counts, per client address and per member.
     */
    async register(ctx: RequestContext, input: RegisterWatchInput): Promise<WarrantyCardView | ShopFailure> {
        const customerId = await this.activeCustomerId(ctx);
        try {
            await this.registerLimiter.consume(`m:${String(customerId)}`);
            await this.registerLimiter.consume(`c:${clientKey(ctx.req?.ip ?? 'unknown')}`);
        } catch (err) {
            if (err instanceof RateLimiterRes)
                return new ShopFailure('WATCH_REGISTRATION_THROTTLED', { waitMs: err.msBeforeNext });
            throw err;
        }
        const serial = normaliseSerial(input?.serial);
        const repo = this.connection.getRepository(ctx, WatchSerial);
        const watch = serial ? await repo.findOne({ where: { serial } }) : null;
        if (
            !watch ||
            !watch.soldOn ||
            !cardCodeMatches(
                this.options.warranty.warrantyCodeKey,
                watch.serial,
                String(input?.cardCode ?? ''),
                watch.cardCodeHash,
            )
        ) {
            return new ShopFailure('WARRANTY_CARD_INVALID');
        }
        // Taken only if still free, so two members registering at once cannot both win.
        const taken = await repo.update(
            { id: watch.id, customerId: IsNull() },
            { customerId, registeredAt: new Date() },
        );
        if (taken.affected !== 1) return new ShopFailure('WATCH_ALREADY_REGISTERED');
        const [card] = await this.cards(ctx, { id: watch.id });
        return card;
    }

    /** The signed-in member's watches, the latest registered first. */
    async myWatches(ctx: RequestContext): Promise<WarrantyCardView[]> {
        const customerId = await this.activeCustomerId(ctx);
        return this.cards(ctx, { customerId });
    }

    /**
     * A serial's certificate signed with the maker's key, or WATCH_SERIAL_UNKNOWN, or
     * CERTIFICATE_LOOKUP_THROTTLED (with the wait): every look-up counts, per client address.
     */
    async certificate(ctx: RequestContext, typedSerial: string): Promise<SignedCertificate | ShopFailure> {
        try {
            await this.lookupLimiter.consume(clientKey(ctx.req?.ip ?? 'unknown'));
        } catch (err) {
            if (err instanceof RateLimiterRes)
                return new ShopFailure('CERTIFICATE_LOOKUP_THROTTLED', { waitMs: err.msBeforeNext });
            throw err;
        }
        const serial = normaliseSerial(typedSerial);
        const watch = serial
            ? await this.connection.getRepository(ctx, WatchSerial).findOne({
                  where: { serial },
                  relations: { productVariant: { translations: true } },
              })
            : null;
        if (!watch) return new ShopFailure('WATCH_SERIAL_UNKNOWN');
        // The model in the shop's own language, so the signed document is the same for every reader.
        return this.signer.sign({
            type: 'watch-certificate/1',
            issuer: this.options.warranty.brandName,
            serial: watch.serial,
            sku: watch.sku,
            model: variantName(watch.productVariant, 'zh') || watch.sku,
            manufacturedOn: watch.manufacturedOn,
            firstSoldOn: watch.soldOn,
        });
    }

    private async cards(ctx: RequestContext, where: { id: ID } | { customerId: ID }): Promise<WarrantyCardView[]> {
        const watches = await this.connection.getRepository(ctx, WatchSerial).find({
            where,
            relations: { productVariant: { translations: true } },
            order: { registeredAt: 'DESC', id: 'DESC' },
            // A member holds a handful of watches; the bound keeps the answer small whatever happens.
            take: 100,
        });
        return watches.map((w) => ({
            id: w.id,
            serial: w.serial,
            sku: w.sku,
            model: variantName(w.productVariant, ctx.languageCode) || w.sku,
            manufacturedOn: w.manufacturedOn,
            soldOn: w.soldOn,
            salePlace: w.salePlace,
            warrantyEndsOn: w.soldOn ? warrantyEndsOn(w.soldOn) : null,
            registeredAt: w.registeredAt ?? new Date(0),
        }));
    }

    private async activeCustomerId(ctx: RequestContext): Promise<ID> {
        const customer = ctx.activeUserId ? await this.customers.findOneByUserId(ctx, ctx.activeUserId) : undefined;
        if (!customer) throw new ForbiddenError();
        return customer.id;
    }
}
