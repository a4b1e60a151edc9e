// `npm run bench`: starts the built shop on its own ports and a fresh database, and prints one
// line per figure: page and Shop API latency and throughput, and page weight.
// `--catalogue=large` seeds the generated catalogue (DEMO_CATALOGUE_VARIANTS, 10,000 variants
// by default) instead of the demo's, into a database of its own. `--only=analytics` measures
// only the analytics endpoint and client (bench/analytics.mjs) once the shop is up;
// `--only=pages` only the anonymous pages (latency, rate, CPU per page, page cache hit rate);
// `--only=search` only the Shop API searches. `--keep-data` starts the shop on what the previous
// run of the same catalogue and profile seeded (its var/ and database) instead of seeding afresh,
// to measure a change to the code again in a minute rather than in ten.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { stripVTControlCharacters } from 'node:util';

import { build } from '../scripts/build.mjs';
import { root } from '../scripts/build-steps.mjs';
import { SCRIPT_BUDGET_BYTES } from '../scripts/script-budget.mjs';
import { analyticsClientWeight, benchCollect } from './analytics.mjs';
import { guestAtCheckout, sandboxCheckout, Shopper, timed } from './checkout.mjs';
import { withCpu } from './cpu.mjs';
import { lighthouseScore, load, scriptWeight } from './measure.mjs';
import { fingerprint, searchLoad, searchQuery } from './search-queries.mjs';
import { perRequest, storeCounters } from './store-counters.mjs';

const storefrontPort = Number(process.env.BENCH_STOREFRONT_PORT ?? 3300);
const serverPort = Number(process.env.BENCH_SERVER_PORT ?? 3301);
const base = `http://localhost:${storefrontPort}`;
const shopApi = `http://localhost:${serverPort}/shop-api`;

const catalogueArg = process.argv.find((a) => a.startsWith('--catalogue='))?.slice('--catalogue='.length) ?? 'demo';
if (!['demo', 'large'].includes(catalogueArg)) {
    console.error(`--catalogue must be demo or large, not ${catalogueArg}`);
    process.exit(1);
}
const large = catalogueArg === 'large';
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const keepData = process.argv.includes('--keep-data');
if (only !== undefined && !['analytics', 'pages', 'search'].includes(only)) {
    console.error(`--only takes analytics, pages or search, not ${only}`);
    process.exit(1);
}
// Each catalogue has its own var/ and database, so a run of one never reseeds the other's;
// BENCH_VAR_DIR puts it elsewhere, for two runs on one machine.
const varDir = process.env.BENCH_VAR_DIR ?? path.join(root, 'var', large ? 'bench-large' : 'bench');
// BENCH_DATABASE_NAME: the PostgreSQL database, for two runs on one server.
const databaseName = process.env.BENCH_DATABASE_NAME ?? (large ? 'maison_bench_large' : 'maison_bench');
if (!/^[a-z_][a-z0-9_]*$/.test(databaseName)) {
    console.error(`BENCH_DATABASE_NAME must be a plain lower-case identifier, not ${databaseName}`);
    process.exit(1);
}

async function waitFor(url, seconds) {
    const deadline = Date.now() + seconds * 1000;
    while (Date.now() < deadline) {
        try {
            if ((await fetch(url)).ok) return;
        } catch {
            // not yet
        }
        await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`${url} did not answer in ${seconds} s`);
}

function hasChineseFont() {
    try {
        return execFileSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).trim() !== '';
    } catch {
        return false;
    }
}

const line = (name, value, unit) =>
    console.log(`${name}: ${Number.isFinite(value) ? value.toFixed(unit === 'B' ? 0 : 1) : value} ${unit}`);

/** The catalogue the shop is seeded with, built by the same code the server runs. */
function seededCatalogue() {
    const data = createRequire(import.meta.url)(path.join(root, 'packages/demo-catalogue/dist/data.js'));
    if (!large) return data.buildCatalogue();
    const variants = process.env.DEMO_CATALOGUE_VARIANTS ? Number(process.env.DEMO_CATALOGUE_VARIANTS) : undefined;
    return data.buildLargeCatalogue({ variants });
}

