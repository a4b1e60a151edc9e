import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import {
    addDays,
    ANALYTICS_BATCHES_PER_MINUTE,
    ANALYTICS_FUNNEL_STAGES,
    ANALYTICS_MAX_BATCH_EVENTS,
    shopClock,
    shopInstant,
} from '@maison/shared';
import type { AnalyticsBatch } from '@maison/shared/analytics-batch';
import { RequestContext, RequestContextService, TransactionalConnection } from '@vendure/core';
import type { ObjectLiteral, Repository } from 'typeorm';

import { startTestShop, type TestDatabase, type TestShop } from '../../../../e2e/test-shop';
import { ADD, completeCheckoutDetails, TO_PAYMENT } from '../../checkout/e2e/shop-documents';
import { ADMIN_LOGIN } from '../../reviews/e2e/graphql/admin-documents';
import {
    AnalyticsCollectorService,
    AnalyticsDailyFigure,
    AnalyticsDailySalt,
    AnalyticsEvent,
    AnalyticsPageView,
    AnalyticsPurchase,
    AnalyticsPurchasesService,
    AnalyticsReportsService,
} from '..';
import { monthsBefore } from '../services/analytics-reports.service';

const databases: TestDatabase[] = inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];

/** A browser the tests drive: headless, and counted all the same. */
const BROWSER =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';

const SET_VISITOR = /* GraphQL */ `
    mutation ($visitor: String!) {
        setOrderAnalyticsVisitor(visitor: $visitor)
    }
`;

const ADD_PAYMENT = /* GraphQL */ `
    mutation ($method: String!) {
        addPaymentToOrder(input: { method: $method, metadata: { channel: "desktop" } }) {
            __typename
            ... on Order {
                id
                code
                payments {
                    id
                    metadata
                }
            }
        }
    }
`;

const FIGURES = /* GraphQL */ `
    query ($from: String!, $to: String!, $metrics: [String!]) {
        analyticsFigures(from: $from, to: $to, metrics: $metrics) {
            day
            metric
            dimension
            value
        }
    }
`;

type Figure = { day: string; metric: string; dimension: string; value: number };

let serial = 0;
/** A fresh visitor id, page view id or client address for each use. */
const visitorId = () => `visitor_${String(++serial).padStart(12, '0')}`;
const viewId = () => `view-${String(++serial).padStart(8, '0')}`;
const address = () => `198.51.${Math.floor(++serial / 250)}.${serial % 250}`;

function pageView(view: string, extra: Record<string, unknown> = {}) {
    return { kind: 'page_view', view, at: Date.now(), path: '/watches', pageType: 'listing', ...extra };
}

