import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { placeOrder } from '../../../../e2e/orders';
import { startTestShop, type TestShop } from '../../../../e2e/test-shop';
import { ADMIN_LOGIN, IN_STOCK_VARIANTS, type InStockVariantsData } from '../../reviews/e2e/graphql/admin-documents';
import { createPinoLogger, PinoVendureLogger } from '../../../common/logging/pino-logger';
import { startMetricsServer } from '../../../common/metrics/metrics-server';
import { initMetrics } from '../../../common/metrics/registry';

/**
 * A Shop API call through the real configuration: its id comes back and is on the log lines
 * written while it was served, and the private metrics listener counts it by operation.
 */
const METRICS_PORT = 4237;
const REQUEST_ID = 'e2e-ops-7f3a9c21d4';

describe('operations', () => {
    let shop: TestShop;
    let metrics: Server;
    const lines: Record<string, unknown>[] = [];

    beforeAll(async () => {
        initMetrics('server');
        const pino = createPinoLogger({
            level: 'debug',
            format: 'json',
            destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
        });
        shop = await startTestShop({
            name: 'operations',
            db: 'sqlite',
            logger: new PinoVendureLogger(pino),
            env: { METRICS_PORT: String(METRICS_PORT) },
        });
        metrics = await startMetricsServer({ port: shop.env.METRICS_PORT!, host: shop.env.METRICS_HOST });
    }, 180_000);

    afterAll(async () => {
        metrics?.close();
        await shop?.close();
    });

    async function metricsText(): Promise<string> {
        return (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
    }

    function value(text: string, series: string): number {
        const line = text.split('\n').find((l) => l.startsWith(`${series} `));
        return line ? Number(line.split(' ').pop()) : 0;
    }

    async function shopCall(requestId: string): Promise<Response> {
        return fetch(`${shop.baseUrl}/shop-api`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-request-id': requestId },
            body: JSON.stringify({
                query: 'query ProductOf_9183 { product(slug: "no-such-watch-for-ops") { id } activeChannel { code } }',
            }),
        });
    }

    it('echoes the id of a request from a trusted proxy and logs it with every line of that request', async () => {
        const res = await shopCall(REQUEST_ID);
        expect(res.status).toBe(200);
        expect(res.headers.get('x-request-id')).toBe(REQUEST_ID);
        // The debug line Vendure writes while resolving carries the id it came with.
        expect(lines.some((l) => l.reqId === REQUEST_ID)).toBe(true);
        expect(lines.filter((l) => l.reqId === REQUEST_ID).every((l) => l.process === 'server')).toBe(true);
    });

    it('makes an id when the one sent is not well formed', async () => {
        const res = await shopCall('bad id\nwith newline'.replace('\n', ''));
        const id = res.headers.get('x-request-id');
        expect(id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('counts the call by API and root fields on the private port, never by raw path or id', async () => {
        await shopCall(REQUEST_ID);
        const res = await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`);
        expect(res.status).toBe(200);
        const text = await res.text();
        const counter = text
            .split('\n')
            .find(
                (l) =>
                    l.startsWith('maison_http_requests_total{') &&
                    l.includes('route="shop-api query activeChannel,product"'),
            );
        expect(counter).toBeDefined();
        expect(counter).toContain('process="server"');
        expect(Number(counter!.split(' ').pop())).toBeGreaterThanOrEqual(3);
        expect(text).toContain('maison_http_request_duration_seconds_bucket{');
        expect(text).toMatch(/maison_job_queue_depth|# TYPE maison_job_queue_depth gauge/);
        expect(text).toContain('process_cpu_user_seconds_total');
        expect(text).not.toContain(REQUEST_ID);
        expect(text).not.toContain('ProductOf_9183');
        expect(text).not.toContain('no-such-watch-for-ops');
        // The public port has no metrics.
        expect((await fetch(`${shop.baseUrl}/metrics`)).status).toBe(404);
    });

    it('counts a settled payment by its gateway once the order is paid', async () => {
        const token = (
            await shop.admin(ADMIN_LOGIN, {
                username: shop.env.SUPERADMIN_USERNAME,
                password: 'e2e-superadmin-password',
            })
        ).token!;
        async function admin<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
            const reply = await shop.admin<T>(query, variables, token);
            expect(reply.errors, JSON.stringify(reply.errors)).toBeUndefined();
            return reply.data;
        }
        const { createCustomer } = await admin<{ createCustomer: { id: string } }>(
            `mutation { createCustomer(input: { emailAddress: "ops-payer@example.com", firstName: "晓明", lastName: "王" }) { ... on Customer { id } } }`,
        );
        const { productVariants } = await admin<InStockVariantsData>(IN_STOCK_VARIANTS);
        const variant = productVariants.items.find((v) => v.stockLevel === 'IN_STOCK' && v.product.enabled)!;
        const series = 'maison_payments_total{gateway="manual",outcome="settled",process="server"}';
        const before = value(await metricsText(), series);
        await placeOrder(admin, createCustomer.id, variant.id);
        expect(value(await metricsText(), series)).toBe(before + 1);
    });
});
