import { randomBytes } from 'node:crypto';

import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import {
    ANALYTICS_BATCHES_PER_MINUTE,
    cappedEngagedMs,
    cappedLeaveMs,
    cappedLoadMs,
    channelOf,
    shopClock,
} from '@maison/shared';
import type { AnalyticsBatch, AnalyticsEvent as BatchEvent } from '@maison/shared/analytics-batch';
import { CustomerService, RequestContext, TransactionalConnection } from '@vendure/core';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { LessThan } from 'typeorm';

import { clientKey, RateLimiters } from '../../security';
import { ANALYTICS_PLUGIN_OPTIONS } from '../constants';
import { AnalyticsDailySalt } from '../entities/analytics-daily-salt.entity';
import { AnalyticsEvent } from '../entities/analytics-event.entity';
import { AnalyticsPageView } from '../entities/analytics-page-view.entity';
import type { AnalyticsPluginOptions } from '../types';
import { isBot } from './bots';
import { memberKey, visitorHash } from './visitor-keys';

/** Who sent a batch, as the storefront forwarded it: never stored as such. */
export interface BatchClient {
    address: string;
    userAgent: string | undefined;
}

type Moment = Extract<BatchEvent, { kind: AnalyticsEvent['kind'] }>;

const MOMENTS = new Set<BatchEvent['kind']>([
    'product_view',
    'search',
    'add_to_bag',
    'checkout_step',
    'payment_started',
]);

function isMoment(event: BatchEvent): event is Moment {
    return MOMENTS.has(event.kind);
}

/**
 * Takes the storefront's batches of events, already checked against the schema: page views
 * stored once by their id, the times of a page updated on its row (the largest engaged time,
 * the latest leave and load times, each cut to the spec's caps), the shop's moments one row
 * each. A whole batch is stored in one transaction or not at all.
 */
@Injectable()
export class AnalyticsCollectorService implements OnModuleInit {
    private limiter: RateLimiterAbstract;
    private salt: { day: string; salt: string } | undefined;

    constructor(
        private connection: TransactionalConnection,
        private customers: CustomerService,
        private moduleRef: ModuleRef,
        @Inject(ANALYTICS_PLUGIN_OPTIONS) private options: AnalyticsPluginOptions,
    ) {}

    onModuleInit(): void {
        // Looked up across modules, as the appointments' throttle does.
        this.limiter = this.moduleRef.get(RateLimiters, { strict: false }).create({
            name: 'analytics-client',
            points: ANALYTICS_BATCHES_PER_MINUTE,
            durationMs: 60_000,
        });
    }

    /** Counts a batch against its client's limit; the milliseconds to wait when over it. */
    async throttle(address: string): Promise<number | undefined> {
        try {
            await this.limiter.consume(clientKey(address));
            return undefined;
        } catch (err) {
            if (err instanceof RateLimiterRes) return err.msBeforeNext;
            throw err;
        }
    }

