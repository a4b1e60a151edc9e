import { Inject, Injectable } from '@nestjs/common';
import {
    addDays,
    ANALYTICS_DAILY_RETENTION_MONTHS,
    type AnalyticsMetric,
    daysBetween,
    isShopDate,
    shopClock,
    shopInstant,
} from '@maison/shared';
import { RequestContext, TransactionalConnection } from '@vendure/core';
import { Between, In, LessThan } from 'typeorm';

import { ShopFailureError } from '../../failures';
import { ANALYTICS_PLUGIN_OPTIONS, MAX_REPORT_DAYS } from '../constants';
import { AnalyticsDailyFigure } from '../entities/analytics-daily-figure.entity';
import { AnalyticsDailySalt } from '../entities/analytics-daily-salt.entity';
import { AnalyticsEvent } from '../entities/analytics-event.entity';
import { AnalyticsPageView } from '../entities/analytics-page-view.entity';
import { AnalyticsPurchase } from '../entities/analytics-purchase.entity';
import type { AnalyticsPluginOptions } from '../types';
import { dailyFigures } from './daily-figures';

/** The metric whose row without a dimension marks a day as rolled up (dailyFigures always writes it). */
const MARKER: AnalyticsMetric = 'page_views';

/** What was deleted by one run of the retention. */
export interface RetentionResult {
    pageViews: number;
    events: number;
    purchases: number;
    figures: number;
    salts: number;
}

/** The month `months` before `day`, same day of the month (or the month's last), YYYY-MM-DD. */
export function monthsBefore(day: string, months: number): string {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const target = new Date(Date.UTC(y, m - 1 - months, 1));
    const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
    target.setUTCDate(Math.min(d, last));
    return target.toISOString().slice(0, 10);
}

/**
 * The daily rollup of the raw rows, the figures staff read, and the retention: raw page views,
 * events and purchases for ANALYTICS_RAW_RETENTION_DAYS, daily figures for 25 months, salts
 * until the day after theirs.
 */
@Injectable()
export class AnalyticsReportsService {
    constructor(
        private connection: TransactionalConnection,
        @Inject(ANALYTICS_PLUGIN_OPTIONS) private options: AnalyticsPluginOptions,
    ) {}

    /**
     * Rolls up each finished day (in Beijing) of the raw retention that is not rolled up yet,
     * oldest first; the days it rolled up. A day is finished at midnight: nothing is received for it after.
     * A day an operator rolled up before its midnight (rollUpDay) holds only its figures so far,
     * so it counts as not rolled up until it is rolled up again after.
     */
    async rollUpFinishedDays(ctx: RequestContext, now = new Date()): Promise<string[]> {
        const today = shopClock(now).date;
        const first = addDays(today, -this.options.rawRetentionDays);
        const yesterday = addDays(today, -1);
        const done = new Set(
            (
                await this.connection.getRepository(ctx, AnalyticsDailyFigure).find({
                    select: { day: true, createdAt: true },
                    where: { metric: MARKER, dimension: '', day: Between(first, yesterday) },
                })
            )
                .filter((f) => f.createdAt.getTime() >= shopInstant(addDays(f.day, 1), 0).getTime())
                .map((f) => f.day),
        );
        const rolled: string[] = [];
        for (let day = first; day <= yesterday; day = addDays(day, 1)) {
            if (done.has(day)) continue;
            await this.rollUp(ctx, day);
            rolled.push(day);
        }
        return rolled;
    }

    /**
     * Rolls one day up again on an operator's demand (after raw rows were mended, or to see today
     * so far) and answers its figures. Only a day whose raw rows are still kept, today at most: an
     * older day's figures would be replaced by nothing. Today's figures are those so far; the
     * scheduled rollup rolls the day up again once it is over.
     */
    async rollUpDay(ctx: RequestContext, day: string, now = new Date()): Promise<AnalyticsDailyFigure[]> {
        const today = shopClock(now).date;
        if (!isShopDate(day) || day > today) {
            throw new ShopFailureError('INVALID_DATE_RANGE', 'a day up to today', 'day');
        }
        if (day < addDays(today, -this.options.rawRetentionDays)) {
            throw new ShopFailureError('INVALID_DATE_RANGE', 'its raw rows are no longer kept', 'day');
        }
        await this.rollUp(ctx, day);
        return this.figures(ctx, day, day);
    }

