/**
 * First-party analytics (issue 35): what the storefront's client may send after consent, the
 * spec's timings (§9), and how a visit's channel is told from its referrer and campaign
 * parameters. Browser-safe: the batch's schema lives in `analytics-batch`, which only servers load.
 */

/** The client counts a page's visible time in steps of this (spec §9: a heartbeat every 5 s). */
export const ANALYTICS_HEARTBEAT_MS = 5_000;
/** The longest page-leave duration stored, in seconds (spec §9); a longer one is cut to it. */
export const ANALYTICS_MAX_LEAVE_S = 432_000;
/** The longest page-load time stored, in seconds (spec §9); a longer one is cut to it. */
export const ANALYTICS_MAX_LOAD_S = 120;
/** A batch larger than this (bytes of JSON) is refused whole. */
export const ANALYTICS_MAX_BATCH_BYTES = 16 * 1024;
/** A batch with more events than this is refused whole. */
export const ANALYTICS_MAX_BATCH_EVENTS = 50;
/** Batches one client may send a minute; more are refused with 429. */
export const ANALYTICS_BATCHES_PER_MINUTE = 60;
/** Raw page views and events are kept this many days unless ANALYTICS_RAW_RETENTION_DAYS says otherwise. */
export const ANALYTICS_RAW_RETENTION_DAYS_DEFAULT = 90;
/** Daily figures are kept this many months. */
export const ANALYTICS_DAILY_RETENTION_MONTHS = 25;
/** Where the backend takes batches (the storefront's own endpoint forwards to it). */
export const ANALYTICS_COLLECT_PATH = '/analytics/collect';

/** Longest path, referrer, campaign value, search term, sku, payment method kept. */
export const ANALYTICS_LIMITS = {
    path: 512,
    referrer: 1024,
    utm: 128,
    term: 100,
    sku: 64,
    method: 32,
    /** The most results a search may report; any count above is a lie. */
    results: 100_000,
    quantity: 1_000,
} as const;

/** The client's opaque visitor id: random, made by the browser after consent. */
export const ANALYTICS_VISITOR_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const ANALYTICS_EVENT_KINDS = [
    'page_view',
    'engaged',
    'page_leave',
    'page_load',
    'product_view',
    'search',
    'add_to_bag',
    'checkout_step',
    'payment_started',
] as const;
export type AnalyticsEventKind = (typeof ANALYTICS_EVENT_KINDS)[number];

/** Where a visit came from. `search` is an engine other than Baidu. */
export const ANALYTICS_CHANNELS = [
    'wechat',
    'weibo',
    'xiaohongshu',
    'baidu',
    'search',
    'referral',
    'direct',
    'campaign',
] as const;
export type AnalyticsChannel = (typeof ANALYTICS_CHANNELS)[number];

export const ANALYTICS_PAGE_TYPES = [
    'home',
    'listing',
    'product',
    'search',
    'checkout',
    'content',
    'account',
    'stores',
    'service',
    'other',
] as const;
export type AnalyticsPageType = (typeof ANALYTICS_PAGE_TYPES)[number];

/** The checkout's steps, in the order a shopper takes them (the funnel's order). */
export const ANALYTICS_CHECKOUT_STEPS = ['contact', 'address', 'delivery', 'payment'] as const;
export type AnalyticsCheckoutStep = (typeof ANALYTICS_CHECKOUT_STEPS)[number];

/** A page view's campaign parameters (utm_source, utm_medium, utm_campaign). */
export interface AnalyticsUtm {
    source?: string;
    medium?: string;
    campaign?: string;
}

/** The charts the rollup fills: each a daily figure per dimension ('' when it has none). */
export const ANALYTICS_METRICS = [
    'visitors',
    'members',
    'page_views',
    'engaged_ms',
    'channel_views',
    'product_views',
    'purchases',
    'purchase_units',
    'revenue',
    'searches',
    'zero_result_searches',
    'funnel',
    'load_median_ms',
    'load_p75_ms',
] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];

/** The funnel's stages, in order: each counts distinct visitors who reached it that day. */
export const ANALYTICS_FUNNEL_STAGES = [
    'product_view',
    'add_to_bag',
    ...ANALYTICS_CHECKOUT_STEPS.map((step) => `checkout_${step}` as const),
    'payment_started',
    'purchase',
] as const;
export type AnalyticsFunnelStage = (typeof ANALYTICS_FUNNEL_STAGES)[number];

const HOST_CHANNELS: ReadonlyArray<[AnalyticsChannel, readonly string[]]> = [
    ['wechat', ['weixin.qq.com', 'servicewechat.com', 'wechat.com']],
    ['weibo', ['weibo.com', 'weibo.cn', 't.cn']],
    ['xiaohongshu', ['xiaohongshu.com', 'xhslink.com']],
    ['baidu', ['baidu.com']],
    [
        'search',
        [
            'google.com',
            'google.cn',
            'bing.com',
            'so.com',
            'sogou.com',
            'sm.cn',
            'toutiao.com',
            'yahoo.com',
            'yandex.ru',
            'duckduckgo.com',
        ],
    ],
];

/** True when `host` is `domain` or one of its subdomains (mp.weixin.qq.com is weixin.qq.com's). */
function within(host: string, domain: string): boolean {
    return host === domain || host.endsWith(`.${domain}`);
}

/**
 * A visit's channel: any utm_source makes it a campaign; else the referrer's host names it
 * (WeChat, Weibo, Xiaohongshu, Baidu, another engine, another site); no referrer, one that is
 * no URL, or the shop's own host is direct.
 */
export function channelOf(
    referrer: string | null | undefined,
    utm: AnalyticsUtm | null | undefined,
    ownHost?: string,
): AnalyticsChannel {
    if (utm?.source?.trim()) return 'campaign';
    if (!referrer) return 'direct';
    let host: string;
    try {
        host = new URL(referrer).hostname.toLowerCase().replace(/\.$/, '');
    } catch {
        return 'direct';
    }
    if (!host) return 'direct';
    if (ownHost && within(host, ownHost.toLowerCase())) return 'direct';
    for (const [channel, domains] of HOST_CHANNELS) {
        if (domains.some((d) => within(host, d))) return channel;
    }
    // Search engines on a country domain (google.de, bing.co.uk) are still search.
    if (/(^|\.)(google|bing|yahoo|yandex)\.[a-z.]+$/.test(host)) return 'search';
    return 'referral';
}

/** A page-leave duration as stored, in milliseconds: at most ANALYTICS_MAX_LEAVE_S, never negative. */
export function cappedLeaveMs(durationMs: number): number {
    return Math.min(Math.max(0, Math.round(durationMs)), ANALYTICS_MAX_LEAVE_S * 1000);
}

/** A page-load time as stored: at most ANALYTICS_MAX_LOAD_S, never negative. */
export function cappedLoadMs(loadMs: number): number {
    return Math.min(Math.max(0, Math.round(loadMs)), ANALYTICS_MAX_LOAD_S * 1000);
}

/** A page's engaged time can never exceed the longest stay stored. */
export function cappedEngagedMs(ms: number): number {
    return cappedLeaveMs(ms);
}
