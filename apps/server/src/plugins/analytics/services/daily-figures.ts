import {
    ANALYTICS_CHECKOUT_STEPS,
    type AnalyticsFunnelStage,
    type AnalyticsMetric,
    type AnalyticsPageType,
} from '@maison/shared';

import type { AnalyticsEvent } from '../entities/analytics-event.entity';
import type { AnalyticsPageView } from '../entities/analytics-page-view.entity';
import type { AnalyticsPurchase } from '../entities/analytics-purchase.entity';

export interface DailyFigure {
    metric: AnalyticsMetric;
    dimension: string;
    value: number;
}

export type ViewRow = Pick<
    AnalyticsPageView,
    'visitorHash' | 'memberKey' | 'channel' | 'engagedMs' | 'loadMs' | 'pageType'
>;
export type EventRow = Pick<AnalyticsEvent, 'kind' | 'visitor' | 'sku' | 'term' | 'results' | 'step'>;
export type PurchaseRow = Pick<AnalyticsPurchase, 'visitor' | 'totalWithTax' | 'lines'>;

/** The longest dimension a figure keeps (a search term, a sku). */
const DIMENSION_LENGTH = 128;

/** The value at fraction `q` of the sorted values by the nearest-rank rule: the median is q = 0.5. */
export function nearestRank(sorted: readonly number[], q: number): number {
    if (!sorted.length) return 0;
    return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/**
 * One day's figures from its raw rows: visitors (distinct hashes) and members, page views and
 * engaged time, views by channel, product views by sku, purchases, units and revenue (whole
 * and by sku), searches and the searches that found nothing by term, the funnel (distinct
 * visitor ids reaching each stage) and page-load median and p75 by page type. Every metric
 * without a dimension is there, zero or not, so a rolled-up day is told from one not yet.
 */
export function dailyFigures(views: ViewRow[], events: EventRow[], purchases: PurchaseRow[]): DailyFigure[] {
    const figures = new Map<string, DailyFigure>();
    const add = (metric: AnalyticsMetric, dimension: string, value: number) => {
        const dim = dimension.slice(0, DIMENSION_LENGTH);
        const key = `${metric}\u0000${dim}`;
        const figure = figures.get(key);
        if (figure) figure.value += value;
        else figures.set(key, { metric, dimension: dim, value });
    };

    add('visitors', '', new Set(views.map((v) => v.visitorHash)).size);
    add('members', '', new Set(views.flatMap((v) => (v.memberKey ? [v.memberKey] : []))).size);
    add('page_views', '', views.length);
    add(
        'engaged_ms',
        '',
        views.reduce((sum, v) => sum + v.engagedMs, 0),
    );
    for (const v of views) add('channel_views', v.channel, 1);

    add('searches', '', 0);
    add('zero_result_searches', '', 0);
    const stages = new Map<AnalyticsFunnelStage, Set<string>>();
    const reach = (stage: AnalyticsFunnelStage, visitor: string | null) => {
        if (!visitor) return;
        const set = stages.get(stage) ?? new Set<string>();
        set.add(visitor);
        stages.set(stage, set);
    };
    for (const e of events) {
        switch (e.kind) {
            case 'product_view':
                add('product_views', e.sku ?? '', 1);
                reach('product_view', e.visitor);
                break;
            case 'search':
                add('searches', '', 1);
                add('searches', e.term ?? '', 1);
                if (e.results === 0) {
                    add('zero_result_searches', '', 1);
                    add('zero_result_searches', e.term ?? '', 1);
                }
                break;
            case 'add_to_bag':
                reach('add_to_bag', e.visitor);
                break;
            case 'checkout_step':
                if (e.step && (ANALYTICS_CHECKOUT_STEPS as readonly string[]).includes(e.step)) {
                    reach(`checkout_${e.step}`, e.visitor);
                }
                break;
            case 'payment_started':
                reach('payment_started', e.visitor);
                break;
        }
    }

    add('purchases', '', purchases.length);
    add(
        'revenue',
        '',
        purchases.reduce((sum, p) => sum + p.totalWithTax, 0),
    );
    for (const p of purchases) {
        reach('purchase', p.visitor);
        for (const line of p.lines) {
            add('purchase_units', line.sku, line.quantity);
            add('revenue', line.sku, line.revenue);
        }
    }
    for (const [stage, visitors] of stages) add('funnel', stage, visitors.size);

    const loads = new Map<AnalyticsPageType, number[]>();
    for (const v of views) {
        if (v.loadMs === null || v.loadMs === undefined) continue;
        const list = loads.get(v.pageType) ?? [];
        list.push(v.loadMs);
        loads.set(v.pageType, list);
    }
    for (const [pageType, list] of loads) {
        list.sort((a, b) => a - b);
        add('load_median_ms', pageType, nearestRank(list, 0.5));
        add('load_p75_ms', pageType, nearestRank(list, 0.75));
    }
    return [...figures.values()];
}