    /** Computes a day's figures from its raw rows and puts them in place of any it had. */
    async rollUp(ctx: RequestContext, day: string): Promise<void> {
        const views = await this.connection.getRepository(ctx, AnalyticsPageView).find({
            select: {
                visitorHash: true,
                memberKey: true,
                channel: true,
                engagedMs: true,
                loadMs: true,
                pageType: true,
            },
            where: { day },
        });
        const events = await this.connection.getRepository(ctx, AnalyticsEvent).find({
            select: { kind: true, visitor: true, sku: true, term: true, results: true, step: true },
            where: { day },
        });
        const purchases = await this.connection.getRepository(ctx, AnalyticsPurchase).find({
            select: { visitor: true, totalWithTax: true, lines: true },
            where: { day },
        });
        const figures = dailyFigures(views, events, purchases).map((f) => new AnalyticsDailyFigure({ ...f, day }));
        await this.connection.withTransaction(ctx, async (tx) => {
            const repo = this.connection.getRepository(tx, AnalyticsDailyFigure);
            await repo.delete({ day });
            // In chunks: SQLite takes at most 999 bound parameters a statement.
            for (let i = 0; i < figures.length; i += 150) await repo.insert(figures.slice(i, i + 150));
        });
    }

    /**
     * The daily figures of a date range (Beijing days, both included), of the metrics asked for
     * (none for an empty list) or, without a list, of all.
     */
    async figures(
        ctx: RequestContext,
        from: string,
        to: string,
        metrics?: readonly AnalyticsMetric[] | null,
    ): Promise<AnalyticsDailyFigure[]> {
        if (!isShopDate(from) || !isShopDate(to) || daysBetween(from, to) < 0) {
            throw new ShopFailureError('INVALID_DATE_RANGE', 'from and to are dates, from first', 'from');
        }
        if (daysBetween(from, to) >= MAX_REPORT_DAYS) {
            throw new ShopFailureError('INVALID_DATE_RANGE', `at most ${MAX_REPORT_DAYS} days`, 'to');
        }
        if (metrics && !metrics.length) return [];
        return this.connection.getRepository(ctx, AnalyticsDailyFigure).find({
            where: { day: Between(from, to), ...(metrics ? { metric: In([...metrics]) } : {}) },
            order: { day: 'ASC', metric: 'ASC', dimension: 'ASC' },
        });
    }

    /** Deletes what is past its time: raw rows of days before the retention, figures older than 25 months, old salts. */
    async deleteExpired(ctx: RequestContext, now = new Date()): Promise<RetentionResult> {
        const today = shopClock(now).date;
        const rawBefore = addDays(today, -this.options.rawRetentionDays);
        const figuresBefore = monthsBefore(today, ANALYTICS_DAILY_RETENTION_MONTHS);
        const repo = <T extends object>(entity: new () => T) => this.connection.getRepository(ctx, entity);
        const affected = (r: { affected?: number | null }) => r.affected ?? 0;
        return {
            pageViews: affected(await repo(AnalyticsPageView).delete({ day: LessThan(rawBefore) })),
            events: affected(await repo(AnalyticsEvent).delete({ day: LessThan(rawBefore) })),
            purchases: affected(await repo(AnalyticsPurchase).delete({ day: LessThan(rawBefore) })),
            figures: affected(await repo(AnalyticsDailyFigure).delete({ day: LessThan(figuresBefore) })),
            // Yesterday's salt may still hash a batch sent at midnight; older ones hash nothing more.
            salts: affected(await repo(AnalyticsDailySalt).delete({ day: LessThan(addDays(today, -1)) })),
        };
    }
}
