import {
    addDays,
    ANALYTICS_CHANNELS,
    ANALYTICS_FUNNEL_STAGES,
    ANALYTICS_PAGE_TYPES,
    type AnalyticsChannel,
    type AnalyticsFunnelStage,
    type AnalyticsPageType,
    daysBetween,
} from '@maison/shared';

/** One daily figure as the Admin API's analyticsFigures answers it. */
export interface Figure {
    day: string;
    metric: string;
    dimension: string;
    value: number;
}

/** The presets of the date range, in days ending today. */
export const RANGE_PRESETS = [7, 30, 90] as const;
export const DEFAULT_RANGE_DAYS = 30;
/** How many rows the product and search tables show. */
export const TOP_ROWS = 20;

export interface DateRange {
    from: string;
    to: string;
}

/** The `days` days ending on `today`, today included. */
export function lastDays(today: string, days: number): DateRange {
    return { from: addDays(today, -(days - 1)), to: today };
}

/** A figure of one metric with no dimension, per day. */
function perDay(figures: readonly Figure[], metric: string): Map<string, number> {
    const map = new Map<string, number>();
    for (const f of figures) if (f.metric === metric && f.dimension === '') map.set(f.day, f.value);
    return map;
}

/** A metric's values by dimension, summed over the range's days (its total without a dimension left out). */
function byDimension(figures: readonly Figure[], metric: string): Map<string, number> {
    const map = new Map<string, number>();
    for (const f of figures) {
        if (f.metric !== metric || f.dimension === '') continue;
        map.set(f.dimension, (map.get(f.dimension) ?? 0) + f.value);
    }
    return map;
}

/** Whether the range has any rolled-up day: the rollup writes page_views for every day it does. */
export function hasFigures(figures: readonly Figure[]): boolean {
    return figures.some((f) => f.metric === 'page_views' && f.dimension === '');
}

export interface DayRow {
    day: string;
    /** Null for a day not rolled up (today, or before the analytics began): a gap, not a zero. */
    visitors: number | null;
    pageViews: number | null;
    /** Engaged seconds per page view, one decimal. */
    engagedSPerView: number | null;
}

/** Visitors, page views and engaged time per page view for every day of the range. */
export function dayRows(figures: readonly Figure[], range: DateRange): DayRow[] {
    const visitors = perDay(figures, 'visitors');
    const views = perDay(figures, 'page_views');
    const engaged = perDay(figures, 'engaged_ms');
    const rows: DayRow[] = [];
    const count = daysBetween(range.from, range.to);
    for (let i = 0; i <= count; i++) {
        const day = addDays(range.from, i);
        const pageViews = views.get(day);
        if (pageViews === undefined) {
            rows.push({ day, visitors: null, pageViews: null, engagedSPerView: null });
            continue;
        }
        const ms = engaged.get(day) ?? 0;
        rows.push({
            day,
            visitors: visitors.get(day) ?? 0,
            pageViews,
            engagedSPerView: pageViews ? Math.round(ms / pageViews / 100) / 10 : 0,
        });
    }
    return rows;
}

export interface ChannelRow {
    channel: AnalyticsChannel;
    views: number;
    /** Share of all page views in the range, in percent with one decimal. */
    share: number;
}

/** Page views by channel over the range, in the shared list's order, channels without views left out. */
export function channelRows(figures: readonly Figure[]): ChannelRow[] {
    const views = byDimension(figures, 'channel_views');
    const total = [...views.values()].reduce((a, b) => a + b, 0);
    return ANALYTICS_CHANNELS.flatMap((channel) => {
        const n = views.get(channel) ?? 0;
        return n ? [{ channel, views: n, share: percent(n, total) }] : [];
    });
}

export interface ProductRow {
    sku: string;
    views: number;
    units: number;
    /** Fen. */
    revenue: number;
}

/** Products by views over the range, the most viewed first (then by sku), at most TOP_ROWS. */
export function topViewed(figures: readonly Figure[]): ProductRow[] {
    return productRows(figures)
        .filter((r) => r.views > 0)
        .sort((a, b) => b.views - a.views || a.sku.localeCompare(b.sku))
        .slice(0, TOP_ROWS);
}

