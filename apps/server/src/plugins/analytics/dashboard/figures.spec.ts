import { describe, expect, it } from 'vitest';

import { csvCell, csvFileName, toCsv } from './csv';
import {
    channelRows,
    dayRows,
    type Figure,
    funnelRows,
    hasFigures,
    lastDays,
    loadRows,
    median,
    topBought,
    topSearches,
    topViewed,
    total,
} from './figures';

const f = (day: string, metric: string, dimension: string, value: number): Figure => ({
    day,
    metric,
    dimension,
    value,
});

/** Two rolled-up days, 1 and 3 March; 2 March was not rolled up. */
const FIGURES: Figure[] = [
    f('2027-03-01', 'visitors', '', 3),
    f('2027-03-01', 'page_views', '', 4),
    f('2027-03-01', 'engaged_ms', '', 50_000),
    f('2027-03-01', 'channel_views', 'wechat', 3),
    f('2027-03-01', 'channel_views', 'direct', 1),
    f('2027-03-01', 'product_views', 'MV-1', 2),
    f('2027-03-01', 'product_views', 'MV-2', 1),
    f('2027-03-01', 'purchase_units', 'MV-2', 1),
    f('2027-03-01', 'revenue', '', 1_000_000),
    f('2027-03-01', 'revenue', 'MV-2', 1_000_000),
    f('2027-03-01', 'searches', '', 3),
    f('2027-03-01', 'searches', 'tourbillon', 2),
    f('2027-03-01', 'searches', '陀飞轮', 1),
    f('2027-03-01', 'zero_result_searches', '', 1),
    f('2027-03-01', 'zero_result_searches', '陀飞轮', 1),
    f('2027-03-01', 'funnel', 'product_view', 4),
    f('2027-03-01', 'funnel', 'add_to_bag', 2),
    f('2027-03-01', 'funnel', 'checkout_contact', 1),
    f('2027-03-01', 'funnel', 'purchase', 1),
    f('2027-03-01', 'load_median_ms', 'product', 800),
    f('2027-03-01', 'load_p75_ms', 'product', 1_200),
    f('2027-03-03', 'visitors', '', 1),
    f('2027-03-03', 'page_views', '', 2),
    f('2027-03-03', 'engaged_ms', '', 0),
    f('2027-03-03', 'channel_views', 'wechat', 2),
    f('2027-03-03', 'product_views', 'MV-2', 3),
    f('2027-03-03', 'purchase_units', 'MV-1', 1),
    f('2027-03-03', 'purchase_units', 'MV-2', 1),
    f('2027-03-03', 'revenue', 'MV-1', 4_990_000),
    f('2027-03-03', 'revenue', 'MV-2', 1_000_000),
    f('2027-03-03', 'funnel', 'product_view', 1),
    f('2027-03-03', 'load_median_ms', 'product', 400),
    f('2027-03-03', 'load_p75_ms', 'product', 600),
    f('2027-03-03', 'load_median_ms', 'home', 300),
    f('2027-03-03', 'load_p75_ms', 'home', 500),
];