    /** Stores a checked batch, unless a robot sent it; whether it was stored. */
    async collect(ctx: RequestContext, batch: AnalyticsBatch, client: BatchClient, now = new Date()): Promise<boolean> {
        if (isBot(client.userAgent)) return false;
        const { date: day } = shopClock(now);
        const hash = visitorHash(await this.saltOf(day), client.address, client.userAgent ?? '');
        const member = await this.memberOf(ctx);
        const who = { visitor: batch.visitor, visitorHash: hash, memberKey: member, at: now, day };

        const views: AnalyticsPageView[] = [];
        const engaged = new Map<string, number>();
        const leaves = new Map<string, number>();
        const loads = new Map<string, number>();
        const moments: AnalyticsEvent[] = [];
        for (const event of batch.events) {
            switch (event.kind) {
                case 'page_view': {
                    let referrerHost: string | null = null;
                    try {
                        referrerHost = event.referrer ? new URL(event.referrer).hostname.slice(0, 255) || null : null;
                    } catch {
                        referrerHost = null;
                    }
                    views.push(
                        new AnalyticsPageView({
                            ...who,
                            viewId: event.view,
                            path: event.path,
                            pageType: event.pageType,
                            channel: channelOf(event.referrer, event.utm, this.options.ownHost),
                            referrerHost,
                            utmSource: event.utm?.source ?? null,
                            utmMedium: event.utm?.medium ?? null,
                            utmCampaign: event.utm?.campaign ?? null,
                            engagedMs: 0,
                            leaveMs: null,
                            loadMs: null,
                        }),
                    );
                    break;
                }
                case 'engaged':
                    engaged.set(event.view, Math.max(engaged.get(event.view) ?? 0, cappedEngagedMs(event.ms)));
                    break;
                case 'page_leave':
                    leaves.set(event.view, cappedLeaveMs(event.durationMs));
                    break;
                case 'page_load':
                    loads.set(event.view, cappedLoadMs(event.loadMs));
                    break;
                default:
                    if (isMoment(event)) moments.push(this.moment(event, who));
            }
        }

        await this.connection.withTransaction(ctx, async (tx) => {
            const pageViews = this.connection.getRepository(tx, AnalyticsPageView);
            if (views.length) {
                // A view sent again (a retried beacon) keeps its first row.
                await pageViews.createQueryBuilder().insert().values(views).orIgnore().execute();
            }
            // Only the visitor's own page views: another's id changes nothing.
            for (const [viewId, ms] of engaged) {
                await pageViews.update({ viewId, visitor: batch.visitor, engagedMs: LessThan(ms) }, { engagedMs: ms });
            }
            for (const [viewId, leaveMs] of leaves) {
                await pageViews.update({ viewId, visitor: batch.visitor }, { leaveMs });
            }
            for (const [viewId, loadMs] of loads) {
                await pageViews.update({ viewId, visitor: batch.visitor }, { loadMs });
            }
            if (moments.length) await this.connection.getRepository(tx, AnalyticsEvent).insert(moments);
        });
        return true;
    }

    private moment(event: Moment, who: Pick<AnalyticsEvent, 'visitor' | 'visitorHash' | 'memberKey' | 'at' | 'day'>) {
        const base = {
            ...who,
            kind: event.kind,
            viewId: event.view,
            sku: null,
            term: null,
            results: null,
            quantity: null,
            step: null,
            method: null,
        };
        switch (event.kind) {
            case 'product_view':
                return new AnalyticsEvent({ ...base, sku: event.sku });
            case 'search':
                return new AnalyticsEvent({ ...base, term: event.term.toLowerCase(), results: event.results });
            case 'add_to_bag':
                return new AnalyticsEvent({ ...base, sku: event.sku, quantity: event.quantity });
            case 'checkout_step':
                return new AnalyticsEvent({ ...base, step: event.step });
            case 'payment_started':
                return new AnalyticsEvent({ ...base, method: event.method });
        }
    }

    /**
     * The day's salt: made by whichever instance asks first (an insert that ignores the
     * conflict), read by all, so every instance hashes a visitor the same way.
     */
    private async saltOf(day: string): Promise<string> {
        if (this.salt?.day === day) return this.salt.salt;
        const repo = this.connection.rawConnection.getRepository(AnalyticsDailySalt);
        await repo
            .createQueryBuilder()
            .insert()
            .values({ day, salt: randomBytes(32).toString('hex') })
            .orIgnore()
            .execute();
        const stored = await repo.findOneByOrFail({ day });
        this.salt = { day, salt: stored.salt };
        return stored.salt;
    }

    private async memberOf(ctx: RequestContext): Promise<string | null> {
        if (!ctx.activeUserId) return null;
        const customer = await this.customers.findOneByUserId(ctx, ctx.activeUserId);
        return customer ? memberKey(this.options.memberKeySecret, customer.id) : null;
    }
}