/** Products by units bought over the range, the most bought first, at most TOP_ROWS. */
export function topBought(figures: readonly Figure[]): ProductRow[] {
    return productRows(figures)
        .filter((r) => r.units > 0)
        .sort((a, b) => b.units - a.units || b.revenue - a.revenue || a.sku.localeCompare(b.sku))
        .slice(0, TOP_ROWS);
}

function productRows(figures: readonly Figure[]): ProductRow[] {
    const views = byDimension(figures, 'product_views');
    const units = byDimension(figures, 'purchase_units');
    const revenue = byDimension(figures, 'revenue');
    const skus = new Set([...views.keys(), ...units.keys()]);
    return [...skus].map((sku) => ({
        sku,
        views: views.get(sku) ?? 0,
        units: units.get(sku) ?? 0,
        revenue: revenue.get(sku) ?? 0,
    }));
}

export interface SearchRow {
    term: string;
    searches: number;
}

/** Search terms by how often they were searched over the range, at most TOP_ROWS. */
export function topSearches(figures: readonly Figure[], metric: 'searches' | 'zero_result_searches'): SearchRow[] {
    return [...byDimension(figures, metric)]
        .map(([term, searches]) => ({ term, searches }))
        .sort((a, b) => b.searches - a.searches || a.term.localeCompare(b.term))
        .slice(0, TOP_ROWS);
}

/** The total of a metric without a dimension over the range. */
export function total(figures: readonly Figure[], metric: string): number {
    return [...perDay(figures, metric).values()].reduce((a, b) => a + b, 0);
}

export interface FunnelRow {
    stage: AnalyticsFunnelStage;
    visitors: number;
    /** Percent of the stage before kept (100 for the first stage), one decimal. */
    keptOfPrevious: number;
    /** Percent of the first stage kept, one decimal. */
    keptOfFirst: number;
}

/**
 * The checkout funnel over the range, every stage in order. Each day counts distinct visitors
 * reaching a stage; the range adds the days up, so a visitor who came back another day counts on each.
 */
export function funnelRows(figures: readonly Figure[]): FunnelRow[] {
    const stages = byDimension(figures, 'funnel');
    const counts = ANALYTICS_FUNNEL_STAGES.map((stage) => stages.get(stage) ?? 0);
    return ANALYTICS_FUNNEL_STAGES.map((stage, i) => ({
        stage,
        visitors: counts[i]!,
        keptOfPrevious: i === 0 ? 100 : percent(counts[i]!, counts[i - 1]!),
        keptOfFirst: percent(counts[i]!, counts[0]!),
    }));
}

export interface LoadRow {
    pageType: AnalyticsPageType;
    medianMs: number;
    p75Ms: number;
    /** The days of the range that had loads of this page type. */
    days: number;
}

/**
 * Page-load times per page type. The rollup keeps each day's median and p75, not the loads; a
 * range shows the median of its days' values, which a single slow day does not sway.
 */
export function loadRows(figures: readonly Figure[]): LoadRow[] {
    const medians = new Map<string, number[]>();
    const p75s = new Map<string, number[]>();
    for (const f of figures) {
        const into = f.metric === 'load_median_ms' ? medians : f.metric === 'load_p75_ms' ? p75s : undefined;
        if (!into || !f.dimension) continue;
        into.set(f.dimension, [...(into.get(f.dimension) ?? []), f.value]);
    }
    return ANALYTICS_PAGE_TYPES.flatMap((pageType) => {
        const m = medians.get(pageType);
        if (!m?.length) return [];
        return [{ pageType, medianMs: median(m), p75Ms: median(p75s.get(pageType) ?? []), days: m.length }];
    });
}

/** The middle value (the mean of the two middle ones for an even count), 0 for none. */
export function median(values: readonly number[]): number {
    if (!values.length) return 0;
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** `part` of `whole` in percent, one decimal; 0 of nothing. */
export function percent(part: number, whole: number): number {
    return whole ? Math.round((part / whole) * 1000) / 10 : 0;
}