describe.each(databases)('analytics on %s', (db) => {
    let shop: TestShop;
    let ctx: RequestContext;
    let repo: <T extends ObjectLiteral>(entity: new () => T) => Repository<T>;

    beforeAll(async () => {
        shop = await startTestShop({ name: `analytics-${db}`, db, postgresUrl: inject('postgresUrl') });
        ctx = await shop.app.get(RequestContextService).create({ apiType: 'admin' });
        const connection = shop.app.get(TransactionalConnection).rawConnection;
        repo = (entity) => connection.getRepository(entity);
    }, 240_000);

    afterAll(() => shop?.close());

    async function send(
        body: unknown,
        opts: { client?: string; ua?: string; contentType?: string; raw?: string; token?: string } = {},
    ) {
        const res = await fetch(`${shop.baseUrl}/analytics/collect`, {
            method: 'POST',
            headers: {
                'content-type': opts.contentType ?? 'application/json',
                'user-agent': opts.ua ?? BROWSER,
                // The storefront forwards the visitor's address; the backend trusts it from loopback.
                'x-forwarded-for': opts.client ?? address(),
                ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
            },
            body: opts.raw ?? JSON.stringify(body),
        });
        const text = await res.text();
        return { status: res.status, body: text ? (JSON.parse(text) as { code: string }) : undefined, res };
    }

    /** Every analytics row a visitor id has anywhere. */
    async function rowsOf(visitor: string): Promise<number> {
        return (
            (await repo(AnalyticsPageView).countBy({ visitor })) +
            (await repo(AnalyticsEvent).countBy({ visitor })) +
            (await repo(AnalyticsPurchase).countBy({ visitor }))
        );
    }

    async function totals() {
        return {
            views: await repo(AnalyticsPageView).count(),
            events: await repo(AnalyticsEvent).count(),
            purchases: await repo(AnalyticsPurchase).count(),
        };
    }

    it('stores a valid batch: its page view once, with its channel, and its moments', async () => {
        const visitor = visitorId();
        const view = viewId();
        const batch = {
            visitor,
            events: [
                pageView(view, { referrer: 'https://mp.weixin.qq.com/s/abc', pageType: 'product', path: '/watch/x' }),
                { kind: 'product_view', view, sku: 'MV-1' },
                { kind: 'search', view, term: 'Tourbillon', results: 0 },
            ],
        };
        expect((await send(batch)).status).toBe(204);
        // A retried beacon adds no second page view.
        expect((await send({ visitor, events: [pageView(view, { path: '/other' })] })).status).toBe(204);
        const rows = await repo(AnalyticsPageView).findBy({ visitor });
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
            viewId: view,
            channel: 'wechat',
            path: '/watch/x',
            referrerHost: 'mp.weixin.qq.com',
        });
        expect(rows[0].visitorHash).toMatch(/^[0-9a-f]{64}$/);
        const events = await repo(AnalyticsEvent).findBy({ visitor });
        expect(events.map((e) => [e.kind, e.sku, e.term, e.results]).sort()).toEqual([
            ['product_view', 'MV-1', null, null],
            ['search', null, 'tourbillon', 0],
        ]);
    });

    it('counts a signed-in member by a key of their own that names no one, the same from any address', async () => {
        const email = `analytics-${db}@example.com`;
        const password = 'a-long-enough-password';
        await shop.shop(
            `mutation ($input: RegisterCustomerInput!) { registerCustomerAccount(input: $input) { __typename } }`,
            { input: { emailAddress: email, password, firstName: '统计', lastName: '会员' } },
        );
        const login = await shop.shop<{ login: { __typename: string; id?: string } }>(
            `mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename ... on CurrentUser { id } } }`,
            { u: email, p: password },
        );
        expect(login.data.login.__typename).toBe('CurrentUser');
        const visitor = visitorId();
        const [first, second, guest] = [viewId(), viewId(), viewId()];
        expect((await send({ visitor, events: [pageView(first)] }, { token: login.token! })).status).toBe(204);
        expect((await send({ visitor, events: [pageView(second)] }, { token: login.token! })).status).toBe(204);
        expect((await send({ visitor, events: [pageView(guest)] })).status).toBe(204);
        const rows = await repo(AnalyticsPageView).findBy({ visitor });
        const keyOf = (view: string) => rows.find((r) => r.viewId === view)?.memberKey;
        expect(keyOf(first)).toMatch(/^[0-9a-f]{64}$/);
        expect(keyOf(second)).toBe(keyOf(first));
        expect(keyOf(guest)).toBeNull();
        // The stored row holds no address, e-mail or account id in any column.
        const stored = JSON.stringify(rows);
        expect(stored).not.toContain(email);
        expect(stored).not.toContain('198.51.');
    });

    it('refuses malformed batches with 400 INVALID and stores none of them', async () => {
        const before = await totals();
        const visitor = visitorId();
        const view = viewId();
        const good = [pageView(view)];
        const refused = [
            await send(undefined, { raw: '{"visitor": "x", "events": [' }),
            await send(undefined, { raw: JSON.stringify({ visitor, events: good }), contentType: 'text/plain' }),
            await send(undefined, { raw: `visitor=${visitor}`, contentType: 'application/x-www-form-urlencoded' }),
            await send({ visitor, events: [...good, { kind: 'click', view }] }),
            await send({ visitor, events: [...good, { kind: 'engaged', view, ms: -5 }] }),
            await send({
                visitor,
                events: Array.from({ length: ANALYTICS_MAX_BATCH_EVENTS + 1 }, () => pageView(viewId())),
            }),
            await send({ visitor: 'short', events: good }),
            await send({ visitor, events: good, ip: '203.0.113.9' }),
        ];
        for (const reply of refused) {
            expect(reply.status).toBe(400);
            expect(reply.body).toMatchObject({ code: 'INVALID' });
        }
        expect(await rowsOf(visitor)).toBe(0);
        expect(await totals()).toEqual(before);
    });

    it('refuses an oversized batch with 413 and stores none of it', async () => {
        const before = await totals();
        const visitor = visitorId();
        // Within the schema, event by event, and too large as a whole.
        const events = Array.from({ length: 40 }, () => pageView(viewId(), { path: `/${'a'.repeat(500)}` }));
        const reply = await send({ visitor, events });
        expect(reply.status).toBe(413);
        expect(reply.body).toMatchObject({ code: 'ANALYTICS_BATCH_TOO_LARGE' });
        // Far beyond any body the backend reads.
        const huge = await send(undefined, { raw: JSON.stringify({ visitor, events, pad: 'x'.repeat(2_000_000) }) });
        expect(huge.status).toBe(413);
        expect(await rowsOf(visitor)).toBe(0);
        expect(await totals()).toEqual(before);
    });

    it(`refuses a client's batches beyond ${ANALYTICS_BATCHES_PER_MINUTE} a minute with 429 and Retry-After`, async () => {
        const client = address();
        const visitor = visitorId();
        for (let i = 0; i < ANALYTICS_BATCHES_PER_MINUTE; i++) {
            // Engaged time of a page view nobody stored: taken, and changes nothing.
            expect(
                (await send({ visitor, events: [{ kind: 'engaged', view: 'nothing-here', ms: 5000 }] }, { client }))
                    .status,
            ).toBe(204);
        }
        const view = viewId();
        const refused = await send({ visitor, events: [pageView(view)] }, { client });
        expect(refused.status).toBe(429);
        expect(refused.body).toMatchObject({ code: 'ANALYTICS_THROTTLED' });
        expect(Number(refused.res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await rowsOf(visitor)).toBe(0);
        // Another client is not held back by this one.
        expect((await send({ visitor, events: [pageView(view)] })).status).toBe(204);
        expect(await repo(AnalyticsPageView).countBy({ viewId: view })).toBe(1);
    });

    it("takes a known robot's batch and stores nothing of it", async () => {
        const visitor = visitorId();
        for (const ua of [
            'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
            'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
            'curl/8.5.0',
        ]) {
            const reply = await send(
                { visitor, events: [pageView(viewId()), { kind: 'product_view', view: 'v-robot1', sku: 'A' }] },
                { ua },
            );
            expect(reply.status).toBe(204);
        }
        expect(await rowsOf(visitor)).toBe(0);
    });

    it('cuts durations above the caps to the caps', async () => {
        const visitor = visitorId();
        const view = viewId();
        const reply = await send({
            visitor,
            events: [
                pageView(view),
                { kind: 'page_load', view, loadMs: 999_999_999 },
                { kind: 'engaged', view, ms: 10 ** 12 },
                { kind: 'page_leave', view, durationMs: 10 ** 13 },
            ],
        });
        expect(reply.status).toBe(204);
        const row = await repo(AnalyticsPageView).findOneByOrFail({ viewId: view });
        expect(row).toMatchObject({ loadMs: 120_000, engagedMs: 432_000_000, leaveMs: 432_000_000 });
        // Below the caps, a time is kept as sent.
        const other = viewId();
        await send({
            visitor,
            events: [
                pageView(other),
                { kind: 'page_load', view: other, loadMs: 840 },
                { kind: 'page_leave', view: other, durationMs: 61_000 },
            ],
        });
        expect(await repo(AnalyticsPageView).findOneByOrFail({ viewId: other })).toMatchObject({
            loadMs: 840,
            leaveMs: 61_000,
        });
    });

    it('keeps engaged time on the page view’s one row, the largest reported, and only its visitor’s', async () => {
        const visitor = visitorId();
        const view = viewId();
        await send({ visitor, events: [pageView(view)] });
        for (const ms of [5_000, 10_000, 15_000, 10_000]) {
            expect((await send({ visitor, events: [{ kind: 'engaged', view, ms }] })).status).toBe(204);
        }
        // Another visitor naming this page view changes nothing.
        await send({ visitor: visitorId(), events: [{ kind: 'engaged', view, ms: 400_000 }] });
        const rows = await repo(AnalyticsPageView).findBy({ viewId: view });
        expect(rows).toHaveLength(1);
        expect(rows[0].engagedMs).toBe(15_000);
        expect(await repo(AnalyticsEvent).countBy({ viewId: view })).toBe(0);
    });

    it('records a purchase paid through the sandbox once, with the visitor id only when the order has one', async () => {
        const search = await shop.shop<{ search: { items: Array<{ productVariantId: string; inStock: boolean }> } }>(
            `query { search(input: { take: 20, groupByProduct: false }) { items { productVariantId inStock } } }`,
        );
        const variants = search.data.search.items.filter((i) => i.inStock).map((i) => i.productVariantId);
        const call = async <T>(token: string | undefined, query: string, variables: Record<string, unknown> = {}) => {
            const reply = await shop.shop<T>(query, variables, token);
            expect(reply.errors, JSON.stringify(reply.errors)).toBeUndefined();
            return reply;
        };

        async function paidOrder(n: number, visitor?: string): Promise<string> {
            const added = await call<{ addItemToOrder: { __typename: string } }>(undefined, ADD, {
                id: variants[n],
                qty: 1,
                buckle: null,
            });
            const token = added.token!;
            if (visitor) {
                expect(
                    (await call<{ setOrderAnalyticsVisitor: boolean }>(token, SET_VISITOR, { visitor })).data,
                ).toEqual({
                    setOrderAnalyticsVisitor: true,
                });
            }
            await completeCheckoutDetails(call, token, 900 + n);
            await call(token, TO_PAYMENT, { state: 'ArrangingPayment' });
            const paying = await call<{
                addPaymentToOrder: {
                    id: string;
                    payments: Array<{ id: string; metadata: { public: { url: string } } }>;
                };
            }>(token, ADD_PAYMENT, { method: 'alipay' });
            const order = paying.data.addPaymentToOrder;
            const page = await (await fetch(order.payments[0].metadata.public.url)).text();
            const session = /name="session" value="([^"]+)"/.exec(page)?.[1];
            expect(session).toBeTruthy();
            const done = await fetch(`${shop.baseUrl}/sandbox-pay/alipay/complete`, {
                method: 'POST',
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                body: new URLSearchParams({ session: session!, outcome: 'paid' }).toString(),
                redirect: 'manual',
            });
            expect(done.status).toBe(303);
            return order.id;
        }

        const purchased = async (orderId: string) => {
            for (let i = 0; i < 100; i++) {
                const row = await repo(AnalyticsPurchase).findOneBy({ orderId: Number(orderId) });
                if (row) return row;
                await new Promise((r) => setTimeout(r, 100));
            }
            throw new Error(`no purchase recorded for order ${orderId}`);
        };

        // A visitor id the client does not make is refused; no order, nothing set.
        const bad = await shop.shop(SET_VISITOR, { visitor: 'not a visitor!' });
        expect(bad.errors?.[0]?.extensions?.code).toBe('INVALID_ANALYTICS_VISITOR');
        expect((await shop.shop(SET_VISITOR, { visitor: visitorId() })).data).toEqual({
            setOrderAnalyticsVisitor: false,
        });

        const visitor = visitorId();
        const withVisitor = await paidOrder(1, visitor);
        const row = await purchased(withVisitor);
        expect(row.visitor).toBe(visitor);
        expect(row.totalWithTax).toBeGreaterThan(0);
        expect(row.lines).toHaveLength(1);
        expect(row.lines[0].quantity).toBe(1);

        const without = await paidOrder(2);
        expect((await purchased(without)).visitor).toBeNull();

        // Settling again (a repeated notification, a second subscriber) records nothing more.
        await shop.app.get(AnalyticsPurchasesService).record(withVisitor);
        expect(await repo(AnalyticsPurchase).countBy({ orderId: Number(withVisitor) })).toBe(1);
        expect(await repo(AnalyticsPurchase).countBy({ visitor })).toBe(1);
    });

    describe('rollup and retention', () => {
        const DAY = '2025-03-10';
        const OLD_DAY = '2025-01-05';
        const at = (day: string, minutes: number) => shopInstant(day, minutes);
        const collect = (batch: AnalyticsBatch, client: string, now: Date, ua = BROWSER) =>
            shop.app.get(AnalyticsCollectorService).collect(ctx, batch, { address: client, userAgent: ua }, now);

        it('gives the same figures as the raw rows, and again when run again', async () => {
            const [a, b, c] = [visitorId(), visitorId(), visitorId()];
            const views = { a: viewId(), a2: viewId(), b: viewId(), c: viewId() };
            await collect(
                {
                    visitor: a,
                    events: [
                        {
                            ...pageView(views.a, { referrer: 'https://www.baidu.com/s?wd=1', pageType: 'product' }),
                        } as AnalyticsBatch['events'][number],
                        { kind: 'page_load', view: views.a, loadMs: 800 },
                        { kind: 'engaged', view: views.a, ms: 20_000 },
                        { kind: 'product_view', view: views.a, sku: 'MV-1' },
                        { kind: 'add_to_bag', view: views.a, sku: 'MV-1', quantity: 1 },
                        { kind: 'checkout_step', view: views.a, step: 'contact' },
                        { kind: 'checkout_step', view: views.a, step: 'address' },
                        { kind: 'checkout_step', view: views.a, step: 'delivery' },
                        { kind: 'checkout_step', view: views.a, step: 'payment' },
                        { kind: 'payment_started', view: views.a, method: 'alipay' },
                    ],
                },
                '203.0.113.1',
                at(DAY, 9 * 60),
            );
            await collect(
                {
                    visitor: a,
                    events: [
                        pageView(views.a2, { pageType: 'search', path: '/search' }) as AnalyticsBatch['events'][number],
                        { kind: 'page_load', view: views.a2, loadMs: 1_500 },
                        { kind: 'search', view: views.a2, term: 'Diver', results: 4 },
                        { kind: 'search', view: views.a2, term: '陀飞轮', results: 0 },
                    ],
                },
                '203.0.113.1',
                at(DAY, 9 * 60 + 5),
            );
            await collect(
                {
                    visitor: b,
                    events: [
                        pageView(views.b, {
                            utm: { source: 'newsletter' },
                            pageType: 'product',
                        }) as AnalyticsBatch['events'][number],
                        { kind: 'page_load', view: views.b, loadMs: 1_000 },
                        { kind: 'page_load', view: views.b, loadMs: 2_000 },
                        { kind: 'engaged', view: views.b, ms: 5_000 },
                        { kind: 'product_view', view: views.b, sku: 'MV-1' },
                        { kind: 'product_view', view: views.b, sku: 'MV-2' },
                        { kind: 'add_to_bag', view: views.b, sku: 'MV-2', quantity: 2 },
                        { kind: 'search', view: views.b, term: '陀飞轮', results: 0 },
                    ],
                },
                '203.0.113.2',
                at(DAY, 14 * 60),
            );
            await collect(
                {
                    visitor: c,
                    events: [
                        pageView(views.c, { pageType: 'product' }) as AnalyticsBatch['events'][number],
                        { kind: 'page_load', view: views.c, loadMs: 300 },
                        { kind: 'product_view', view: views.c, sku: 'MV-2' },
                    ],
                },
                '2001:db8:1:2::7',
                at(DAY, 23 * 60 + 59),
            );
            // A batch of the next day belongs to that day's figures, not this one's.
            await collect(
                { visitor: c, events: [pageView(viewId()) as AnalyticsBatch['events'][number]] },
                '203.0.113.3',
                at(addDays(DAY, 1), 1),
            );
            await repo(AnalyticsPurchase).insert([
                {
                    orderId: 900_001,
                    visitor: a,
                    at: at(DAY, 10 * 60),
                    day: DAY,
                    totalWithTax: 5_000_000,
                    lines: [{ sku: 'MV-1', quantity: 1, revenue: 4_990_000 }],
                },
                {
                    orderId: 900_002,
                    visitor: null,
                    at: at(DAY, 11 * 60),
                    day: DAY,
                    totalWithTax: 1_200_000,
                    lines: [{ sku: 'MV-2', quantity: 2, revenue: 1_200_000 }],
                },
            ]);

            const reports = shop.app.get(AnalyticsReportsService);
            const rolled = await reports.rollUpFinishedDays(ctx, at(addDays(DAY, 1), 10));
            expect(rolled).toContain(DAY);
            expect(rolled).not.toContain(addDays(DAY, 1));
            const figures = await reports.figures(ctx, DAY, DAY);
            const value = (metric: string, dimension = '') =>
                figures.find((f) => f.metric === metric && f.dimension === dimension)?.value;

            // Computed straight from the raw rows.
            const raw = async (sql: string, from: 'v' | 'e', where = '') => {
                const qb =
                    from === 'v'
                        ? repo(AnalyticsPageView).createQueryBuilder('v')
                        : repo(AnalyticsEvent).createQueryBuilder('e');
                const row = await qb
                    .select(sql, 'n')
                    .where(`${from}.day = :day ${where}`, { day: DAY })
                    .getRawOne<{ n: string | number }>();
                return Number(row?.n ?? 0);
            };
            expect(value('visitors')).toBe(await raw('COUNT(DISTINCT v.visitorHash)', 'v'));
            expect(value('visitors')).toBe(3);
            expect(value('page_views')).toBe(await raw('COUNT(*)', 'v'));
            expect(value('page_views')).toBe(4);
            expect(value('engaged_ms')).toBe(await raw('SUM(v.engagedMs)', 'v'));
            expect(value('engaged_ms')).toBe(25_000);
            expect(value('channel_views', 'baidu')).toBe(1);
            expect(value('channel_views', 'campaign')).toBe(1);
            expect(value('channel_views', 'direct')).toBe(2);
            expect(value('product_views', 'MV-1')).toBe(
                await raw('COUNT(*)', 'e', "AND e.kind = 'product_view' AND e.sku = 'MV-1'"),
            );
            expect(value('product_views', 'MV-2')).toBe(2);
            expect(value('searches')).toBe(await raw('COUNT(*)', 'e', "AND e.kind = 'search'"));
            expect(value('searches', '陀飞轮')).toBe(2);
            expect(value('zero_result_searches')).toBe(
                await raw('COUNT(*)', 'e', "AND e.kind = 'search' AND e.results = 0"),
            );
            expect(value('zero_result_searches', '陀飞轮')).toBe(2);
            expect(value('zero_result_searches', 'diver')).toBeUndefined();
            expect(value('purchases')).toBe(2);
            expect(value('revenue')).toBe(6_200_000);
            expect(value('revenue', 'MV-1')).toBe(4_990_000);
            expect(value('purchase_units', 'MV-2')).toBe(2);
            for (const stage of ANALYTICS_FUNNEL_STAGES) {
                const kind = stage.startsWith('checkout_') ? 'checkout_step' : stage;
                const step = stage.startsWith('checkout_') ? ` AND e.step = '${stage.slice('checkout_'.length)}'` : '';
                const expected =
                    stage === 'purchase'
                        ? 1
                        : await raw('COUNT(DISTINCT e.visitor)', 'e', `AND e.kind = '${kind}'${step}`);
                expect(value('funnel', stage), stage).toBe(expected);
            }
            expect(value('funnel', 'product_view')).toBe(3);
            expect(value('funnel', 'add_to_bag')).toBe(2);
            expect(value('funnel', 'checkout_payment')).toBe(1);
            // Product pages loaded in 800, 2,000 (the last reported) and 300 ms.
            expect(value('load_median_ms', 'product')).toBe(800);
            expect(value('load_p75_ms', 'product')).toBe(2_000);
            expect(value('load_median_ms', 'search')).toBe(1_500);

            // The Admin API answers the same figures to staff who may read them, and nothing to a shopper.
            const login = await shop.admin(ADMIN_LOGIN, {
                username: 'superadmin',
                password: shop.env.SUPERADMIN_PASSWORD,
            });
            const staff = await shop.admin<{ analyticsFigures: Figure[] }>(
                FIGURES,
                { from: DAY, to: DAY, metrics: ['funnel'] },
                login.token!,
            );
            expect(staff.data.analyticsFigures.length).toBeGreaterThan(0);
            expect(staff.data.analyticsFigures.every((f) => f.metric === 'funnel')).toBe(true);
            expect(staff.data.analyticsFigures.find((f) => f.dimension === 'purchase')?.value).toBe(1);
            const unknown = await shop.admin<{ analyticsFigures: Figure[] }>(
                FIGURES,
                { from: DAY, to: DAY, metrics: ['nothing'] },
                login.token!,
            );
            expect(unknown.data.analyticsFigures).toEqual([]);
            const anonymous = await shop.admin(FIGURES, { from: DAY, to: DAY });
            expect(anonymous.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
            const backwards = await shop.admin(FIGURES, { from: DAY, to: OLD_DAY }, login.token!);
            expect(backwards.errors?.[0]?.extensions?.code).toBe('INVALID_DATE_RANGE');

            // Run again: the day is rolled up already; rolled up by hand, the same figures replace the old.
            expect(await reports.rollUpFinishedDays(ctx, at(addDays(DAY, 1), 70))).toEqual([]);
            await reports.rollUp(ctx, DAY);
            const again = await reports.figures(ctx, DAY, DAY);
            const plain = (list: AnalyticsDailyFigure[]) =>
                list.map(({ day, metric, dimension, value }) => ({ day, metric, dimension, value }));
            expect(plain(again)).toEqual(plain(figures));
        });

        it('rolls a day up again on the superadmin’s demand, today so far, and today again once it is over', async () => {
            const ROLL_UP = /* GraphQL */ `
                mutation ($day: String!) {
                    rollUpAnalytics(day: $day) {
                        day
                        metric
                        dimension
                        value
                    }
                }
            `;
            const login = await shop.admin(ADMIN_LOGIN, {
                username: 'superadmin',
                password: shop.env.SUPERADMIN_PASSWORD,
            });
            const today = shopClock(new Date()).date;
            const rollUp = async (day: string) => {
                const reply = await shop.admin<{ rollUpAnalytics: Figure[] }>(ROLL_UP, { day }, login.token!);
                expect(reply.errors, JSON.stringify(reply.errors)).toBeUndefined();
                return reply.data.rollUpAnalytics;
            };
            const viewsOf = (figures: Figure[]) =>
                figures.find((f) => f.metric === 'page_views' && f.dimension === '')?.value;
            const rawViews = () => repo(AnalyticsPageView).countBy({ day: today });

            expect((await send({ visitor: visitorId(), events: [pageView(viewId())] })).status).toBe(204);
            const first = await rollUp(today);
            expect(first.every((f) => f.day === today)).toBe(true);
            expect(viewsOf(first)).toBe(await rawViews());

            // More traffic the same day: a second run replaces the figures, it does not add to them.
            expect((await send({ visitor: visitorId(), events: [pageView(viewId())] })).status).toBe(204);
            const second = await rollUp(today);
            expect(viewsOf(second)).toBe(await rawViews());
            expect(viewsOf(second)).toBe(viewsOf(first)! + 1);
            expect(second.filter((f) => f.metric === 'page_views' && f.dimension === '')).toHaveLength(1);

            // Rolled up before its midnight, today is rolled up again by the task once it is over.
            expect((await send({ visitor: visitorId(), events: [pageView(viewId())] })).status).toBe(204);
            const reports = shop.app.get(AnalyticsReportsService);
            expect(await reports.rollUpFinishedDays(ctx, at(addDays(today, 1), 70))).toContain(today);
            const after = await reports.figures(ctx, today, today, ['page_views']);
            expect(after.find((f) => f.dimension === '')?.value).toBe(await rawViews());
            // Rolled up after its end (as the task's run at ten past one would), it is done.
            await repo(AnalyticsDailyFigure).update(
                { day: today, metric: 'page_views', dimension: '' },
                { createdAt: at(addDays(today, 1), 70) },
            );
            expect(await reports.rollUpFinishedDays(ctx, at(addDays(today, 1), 80))).not.toContain(today);

            // Only a day up to today whose raw rows are kept, and only for the superadmin.
            const refused = async (day: string, token?: string) =>
                (await shop.admin(ROLL_UP, { day }, token)).errors?.[0]?.extensions?.code;
            expect(await refused(addDays(today, 1), login.token!)).toBe('INVALID_DATE_RANGE');
            expect(await refused(addDays(today, -365), login.token!)).toBe('INVALID_DATE_RANGE');
            expect(await refused('2025-02-30', login.token!)).toBe('INVALID_DATE_RANGE');
            expect(await refused(today)).toBe('FORBIDDEN');
        });

        it('deletes raw rows past the retention, figures past 25 months and salts of days gone', async () => {
            const visitor = visitorId();
            const old = viewId();
            await collect(
                {
                    visitor,
                    events: [
                        pageView(old) as AnalyticsBatch['events'][number],
                        { kind: 'product_view', view: old, sku: 'MV-9' },
                    ],
                },
                '203.0.113.8',
                at(OLD_DAY, 600),
            );
            expect(await rowsOf(visitor)).toBe(2);
            const now = at('2025-04-10', 60);
            const oldest = monthsBefore('2025-04-10', 25);
            expect(oldest).toBe('2023-03-10');
            await repo(AnalyticsDailyFigure).insert([
                { day: addDays(oldest, -1), metric: 'page_views', dimension: '', value: 7 },
                { day: oldest, metric: 'page_views', dimension: '', value: 8 },
            ]);
            expect(await repo(AnalyticsDailySalt).countBy({ day: OLD_DAY })).toBe(1);

            const deleted = await shop.app.get(AnalyticsReportsService).deleteExpired(ctx, now);
            expect(deleted.pageViews).toBeGreaterThanOrEqual(1);
            expect(await rowsOf(visitor)).toBe(0);
            // 2025-03-10 is 31 days before: within the 90 days kept.
            expect(await repo(AnalyticsPageView).countBy({ day: DAY })).toBe(4);
            expect(await repo(AnalyticsEvent).countBy({ day: DAY })).toBeGreaterThan(0);
            expect(await repo(AnalyticsPurchase).countBy({ day: DAY })).toBe(2);
            expect(await repo(AnalyticsDailyFigure).countBy({ day: addDays(oldest, -1) })).toBe(0);
            expect(await repo(AnalyticsDailyFigure).countBy({ day: oldest })).toBe(1);
            expect(await repo(AnalyticsDailyFigure).countBy({ day: DAY })).toBeGreaterThan(0);
            expect(await repo(AnalyticsDailySalt).countBy({ day: OLD_DAY })).toBe(0);
            expect(await repo(AnalyticsDailySalt).countBy({ day: DAY })).toBe(0);
            // Today's salt (of the batches above) stays: it is not a day gone.
            expect(await repo(AnalyticsDailySalt).count()).toBeGreaterThan(0);
        });
    });
});
