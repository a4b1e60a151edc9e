import {
    ANALYTICS_HEARTBEAT_MS,
    ANALYTICS_MAX_BATCH_BYTES,
    ANALYTICS_MAX_BATCH_EVENTS,
    ANALYTICS_VISITOR_PATTERN,
} from '@maison/shared';
import { analyticsBatchSchema, type AnalyticsBatch, type AnalyticsEvent } from '@maison/shared/analytics-batch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { batchesOf, HEARTBEATS_PER_BATCH, randomId, Tracker } from './tracker';

const VISITOR = 'visitor_abcdefghijkl';

/** A tracker on fake timers whose batches are kept, parsed and checked against the endpoint's schema. */
function tracked() {
    const sent: AnalyticsBatch[] = [];
    const idle: Array<() => void> = [];
    let serial = 0;
    const tracker = new Tracker({
        visitor: VISITOR,
        send: (json) => {
            sent.push(analyticsBatchSchema.parse(JSON.parse(json)));
        },
        later: (task) => idle.push(task),
        newId: () => `view_${String(++serial).padStart(8, '0')}`,
    });
    const events = () => sent.flatMap((b) => b.events);
    const ofKind = <K extends AnalyticsEvent['kind']>(kind: K) =>
        events().filter((e): e is Extract<AnalyticsEvent, { kind: K }> => e.kind === kind);
    const runIdle = () => idle.splice(0).forEach((task) => task());
    return { tracker, sent, events, ofKind, runIdle };
}

beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
});
afterEach(() => {
    vi.useRealTimers();
});

describe('engaged time', () => {
    it('counts a heartbeat every 5 s while the page is visible, and none while it is hidden', () => {
        const { tracker, ofKind } = tracked();
        tracker.pageView({ path: '/watches', pageType: 'listing' });
        tracker.visible(true);
        vi.advanceTimersByTime(4 * ANALYTICS_HEARTBEAT_MS + 4_999);
        tracker.hide();
        expect(ofKind('engaged').map((e) => e.ms)).toEqual([20_000]);

        // A minute in another tab counts nothing.
        vi.advanceTimersByTime(60_000);
        tracker.visible(true);
        vi.advanceTimersByTime(2 * ANALYTICS_HEARTBEAT_MS);
        tracker.hide();
        // The page's total so far, not one row per heartbeat.
        expect(ofKind('engaged').map((e) => e.ms)).toEqual([20_000, 30_000]);
    });

    it('sends the total only when it grew', () => {
        const { tracker, ofKind } = tracked();
        tracker.pageView({ path: '/', pageType: 'home' });
        tracker.visible(true);
        vi.advanceTimersByTime(ANALYTICS_HEARTBEAT_MS);
        tracker.hide();
        tracker.hide();
        expect(ofKind('engaged')).toHaveLength(1);
        expect(ofKind('page_leave')).toHaveLength(2);
    });
});

describe('page views and leaves', () => {
    it('leaves the page before with how long it stayed open, hidden time included', () => {
        const { tracker, ofKind, events } = tracked();
        const first = tracker.pageView({
            path: '/watches',
            pageType: 'listing',
            referrer: 'https://www.baidu.com/s?wd=watch',
            utm: { source: ' weibo ', medium: '' },
        });
        tracker.visible(true);
        vi.advanceTimersByTime(2 * ANALYTICS_HEARTBEAT_MS);
        tracker.visible(false);
        vi.advanceTimersByTime(30_000);
        const second = tracker.pageView({ path: '/watches/heritage/MX-100', pageType: 'product' });
        tracker.flush();

        expect(ofKind('page_view').map((v) => [v.view, v.path])).toEqual([
            [first, '/watches'],
            [second, '/watches/heritage/MX-100'],
        ]);
        expect(ofKind('page_view')[0]).toMatchObject({
            referrer: 'https://www.baidu.com/s?wd=watch',
            utm: { source: 'weibo' },
        });
        expect(ofKind('page_view')[1]).not.toHaveProperty('utm');
        expect(ofKind('page_leave')).toEqual([{ kind: 'page_leave', view: first, durationMs: 40_000 }]);
        expect(ofKind('engaged')).toEqual([{ kind: 'engaged', view: first, ms: 10_000 }]);
        // The leave of the first page comes before the view of the second.
        const kinds = events().map((e) => e.kind);
        expect(kinds.indexOf('page_leave')).toBeLessThan(kinds.lastIndexOf('page_view'));
    });

    it('records the shop’s moments on the current page, and none before a page view', () => {
        const { tracker, ofKind, sent } = tracked();
        tracker.moment({ kind: 'search', term: 'chronograph', results: 0 });
        tracker.flush();
        expect(sent).toEqual([]);
        const view = tracker.pageView({ path: '/search/all', pageType: 'search' });
        tracker.moment({ kind: 'search', term: 'chronograph', results: 0 });
        tracker.flush();
        expect(ofKind('search')).toEqual([{ kind: 'search', view, term: 'chronograph', results: 0 }]);
    });

    it('sends a payment started at once, the gateway’s page following', () => {
        const { tracker, ofKind } = tracked();
        tracker.pageView({ path: '/checkout', pageType: 'checkout' });
        tracker.moment({ kind: 'payment_started', method: 'alipay' }, true);
        expect(ofKind('payment_started')).toHaveLength(1);
    });

    it('forgets what was not sent when stopped, and counts no more', () => {
        const { tracker, sent } = tracked();
        tracker.pageView({ path: '/', pageType: 'home' });
        tracker.visible(true);
        tracker.stop();
        vi.advanceTimersByTime(60_000);
        tracker.flush();
        expect(sent).toEqual([]);
    });
});

