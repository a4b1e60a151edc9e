// `npm run bench`: starts the built shop on its own ports and a fresh embedded database, and
// prints one line per figure: page and Shop API latency and throughput, and page weight.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { build } from '../scripts/build.mjs';
import { root } from '../scripts/build-steps.mjs';
import { withCpu } from './cpu.mjs';
import { load, scriptWeight } from './measure.mjs';

const storefrontPort = Number(process.env.BENCH_STOREFRONT_PORT ?? 3300);
const serverPort = Number(process.env.BENCH_SERVER_PORT ?? 3301);
const varDir = path.join(root, 'var', 'bench');
const base = `http://localhost:${storefrontPort}`;

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

const line = (name, value, unit) =>
    console.log(`${name}: ${Number.isFinite(value) ? value.toFixed(unit === 'B' ? 0 : 1) : value} ${unit}`);

/**
 * `--postgres`: the production profile, on a fresh PostgreSQL database `maison_bench` and
 * Redis (BENCH_POSTGRES_URL and BENCH_REDIS_URL, local defaults).
 */
async function productionProfile() {
    if (!process.argv.includes('--postgres')) return {};
    const { default: pg } = await import('pg');
    const admin = new URL(process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query('DROP DATABASE IF EXISTS maison_bench WITH (FORCE)');
    await client.query('CREATE DATABASE maison_bench');
    await client.end();
    admin.pathname = '/maison_bench';
    return { DATABASE_URL: admin.toString(), REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/5' };
}

async function main() {
    await build();
    fs.rmSync(varDir, { recursive: true, force: true });
    const profile = await productionProfile();
    console.log(`profile: ${profile.DATABASE_URL ? 'PostgreSQL and Redis' : 'embedded SQLite'}`);
    const shop = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
            // Production mode, with secrets made for this throw-away shop in its own var/.
            ...process.env,
            STOREFRONT_PORT: String(storefrontPort),
            SERVER_PORT: String(serverPort),
            VAR_DIR: varDir,
            SQLITE_PATH: path.join(varDir, 'shop.sqlite'),
            ASSET_DIR: path.join(varDir, 'assets'),
            ...profile,
        },
    });
    try {
        const t0 = Date.now();
        await waitFor(`${base}/watches`, 600);
        line('first start with seeding, until /watches answers', (Date.now() - t0) / 1000, 's');
        // Warm-up: JIT, caches and the SQLite page cache.
        await load(() => fetch(`${base}/watches`), { total: 30, concurrency: 4 });

        // Anonymous page views at 10 connections: latency, throughput and the CPU each process
        // spends per page (storefront, backend, database; SQLite runs inside the backend).
        const listingHtml = await (await fetch(`${base}/watches`)).text();
        const watchPath = /href="(\/watches\/[^"]+\/[^"]+\/)"/.exec(listingHtml)?.[1] ?? '/watches';
        const pages = [
            ['home', '/'],
            ['listing with a facet filter', `/watches?filter=${encodeURIComponent('{"dial-colour":["blue"]}')}`],
            ['watch page', watchPath],
        ];
        for (const [name, p] of pages) {
            await load(() => fetch(`${base}${p}`), { total: 30, concurrency: 4 });
            const run = await withCpu(shop.pid, () =>
                load(() => fetch(`${base}${p}`), { total: 400, concurrency: 10 }),
            );
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
        }

        const search = JSON.stringify({
            query: '{ search(input: { collectionSlug: "watches", groupByProduct: true, take: 20, sort: { price: ASC } }) { totalItems items { productName sku slug productAsset { preview } priceWithTax { ... on SinglePrice { value } ... on PriceRange { min max } } } } }',
        });
        const api = await load(
            () =>
                fetch(`http://localhost:${serverPort}/shop-api`, {
                    method: 'POST',
                    headers: { 'content-type': 'application/json' },
                    body: search,
                }),
            { total: 500, concurrency: 8 },
        );
        line('Shop API search latency median', api.median, 'ms');
        line('Shop API search latency p95', api.p95, 'ms');
        line('Shop API search throughput', api.rps, 'req/s');

        for (const p of ['/', '/watches']) {
            const w = await scriptWeight(base, p);
            line(`script for ${p} (${w.files} files)`, w.raw, 'B');
            line(`script for ${p} gzipped`, w.gzip, 'B');
        }
        const detailHtml = await (await fetch(`${base}/watches`)).text();
        const detailPath = /href="(\/watches\/[^"]+\/[^"]+\/)"/.exec(detailHtml)?.[1];
        if (detailPath) {
            const w = await scriptWeight(base, detailPath);
            line(`script for a product page (${w.files} files)`, w.raw, 'B');
            line('script for a product page gzipped', w.gzip, 'B');
        }
    } finally {
        shop.kill('SIGTERM');
    }
}

main().catch((err) => {
    console.error(err.message);
    process.exit(1);
});