/** Products per public collection, by the collection's filter (kind, or all of its facet values). */
function expectedCounts(catalogue) {
    const has = (p, v, ref) =>
        [...p.facets, ...(v.facets ?? [])].some((f) => f.facet === ref.facet && f.value === ref.value);
    const matches = (c, p) =>
        'kind' in c.filter
            ? p.kind === c.filter.kind
            : p.variants.some((v) => c.filter.facets.every((r) => has(p, v, r)));
    return {
        variants: catalogue.products.reduce((n, p) => n + p.variants.length, 0),
        collections: catalogue.collections
            .filter((c) => !c.private)
            .map((c) => ({ slug: c.code, products: catalogue.products.filter((p) => matches(c, p)).length })),
    };
}

async function shopQuery(query) {
    const res = await fetch(shopApi, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
    });
    return (await res.json()).data;
}

/**
 * Waits until the catalogue version has stood still for ten seconds: the counts above are
 * right once the default language is indexed, while the worker may still be writing the other
 * languages' rows, and every write moves the version on and empties the caches under it.
 */
async function waitForQuietCatalogue(deadline) {
    const versionUrl = `http://localhost:${serverPort}/catalogue-version`;
    let last;
    let since = Date.now();
    while (Date.now() < deadline) {
        const { version } = await (await fetch(versionUrl)).json();
        if (version !== last) {
            last = version;
            since = Date.now();
        } else if (Date.now() - since >= 10_000) {
            return;
        }
        await new Promise((r) => setTimeout(r, 1000));
    }
    throw new Error('the catalogue kept changing: the search index was still being written');
}

/**
 * Waits until the Shop API finds every variant, and every public collection its products: the
 * search index is built by jobs after seeding (by the worker, in the production profile).
 */
async function waitForIndex(expected, seconds) {
    const aliases = expected.collections
        .map(
            (c, i) =>
                `c${i}: search(input: { collectionSlug: ${JSON.stringify(c.slug)}, groupByProduct: true, take: 0 }) { totalItems }`,
        )
        .join(' ');
    const query = `{ all: search(input: { take: 0 }) { totalItems } ${aliases} }`;
    const deadline = Date.now() + seconds * 1000;
    let seen = 'no answer';
    while (Date.now() < deadline) {
        try {
            const data = await shopQuery(query);
            const wrong = [
                data.all.totalItems === expected.variants ? '' : `${data.all.totalItems}/${expected.variants} variants`,
                ...expected.collections.map((c, i) =>
                    data[`c${i}`].totalItems === c.products
                        ? ''
                        : `${c.slug} ${data[`c${i}`].totalItems}/${c.products}`,
                ),
            ].filter(Boolean);
            if (!wrong.length) return await waitForQuietCatalogue(deadline);
            seen = wrong.slice(0, 3).join(', ');
        } catch {
            // not yet
        }
        await new Promise((r) => setTimeout(r, 2000));
    }
    throw new Error(`the search index was not complete after ${seconds} s (${seen})`);
}

/**
 * `--postgres`: the production profile, on a fresh PostgreSQL database and Redis
 * (BENCH_POSTGRES_URL and BENCH_REDIS_URL, local defaults), with the job-queue worker.
 */
async function productionProfile() {
    if (!process.argv.includes('--postgres')) return {};
    const { default: pg } = await import('pg');
    const admin = new URL(process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    const kept =
        keepData && (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName])).rowCount > 0;
    if (!kept) {
        await client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
        await client.query(`CREATE DATABASE ${databaseName}`);
    }
    await client.end();
    admin.pathname = `/${databaseName}`;
    const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/5';
    // The bench's own Redis database: jobs an earlier run left would run against this one's.
    const { default: Redis } = await import('ioredis');
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    await redis.flushdb();
    redis.disconnect();
    return { DATABASE_URL: admin.toString(), REDIS_URL: redisUrl };
}

