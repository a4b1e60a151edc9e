// The analytics figures of `npm run bench` (issue 35): how many events a second the collecting
// endpoint takes and the CPU each costs, and how much gzipped script the analytics client adds
// to a page (at most 3 KB).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { COOKIE_CONSENT_COOKIE } from '@maison/shared';

import { withCpu } from './cpu.mjs';
import { load } from './measure.mjs';

/** The client's gzipped script may add at most this to a page (issue 35). */
export const ANALYTICS_CLIENT_BUDGET_B = 3 * 1024;

/** A desktop browser as visitors have them: both endpoints drop known robots' batches unread. */
const BROWSER =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Events in each batch: a product page seen from landing to leaving, as the client sends it. */
function batch(n) {
    const visitor = `bench_visitor_${String(n).padStart(10, '0')}`;
    const view = `bench-view-${String(n).padStart(10, '0')}`;
    return {
        visitor,
        events: [
            {
                kind: 'page_view',
                view,
                at: Date.now(),
                path: '/watches/bench/MV-1/',
                referrer: 'https://mp.weixin.qq.com/s/bench',
                pageType: 'product',
            },
            { kind: 'page_load', view, loadMs: 850 },
            { kind: 'product_view', view, sku: 'MV-1' },
            { kind: 'engaged', view, ms: 5_000 },
            { kind: 'engaged', view, ms: 10_000 },
            { kind: 'search', view, term: 'tourbillon', results: 0 },
            { kind: 'add_to_bag', view, sku: 'MV-1', quantity: 1 },
            { kind: 'engaged', view, ms: 15_000 },
            { kind: 'page_leave', view, durationMs: 18_000 },
        ],
    };
}

/**
 * A consenting visitor, as the client sends only then: the storefront's endpoint drops any other
 * batch unread, which would measure nothing but the drop.
 */
const CONSENTED = `${COOKIE_CONSENT_COOKIE}=true`;

/** A client address of its own for each batch: the endpoints limit batches per client. */
const clientAddress = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * Where batches go: the storefront's own endpoint (/api/analytics) when it has one, else the
 * backend's /analytics/collect, which the storefront's endpoint hands batches to.
 */
async function endpoint(base, serverUrl) {
    const probe = await fetch(`${base}/api/analytics`, {
        method: 'POST',
        headers: {
            'content-type': 'application/json',
            'user-agent': BROWSER,
            'x-forwarded-for': clientAddress(1),
            cookie: CONSENTED,
        },
        body: JSON.stringify(batch(0)),
    });
    await probe.arrayBuffer();
    if (probe.status !== 404 && probe.status !== 405)
        return { url: `${base}/api/analytics`, name: 'storefront /api/analytics' };
    return {
        url: `${serverUrl}/analytics/collect`,
        name: 'backend /analytics/collect (the storefront has no /api/analytics)',
    };
}

/**
 * Batches of nine events posted at 10 connections, each from a client of its own: events a
 * second, latency, refusals, and the CPU of each part per event.
 */
export async function benchCollect({ base, serverUrl, roots, line }) {
    const target = await endpoint(base, serverUrl);
    console.log(`analytics endpoint measured: ${target.name}`);
    const events = batch(0).events.length;
    let n = 1;
    const post = () => {
        const i = ++n;
        return fetch(target.url, {
            method: 'POST',
            headers: {
                'content-type': 'application/json',
                'user-agent': BROWSER,
                'x-forwarded-for': clientAddress(i),
                cookie: CONSENTED,
            },
            body: JSON.stringify(batch(i)),
        });
    };
    // Warm-up: JIT, the day's salt, the prepared statements.
    await load(post, { total: 50, concurrency: 4 });
    const run = await withCpu(roots, () => load(post, { total: 600, concurrency: 10 }));
    line(`analytics batch (${events} events) latency median`, run.median, 'ms');
    line(`analytics batch (${events} events) latency p95`, run.p95, 'ms');
    line('analytics events per second', run.rps * events, 'events/s');
    line('analytics batches refused or failed', run.errors, 'batches');
    // In microseconds: an event costs well under a millisecond, which one decimal of ms would blur.
    const perEvent = (ms) => (ms * 1000) / events;
    for (const [part, ms] of Object.entries(run.cpu)) line(`analytics CPU per event, ${part}`, perEvent(ms), 'µs');
    line('analytics CPU per event, all', perEvent(Object.values(run.cpu).reduce((a, b) => a + b, 0)), 'µs');
}

/**
 * The gzipped script the analytics client adds to a page. The client is bundled into the page's
 * own chunks, so it is measured by bundling its entry alone, minified, with what every page loads
 * anyway left out (React, React Router, the shared package, the page's UI state); the shop's small
 * helpers it imports are counted, so the figure is an upper bound. A chunk of its own named
 * `analytics-*.js` in the storefront's build is measured as it is served instead.
 * BENCH_ANALYTICS_CLIENT names another entry.
 */
export async function analyticsClientWeight(root, line) {
    const assets = path.join(root, 'apps/storefront/build/client/assets');
    const chunks = fs.existsSync(assets) ? fs.readdirSync(assets).filter((f) => /^analytics[-.].*\.js$/.test(f)) : [];
    if (chunks.length) {
        const gzip = chunks.reduce(
            (sum, f) => sum + gzipSync(fs.readFileSync(path.join(assets, f)), { level: 9 }).length,
            0,
        );
        line(`analytics client chunk gzipped, ${chunks.join(' ')} (at most ${ANALYTICS_CLIENT_BUDGET_B} B)`, gzip, 'B');
        return gzip;
    }
    const app = path.join(root, 'apps/storefront/app');
    const entry = process.env.BENCH_ANALYTICS_CLIENT
        ? path.resolve(root, process.env.BENCH_ANALYTICS_CLIENT)
        : path.join(app, 'features/analytics/Analytics.tsx');
    if (!fs.existsSync(entry)) {
        console.log(`analytics client: not in this storefront (no ${path.relative(root, entry)})`);
        return undefined;
    }
    const esbuild = await import('esbuild');
    const appAlias = {
        name: 'app-alias',
        setup(build) {
            // The page's UI state is loaded by every page; the shop's own helpers are counted.
            build.onResolve({ filter: /^~\/features\/ui\// }, (args) => ({ path: args.path, external: true }));
            build.onResolve({ filter: /^~\// }, (args) =>
                build.resolve(`./${args.path.slice(2)}`, { resolveDir: app, kind: args.kind }),
            );
        },
    };
    const out = await esbuild.build({
        entryPoints: [entry],
        bundle: true,
        minify: true,
        write: false,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        jsx: 'automatic',
        external: ['react', 'react/*', 'react-dom', 'react-router', '@maison/shared', '@maison/shared/*'],
        plugins: [appAlias],
        logLevel: 'silent',
    });
    const code = out.outputFiles[0].contents;
    const gzip = gzipSync(code, { level: 9 }).length;
    line(`analytics client script (${path.relative(root, entry)} bundled alone)`, code.length, 'B');
    line(`analytics client script gzipped (at most ${ANALYTICS_CLIENT_BUDGET_B} B)`, gzip, 'B');
    return gzip;
}
