import { describe, expect, it } from 'vitest';

import {
    ANALYTICS_MAX_BATCH_EVENTS,
    ANALYTICS_MAX_LEAVE_S,
    ANALYTICS_MAX_LOAD_S,
    cappedEngagedMs,
    cappedLeaveMs,
    cappedLoadMs,
    channelOf,
} from './analytics';
import { analyticsBatchSchema } from './analytics-batch';

describe('channelOf', () => {
    it.each([
        ['https://mp.weixin.qq.com/s/abc', 'wechat'],
        ['https://weixin.qq.com/', 'wechat'],
        ['https://servicewechat.com/wx123/0/page-frame.html', 'wechat'],
        ['https://weibo.com/u/1', 'weibo'],
        ['https://m.weibo.cn/status/1', 'weibo'],
        ['http://t.cn/A6x', 'weibo'],
        ['https://www.xiaohongshu.com/explore/1', 'xiaohongshu'],
        ['http://xhslink.com/a/b', 'xiaohongshu'],
        ['https://www.baidu.com/s?wd=watch', 'baidu'],
        ['https://m.baidu.com/', 'baidu'],
        ['https://www.google.com/', 'search'],
        ['https://www.google.de/', 'search'],
        ['https://cn.bing.com/search?q=x', 'search'],
        ['https://www.so.com/s?q=x', 'search'],
        ['https://www.sogou.com/web?query=x', 'search'],
        ['https://forum.example.org/thread/1', 'referral'],
        // Lookalikes are not the platforms.
        ['https://notweibo.com/', 'referral'],
        ['https://baidu.com.evil.example/', 'referral'],
        ['', 'direct'],
        ['not a url', 'direct'],
    ] as const)('%s is %s', (referrer, channel) => {
        expect(channelOf(referrer, undefined)).toBe(channel);
    });

    it('is direct from the shop itself and its subdomains', () => {
        expect(channelOf('https://shop.example.cn/watches', undefined, 'shop.example.cn')).toBe('direct');
        expect(channelOf('https://m.shop.example.cn/', undefined, 'shop.example.cn')).toBe('direct');
        expect(channelOf(undefined, undefined, 'shop.example.cn')).toBe('direct');
    });

    it('is a campaign whenever utm_source is given, whatever the referrer', () => {
        expect(channelOf('https://mp.weixin.qq.com/s/abc', { source: 'newsletter' })).toBe('campaign');
        expect(channelOf(undefined, { source: 'wechat-ad', medium: 'cpc' })).toBe('campaign');
        // Only a source names a campaign; a medium alone or a blank source does not.
        expect(channelOf('https://www.baidu.com/', { medium: 'cpc' })).toBe('baidu');
        expect(channelOf(undefined, { source: '  ' })).toBe('direct');
    });
});

describe('caps', () => {
    it('cuts a page leave at 432,000 s and a load at 120 s, keeping what is below', () => {
        expect(cappedLeaveMs(ANALYTICS_MAX_LEAVE_S * 1000 + 1)).toBe(432_000_000);
        expect(cappedLeaveMs(Number.MAX_SAFE_INTEGER)).toBe(432_000_000);
        expect(cappedLeaveMs(12_345)).toBe(12_345);
        expect(cappedLoadMs(ANALYTICS_MAX_LOAD_S * 1000 + 1)).toBe(120_000);
        expect(cappedLoadMs(850)).toBe(850);
        expect(cappedEngagedMs(10 ** 12)).toBe(432_000_000);
        expect(cappedLoadMs(-5)).toBe(0);
    });
});

const view = '0f8d6a2e-4a7b-4c1e-9d3f-2b1a0c9e8f7d';
const visitor = 'v_0123456789abcdefXYZ';

describe('analyticsBatchSchema', () => {
    it('takes a batch of every kind', () => {
        const batch = {
            visitor,
            events: [
                {
                    kind: 'page_view',
                    view,
                    at: 1_790_000_000_000,
                    path: '/watches?q=1',
                    referrer: 'https://mp.weixin.qq.com/s/a',
                    utm: { source: 'wx', campaign: 'spring' },
                    pageType: 'listing',
                },
                { kind: 'engaged', view, ms: 15_000 },
                { kind: 'page_leave', view, durationMs: 10 ** 10 },
                { kind: 'page_load', view, loadMs: 999_999 },
                { kind: 'product_view', view, sku: 'MV-1001' },
                { kind: 'search', view, term: '潜水表', results: 0 },
                { kind: 'add_to_bag', view, sku: 'MV-1001', quantity: 1 },
                { kind: 'checkout_step', view, step: 'address' },
                { kind: 'payment_started', view, method: 'alipay' },
            ],
        };
        const parsed = analyticsBatchSchema.safeParse(batch);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
        // A duration above the caps passes the schema: the store cuts it.
        expect(parsed.data?.events[2]).toEqual({ kind: 'page_leave', view, durationMs: 10 ** 10 });
    });

    it.each([
        ['an unknown kind', { visitor, events: [{ kind: 'click', view }] }],
        ['a kind with a field of another', { visitor, events: [{ kind: 'engaged', view, ms: 5000, sku: 'x' }] }],
        ['no events', { visitor, events: [] }],
        [
            'too many events',
            {
                visitor,
                events: Array.from({ length: ANALYTICS_MAX_BATCH_EVENTS + 1 }, () => ({
                    kind: 'engaged',
                    view,
                    ms: 1,
                })),
            },
        ],
        ['a short visitor id', { visitor: 'abc', events: [{ kind: 'engaged', view, ms: 1 }] }],
        [
            'a visitor id with other characters',
            { visitor: 'a'.repeat(20) + '@', events: [{ kind: 'engaged', view, ms: 1 }] },
        ],
        ['a negative duration', { visitor, events: [{ kind: 'page_leave', view, durationMs: -1 }] }],
        ['a fractional duration', { visitor, events: [{ kind: 'engaged', view, ms: 1.5 }] }],
        ['a duration as text', { visitor, events: [{ kind: 'engaged', view, ms: '5000' }] }],
        ['an unknown page type', { visitor, events: [{ kind: 'page_view', view, at: 1, path: '/', pageType: 'x' }] }],
        [
            'a path not from the root',
            { visitor, events: [{ kind: 'page_view', view, at: 1, path: 'https://x/', pageType: 'home' }] },
        ],
        [
            'an overlong path',
            { visitor, events: [{ kind: 'page_view', view, at: 1, path: '/' + 'a'.repeat(600), pageType: 'home' }] },
        ],
        ['an overlong search term', { visitor, events: [{ kind: 'search', view, term: 'x'.repeat(101), results: 1 }] }],
        ['an unknown checkout step', { visitor, events: [{ kind: 'checkout_step', view, step: 'gift' }] }],
        ['a quantity of none', { visitor, events: [{ kind: 'add_to_bag', view, sku: 'A', quantity: 0 }] }],
        ['a field more', { visitor, events: [{ kind: 'engaged', view, ms: 1 }], phone: '13800000000' }],
        ['not an object', 'page_view'],
    ])('refuses %s', (_what, batch) => {
        expect(analyticsBatchSchema.safeParse(batch).success).toBe(false);
    });
});