const post = (body) => fetch(shopApi, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

/**
 * Shop API searches at 10 connections, each of them a search not asked before in the run (see
 * search-queries.mjs), so the figures are those of searches the backend has to answer afresh:
 * (a) a term, (b) a term and a facet value, (c) a collection's listing sorted by price, paged.
 */
async function searchRuns(roots, catalogue, database) {
    const measured = 400;
    const warmUp = 40;
    const lists = searchLoad(catalogue, measured + warmUp);
    const runs = [
        ['Shop API varied search, term only', lists.termOnly, true],
        ['Shop API varied search, term and facet', lists.termAndFacet, true],
        ['Shop API varied search, collection listing sorted and paged', lists.listing, false],
    ];
    for (const [name, inputs, withCounts] of runs) {
        const bodies = inputs.map((input) =>
            JSON.stringify({ query: searchQuery(input, withCounts), variables: { input } }),
        );
        // A GraphQL error answers 200: check a few once, the load counts only HTTP errors.
        for (const body of bodies.slice(0, 3)) {
            const probe = await (await post(body)).json();
            if (probe.errors?.length || !probe.data?.search) {
                throw new Error(`${name}: ${probe.errors?.[0]?.message ?? 'no result'}`);
            }
        }
        const send = (list) => {
            let i = 0;
            return () => post(list[i++ % list.length]);
        };
        // Warm-up on searches of its own, so nothing measured is answered twice, for at least 3 s:
        // JIT, connections and what a backend builds once (the index read into memory) are ready.
        const warmUntil = Date.now() + 3_000;
        do await load(send(bodies.slice(3, warmUp)), { total: warmUp - 3, concurrency: 10 });
        while (Date.now() < warmUntil);
        const run = await withCpu(
            roots,
            () => load(send(bodies.slice(warmUp)), { total: measured, concurrency: 10, maxSeconds: 120 }),
            { database },
        );
        console.log(`${name}: ${run.count} searches, list ${fingerprint(inputs)}`);
        line(`${name} latency p50, 10 connections`, run.median, 'ms');
        line(`${name} latency p95, 10 connections`, run.p95, 'ms');
        line(`${name} latency p99, 10 connections`, run.p99, 'ms');
        line(`${name} throughput`, run.rps, 'req/s');
        line(`${name} errors`, run.errors, 'requests');
        for (const part of ['backend', 'database']) line(`${name} CPU per search, ${part}`, run.cpu[part], 'ms');
    }
}

async function main() {
    await build();
    const catalogue = seededCatalogue();
    const expected = expectedCounts(catalogue);
    console.log(`catalogue: ${catalogueArg}, ${expected.variants} variants`);
    if (!keepData) fs.rmSync(varDir, { recursive: true, force: true });
    const profile = await productionProfile();
    console.log(`profile: ${profile.DATABASE_URL ? 'PostgreSQL and Redis' : 'embedded SQLite'}`);
    const env = {
        // Production mode, with secrets made for this throw-away shop in its own var/.
        ...process.env,
        STOREFRONT_PORT: String(storefrontPort),
        SERVER_PORT: String(serverPort),
        VAR_DIR: varDir,
        SQLITE_PATH: path.join(varDir, 'shop.sqlite'),
        ASSET_DIR: path.join(varDir, 'assets'),
        DEMO_CATALOGUE: catalogueArg,
        // Checkouts are timed against the local payment sandbox.
        PAYMENT_MODE: 'sandbox',
        SMS_MODE: 'outbox',
        ...profile,
    };
    const shop = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
        env,
    });
    // The server logs how long seeding took, step by step; the rest of its log is not wanted.
    let seeded;
    readline.createInterface({ input: shop.stdout }).on('line', (text) => {
        seeded ??= /\[Seed\] Seeded .* in (\d+) ms \((.*)\)/.exec(stripVTControlCharacters(text)) ?? undefined;
    });
    // A shop that stops while the bench waits for it ends the bench at once, not at a timeout.
    const stopped = new Promise((_, reject) =>
        shop.once('exit', (code) => reject(new Error(`the shop stopped (exit ${code})`))),
    );
    stopped.catch(() => undefined);
    const waitForShop = (promise) => Promise.race([promise, stopped]);
    let worker;
    const roots = [shop.pid];
    try {
        const t0 = Date.now();
        const startSeconds = large ? 1800 : 600;
        if (profile.REDIS_URL) {
            // The worker builds the search index; it starts once the server has migrated the
            // database, which is when the server answers.
            await waitForShop(waitFor(`http://localhost:${serverPort}/health`, startSeconds));
            // A worker of the production profile takes its secrets from the environment alone:
            // the ones `npm start` made for this shop in its var/.
            const { ensureSecretsFile, secretsAsEnv } = createRequire(import.meta.url)(
                path.join(root, 'apps/server/dist/config/secrets.js'),
            );
            worker = spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), '--worker'], {
                cwd: root,
                stdio: ['ignore', 'ignore', 'inherit'],
                env: { ...env, ...secretsAsEnv(ensureSecretsFile(varDir).secrets, env) },
            });
            roots.push(worker.pid);
        }
        await waitForShop(waitFor(`${base}/watches`, startSeconds));
        const start = keepData ? 'start on the kept data' : 'first start with seeding';
        line(`${start}, until /watches answers`, (Date.now() - t0) / 1000, 's');
        if (seeded) {
            line('seeding, in the server', Number(seeded[1]) / 1000, 's');
            console.log(`seeding steps: ${seeded[2]}`);
        }
        await waitForShop(waitForIndex(expected, startSeconds));
        line(`${start}, until the search index is complete`, (Date.now() - t0) / 1000, 's');
        // Warm-up: JIT, caches and the SQLite page cache.
        await load(() => fetch(`${base}/watches`), { total: 30, concurrency: 4 });

        const serverUrl = `http://localhost:${serverPort}`;
        if (only === 'analytics') {
            await benchCollect({ base, serverUrl, roots, line });
            await analyticsClientWeight(root, line);
            return;
        }

        if (only === 'search') {
            await searchRuns(roots, catalogue, profile.DATABASE_URL ? databaseName : undefined);
            return;
        }

        // Page views at 10 connections: latency, throughput and the CPU each process spends per
        // page (storefront, backend, database; SQLite runs inside the backend). Anonymous
        // visitors first, then one with a bag, whose pages the page cache never keeps.
        const listingHtml = await (await fetch(`${base}/watches`)).text();
        const watchPath = /href="(\/watches\/[^"]+\/[^"]+\/)"/.exec(listingHtml)?.[1] ?? '/watches';
        const storesHtml = await (await fetch(`${base}/stores`)).text();
        const boutiquePath = /href="(\/stores\/[^"/]+-boutiques\/[^"/]+)"/.exec(storesHtml)?.[1] ?? '/stores';
        const newsHtml = await (await fetch(`${base}/news`)).text();
        const articlePath = /href="(\/news\/details\/[^"]+)"/.exec(newsHtml)?.[1] ?? '/news';
        const withBag = new Shopper(base);
        const inStock = await (
            await post(
                JSON.stringify({
                    query: '{ search(input: { collectionSlug: "watches", groupByProduct: false, inStock: true, take: 1 }) { items { productVariantId } } }',
                }),
            )
        ).json();
        const bagged = await withBag.post('/api/bag', {
            intent: 'add',
            productVariantId: inStock.data.search.items[0].productVariantId,
            quantity: '1',
        });
        if (bagged.status >= 400 || !withBag.cookie)
            throw new Error(`the bag for the bench's visitor: ${bagged.status}`);
        const bag = { cookie: withBag.cookie };
        const pages = [
            ['home', '/'],
            ['listing /watches', '/watches'],
            ['listing with a facet filter', `/watches?filter=${encodeURIComponent('{"dial-colour":["blue"]}')}`],
            ['watch page', watchPath],
            ['store list', '/stores'],
            ['boutique page', boutiquePath],
            ['news article', articlePath],
            // A brand page of the CMS with a row of watches priced live and a video.
            ['brand page', '/about/manufacture'],
            ['home, visitor with a bag', '/', bag],
            ['listing /watches, visitor with a bag', '/watches', bag],
            ['watch page, visitor with a bag', watchPath, bag],
        ];
        // In the production profile, what each page asks of PostgreSQL and Redis too.
        const counters = profile.DATABASE_URL
            ? await storeCounters({ databaseUrl: profile.DATABASE_URL, databaseName, redisUrl: profile.REDIS_URL })
            : undefined;
        let reading = await counters?.read();
        for (const [name, p, headers = {}] of pages) {
            const view = () => fetch(`${base}${p}`, { headers });
            await load(view, { total: 30, concurrency: 4 });
            const run = await withCpu(roots, () => load(view, { total: 400, concurrency: 10 }), {
                database: profile.DATABASE_URL ? databaseName : undefined,
            });
            line(`${name} latency median`, run.median, 'ms');
            line(`${name} latency p95`, run.p95, 'ms');
            line(`${name} throughput`, run.rps, 'req/s');
            line(`${name} errors`, run.errors, 'requests');
            for (const [part, ms] of Object.entries(run.cpu)) line(`${name} CPU per page, ${part}`, ms, 'ms');
            line(
                `${name} CPU per page, all`,
                Object.values(run.cpu).reduce((a, b) => a + b, 0),
                'ms',
            );
            const answered = run.cache.hit + run.cache.miss + run.cache.bypass;
            line(`${name} page cache hit rate`, answered ? (100 * run.cache.hit) / answered : 0, '%');
            if (counters) {
                const next = await counters.read();
                // The warm-up's page views are in the readings too.
                const used = perRequest(reading, next, run.count + 30);
                line(`${name} PostgreSQL transactions per page`, used.transactions, '');
                line(`${name} Redis commands per page`, used.commands, '');
                reading = next;
            }
        }
        await counters?.close();
        if (only === 'pages') return;

        const searches = [
            {
                name: 'Shop API search',
                concurrency: 8,
                query: '{ search(input: { collectionSlug: "watches", groupByProduct: true, take: 20, sort: { price: ASC } }) { totalItems items { productName sku slug productAsset { preview } priceWithTax { ... on SinglePrice { value } ... on PriceRange { min max } } } } }',
            },
            {
                // What the storefront asks for a search with a filter: a page of cards and the
                // counts of every facet value, found by substring in all three languages.
                name: 'Shop API search with a term and a facet filter',
                concurrency: 10,
                query: '{ search(input: { term: "表带", facetCodeFilters: [{ facet: "lug-width", values: ["20mm"] }], groupByProduct: true, take: 24 }) { totalItems items { productName sku slug kind productAsset { preview } priceWithTax { ... on SinglePrice { value } ... on PriceRange { min max } } } facetValues { count facetValue { code facet { code } } } } }',
            },
        ];
        for (const s of searches) {
            const body = JSON.stringify({ query: s.query });
            // A GraphQL error answers 200: check the query once, the load counts only HTTP errors.
            const probe = await (
                await fetch(shopApi, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
            ).json();
            if (probe.errors?.length || !probe.data?.search) {
                throw new Error(`${s.name}: ${probe.errors?.[0]?.message ?? 'no result'}`);
            }
            const api = await withCpu(roots, () =>
                load(() => fetch(shopApi, { method: 'POST', headers: { 'content-type': 'application/json' }, body }), {
                    total: 500,
                    concurrency: s.concurrency,
                }),
            );
            // The same search from one client at a time: what a request costs without queueing
            // behind the others on the backend's one thread.
            const alone = await load(
                () => fetch(shopApi, { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
                { total: 200, concurrency: 1 },
            );
            line(`${s.name} latency median, one connection`, alone.median, 'ms');
            line(`${s.name} latency p95, one connection`, alone.p95, 'ms');
            line(`${s.name} latency median, ${s.concurrency} connections`, api.median, 'ms');
            line(`${s.name} latency p95, ${s.concurrency} connections`, api.p95, 'ms');
            line(`${s.name} throughput`, api.rps, 'req/s');
            line(`${s.name} errors`, api.errors, 'requests');
            for (const part of ['backend', 'database']) line(`${s.name} CPU per request, ${part}`, api.cpu[part], 'ms');
        }

        await searchRuns(roots, catalogue, profile.DATABASE_URL ? databaseName : undefined);

        // The REST face the mini-program reads through the shop's origin: a product's detail, and a
        // guest cart of two lines with its totals (each request reads the cart afresh).
        const restSku = /"sku":"([^"]+)"/.exec(
            await (await fetch(`${base}/legacy-api/init-product/product/manual`)).text(),
        )?.[1];
        const cartId = await (await fetch(`${base}/legacy-api/guest-carts`, { method: 'POST' })).json();
        for (const sku of [restSku, restSku]) {
            await fetch(`${base}/legacy-api/guest-carts/${cartId}/items`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ cartItem: { sku, qty: 1, quote_id: cartId } }),
            });
        }
        const restReads = [
            ['REST product detail', `/legacy-api/productDetail/${encodeURIComponent(restSku ?? '')}`],
            ['REST guest cart', `/legacy-api/guest-carts/${cartId}`],
            ['REST guest cart totals', `/legacy-api/guest-carts/${cartId}/totals`],
        ];
        for (const [name, p] of restReads) {
            const probe = await fetch(`${base}${p}`);
            if (probe.status !== 200) throw new Error(`${name}: ${probe.status}`);
            const run = await withCpu(roots, () => load(() => fetch(`${base}${p}`), { total: 400, concurrency: 10 }));
            line(`${name} latency median`, run.median, 'ms');
            line(`${name} latency p95`, run.p95, 'ms');
            line(`${name} throughput`, run.rps, 'req/s');
            line(`${name} errors`, run.errors, 'requests');
            line(
                `${name} CPU per request, all`,
                Object.values(run.cpu).reduce((a, b) => a + b, 0),
                'ms',
            );
        }

        // Visitors who consented send batches of events; what each costs, and the client's weight.
        await benchCollect({ base, serverUrl, roots, line });
        await analyticsClientWeight(root, line);

        // Every kind of page a visitor reaches without signing in; the account's pages are
        // checked from the build (scripts/script-budget.spec.mjs), which covers every route.
        const linkOn = async (p, pattern) => pattern.exec(await (await fetch(`${base}${p}`)).text())?.[1];
        const weighed = [
            ['/', '/'],
            ['/watches', '/watches'],
            ['a product page', await linkOn('/watches', /href="(\/watches\/[^"]+\/[^"]+\/)"/)],
            ['a strap page', await linkOn('/straps', /href="(\/strap\/[^"]+)"/)],
            ['/search', '/search/?q=%E8%A1%A8'],
            ['/login', '/login'],
            ['/stores', '/stores'],
            ['a boutique page', await linkOn('/stores', /href="(\/stores\/[^"/]+-boutiques\/[^"]+)"/)],
            ['/service', '/service'],
            ['/news', '/news'],
            ['/press-lounge', '/press-lounge'],
            ['a content page', '/watches/origins/label'],
        ];
        let heaviest = 0;
        for (const [name, p] of weighed) {
            if (!p) continue;
            const w = await scriptWeight(base, p);
            heaviest = Math.max(heaviest, w.gzip);
            line(`script for ${name} (${w.files} files)`, w.raw, 'B');
            line(`script for ${name} gzipped (at most ${SCRIPT_BUDGET_BYTES / 1000} KB)`, w.gzip, 'B');
        }

        // Buying: adding to the bag as a new guest, and whole checkouts through the sandbox, each
        // on a watch of its own in stock (the stock is held, then sold).
        const stocked = await (
            await fetch(shopApi, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({
                    query: '{ search(input: { collectionSlug: "watches", groupByProduct: false, inStock: true, take: 100 }) { items { productVariantId } } }',
                }),
            })
        ).json();
        const variantIds = stocked.data.search.items.map((i) => i.productVariantId);
        const adds = await timed(
            async (i) => {
                const res = await new Shopper(base).post('/api/bag', {
                    intent: 'add',
                    productVariantId: variantIds[i % variantIds.length],
                    quantity: '1',
                });
                if (res.status !== 200) throw new Error(`add to bag: ${res.status}`);
            },
            { total: 200, concurrency: 4 },
        );
        line('add to bag latency median', adds.median, 'ms');
        line('add to bag latency p95', adds.p95, 'ms');
        line('add to bag errors', adds.errors, 'requests');
        const checkouts = await timed((i) => sandboxCheckout(base, variantIds[i % variantIds.length], i), {
            total: 40,
            concurrency: 2,
        });
        line('sandbox checkout, bag to thank-you page, median', checkouts.median, 'ms');
        line('sandbox checkout, bag to thank-you page, p95', checkouts.p95, 'ms');
        line('sandbox checkout errors', checkouts.errors, 'checkouts');
        if (checkouts.firstError) console.log(`first checkout error: ${checkouts.firstError}`);
        const atCheckout = await guestAtCheckout(base, variantIds[0], 'page');
        const w = await scriptWeight(base, '/checkout', { cookie: atCheckout.cookie });
        line(`script for /checkout (${w.files} files)`, w.raw, 'B');
        line(`script for /checkout gzipped (at most ${SCRIPT_BUDGET_BYTES / 1000} KB)`, w.gzip, 'B');
        heaviest = Math.max(heaviest, w.gzip);
        line(
            `heaviest page's script gzipped, against the ${SCRIPT_BUDGET_BYTES / 1000} KB line`,
            heaviest - SCRIPT_BUDGET_BYTES,
            'B',
        );

        // Last, on an idle shop: Lighthouse's simulated phone on a slow network.
        if (!process.argv.includes('--no-lighthouse')) {
            // Without a Chinese font the browser searches every fallback for each character: the
            // pages lay out slower than on any phone in China, and the scores say little.
            if (!hasChineseFont()) console.log('Lighthouse: no Chinese font here (apt-get install fonts-noto-cjk)');
            for (const [name, p] of pages) {
                line(`Lighthouse mobile performance, ${name}`, await lighthouseScore(`${base}${p}`), 'points');
            }
        }
    } finally {
        worker?.kill('SIGTERM');
        shop.kill('SIGTERM');
    }
}

main().catch((err) => {
    console.error(err.message);
    process.exit(1);
});