describe('batches', () => {
    it('go every few heartbeats of activity, when the browser is idle', () => {
        const { tracker, sent, runIdle, ofKind } = tracked();
        tracker.pageView({ path: '/', pageType: 'home' });
        tracker.visible(true);
        vi.advanceTimersByTime((HEARTBEATS_PER_BATCH - 1) * ANALYTICS_HEARTBEAT_MS);
        runIdle();
        expect(sent).toHaveLength(0);
        vi.advanceTimersByTime(ANALYTICS_HEARTBEAT_MS);
        // Asked for, not sent in the timer's own turn.
        expect(sent).toHaveLength(0);
        runIdle();
        expect(sent).toHaveLength(1);
        expect(ofKind('engaged').map((e) => e.ms)).toEqual([HEARTBEATS_PER_BATCH * ANALYTICS_HEARTBEAT_MS]);
        // Nothing goes while the page is hidden and nothing happens.
        tracker.visible(false);
        vi.advanceTimersByTime(10 * 60_000);
        runIdle();
        expect(sent).toHaveLength(1);
    });

    it('go at once when full, never above the endpoint’s count of events', () => {
        const { tracker, sent } = tracked();
        tracker.pageView({ path: '/search/all', pageType: 'search' });
        for (let i = 0; i < ANALYTICS_MAX_BATCH_EVENTS; i++) {
            tracker.moment({ kind: 'search', term: `term ${i}`, results: i });
        }
        expect(sent).toHaveLength(1);
        expect(sent[0].events).toHaveLength(ANALYTICS_MAX_BATCH_EVENTS);
    });

    it('are split to stay under the endpoint’s size, and carry the visitor', () => {
        const long = '/'.padEnd(500, '表');
        const events: AnalyticsEvent[] = Array.from({ length: 40 }, (_, i) => ({
            kind: 'page_view',
            view: `view_${String(i).padStart(8, '0')}`,
            at: 1,
            path: long,
            pageType: 'content',
        }));
        const batches = batchesOf(VISITOR, events);
        expect(batches.length).toBeGreaterThan(1);
        for (const json of batches) {
            expect(Buffer.byteLength(json)).toBeLessThanOrEqual(ANALYTICS_MAX_BATCH_BYTES);
            expect(analyticsBatchSchema.parse(JSON.parse(json)).visitor).toBe(VISITOR);
        }
        expect(batches.flatMap((b) => (JSON.parse(b) as AnalyticsBatch).events)).toHaveLength(40);
        expect(batchesOf(VISITOR, [])).toEqual([]);
    });
});

describe('ids', () => {
    it('are random and url-safe, a visitor’s as the backend takes it', () => {
        const ids = new Set(Array.from({ length: 100 }, () => randomId(16)));
        expect(ids.size).toBe(100);
        for (const id of ids) expect(id).toMatch(ANALYTICS_VISITOR_PATTERN);
        expect(randomId()).toMatch(/^[A-Za-z0-9_-]{16}$/);
    });
});