describe("the analytics page's figures", () => {
    it('takes the last days up to today, today included', () => {
        expect(lastDays('2027-03-03', 7)).toEqual({ from: '2027-02-25', to: '2027-03-03' });
        expect(lastDays('2027-03-03', 1)).toEqual({ from: '2027-03-03', to: '2027-03-03' });
    });

    it('gives every day of the range a row, a day not rolled up a gap rather than a zero', () => {
        expect(dayRows(FIGURES, { from: '2027-03-01', to: '2027-03-03' })).toEqual([
            { day: '2027-03-01', visitors: 3, pageViews: 4, engagedSPerView: 12.5 },
            { day: '2027-03-02', visitors: null, pageViews: null, engagedSPerView: null },
            { day: '2027-03-03', visitors: 1, pageViews: 2, engagedSPerView: 0 },
        ]);
        expect(hasFigures(FIGURES)).toBe(true);
        expect(hasFigures(FIGURES.filter((x) => x.metric !== 'page_views'))).toBe(false);
        expect(total(FIGURES, 'page_views')).toBe(6);
    });

    it('adds channels up over the days, with their share', () => {
        expect(channelRows(FIGURES)).toEqual([
            { channel: 'wechat', views: 5, share: 83.3 },
            { channel: 'direct', views: 1, share: 16.7 },
        ]);
    });

    it('ranks products by views and by units bought, with their revenue in fen', () => {
        expect(topViewed(FIGURES).map((r) => [r.sku, r.views])).toEqual([
            ['MV-2', 4],
            ['MV-1', 2],
        ]);
        expect(topBought(FIGURES)).toEqual([
            { sku: 'MV-2', views: 4, units: 2, revenue: 2_000_000 },
            { sku: 'MV-1', views: 2, units: 1, revenue: 4_990_000 },
        ]);
    });

    it('ranks search terms, and the ones that found nothing, leaving out the totals', () => {
        expect(topSearches(FIGURES, 'searches')).toEqual([
            { term: 'tourbillon', searches: 2 },
            { term: '陀飞轮', searches: 1 },
        ]);
        expect(topSearches(FIGURES, 'zero_result_searches')).toEqual([{ term: '陀飞轮', searches: 1 }]);
    });

    it('shows every funnel stage in order with what each kept of the one before and of the first', () => {
        const rows = funnelRows(FIGURES);
        expect(rows.map((r) => r.stage)).toEqual([
            'product_view',
            'add_to_bag',
            'checkout_contact',
            'checkout_address',
            'checkout_delivery',
            'checkout_payment',
            'payment_started',
            'purchase',
        ]);
        expect(rows[0]).toEqual({ stage: 'product_view', visitors: 5, keptOfPrevious: 100, keptOfFirst: 100 });
        expect(rows[1]).toEqual({ stage: 'add_to_bag', visitors: 2, keptOfPrevious: 40, keptOfFirst: 40 });
        expect(rows[2]).toMatchObject({ visitors: 1, keptOfPrevious: 50, keptOfFirst: 20 });
        // A stage nobody reached keeps nothing, and the one after it is no division by zero.
        expect(rows[3]).toMatchObject({ visitors: 0, keptOfPrevious: 0 });
        expect(rows[7]).toMatchObject({ stage: 'purchase', visitors: 1, keptOfPrevious: 0, keptOfFirst: 20 });
    });

    it('gives page-load times per page type as the median of the days, in the page types’ order', () => {
        expect(loadRows(FIGURES)).toEqual([
            { pageType: 'home', medianMs: 300, p75Ms: 500, days: 1 },
            { pageType: 'product', medianMs: 600, p75Ms: 900, days: 2 },
        ]);
        expect(median([])).toBe(0);
        expect(median([5, 1, 3])).toBe(3);
    });
});

describe('the CSV export', () => {
    it('quotes what needs quoting, doubles quotes, and keeps a formula a visitor typed as text', () => {
        expect(csvCell('plain')).toBe('plain');
        expect(csvCell('a,b')).toBe('"a,b"');
        expect(csvCell('say "hi"')).toBe('"say ""hi"""');
        expect(csvCell('two\nlines')).toBe('"two\nlines"');
        expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
        expect(csvCell('@sum')).toBe("'@sum");
        expect(csvCell(-5)).toBe('-5');
        expect(csvCell(12.5)).toBe('12.5');
        expect(csvCell(null)).toBe('');
        expect(csvCell(Number.NaN)).toBe('');
    });

    it('starts with the byte-order mark so spreadsheets read Chinese, rows ended by CRLF', () => {
        const csv = toCsv(
            ['搜索词', '次数'],
            [
                ['陀飞轮', 2],
                ['a,b', 1],
            ],
        );
        expect(csv.charCodeAt(0)).toBe(0xfeff);
        expect(csv.slice(1)).toBe('搜索词,次数\r\n陀飞轮,2\r\n"a,b",1\r\n');
        expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    });

    it('names the file by chart and range in safe characters', () => {
        expect(csvFileName('funnel', '2027-03-01', '2027-03-30')).toBe('analytics-funnel-2027-03-01-2027-03-30.csv');
        expect(csvFileName('a b/c', '2027-03-01', '2027-03-01')).toBe('analytics-a-b-c-2027-03-01-2027-03-01.csv');
    });
});
