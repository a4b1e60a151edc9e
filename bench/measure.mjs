// Load and page-weight measurements against a running shop. Loops are bounded in count and
// time and only ever target this machine.
import { gzipSync } from 'node:zlib';

export function percentile(sorted, p) {
    if (sorted.length === 0) return NaN;
    const idx = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
    return sorted[Math.max(0, idx)];
}

/** Fires `total` requests, `concurrency` at a time; returns latency percentiles and throughput. */
export async function load(makeRequest, { total = 300, concurrency = 8, maxSeconds = 60 } = {}) {
    const latencies = [];
    // How the storefront's page cache answered (its x-page-cache header), where it says.
    const cache = { hit: 0, miss: 0, bypass: 0 };
    let errors = 0;
    let next = 0;
    const started = performance.now();
    const deadline = started + maxSeconds * 1000;
    async function worker() {
        while (next < total && performance.now() < deadline) {
            next += 1;
            const t0 = performance.now();
            try {
                const res = await makeRequest();
                await res.arrayBuffer();
                if (res.status >= 400) errors += 1;
                const result = res.headers?.get?.('x-page-cache');
                if (result && result in cache) cache[result] += 1;
            } catch {
                errors += 1;
            }
            latencies.push(performance.now() - t0);
        }
    }
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
        count: latencies.length,
        errors,
        median: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        rps: latencies.length / seconds,
        cache,
    };
}

/** The scripts a module loads before it runs: its static imports, not its dynamic `import()`s. */
function staticImports(code, base) {
    const found = [];
    for (const m of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.m?js)["']/g)) {
        found.push(new URL(m[1], base).href);
    }
    return found;
}

/**
 * Every script a visitor's browser downloads for a page before it comes alive: the scripts the
 * page names (module script, script tags, preloads) and, transitively, what they import
 * statically. Scripts loaded later by a dynamic import are not counted. `headers` carry a
 * visitor's cookie for a page only a shopper reaches (checkout).
 */
export async function scriptWeight(baseUrl, pagePath, headers = {}) {
    const pageUrl = new URL(pagePath, baseUrl);
    const html = await (await fetch(pageUrl, { headers, redirect: 'manual' })).text();
    const queue = [];
    for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.m?js)"/g))
        queue.push(new URL(m[1], pageUrl).href);
    for (const m of html.matchAll(/import\(\s*["']([^"']+\.m?js)["']\s*\)/g)) queue.push(new URL(m[1], pageUrl).href);
    for (const m of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g))
        queue.push(...staticImports(m[1], pageUrl));
    const seen = new Set();
    let raw = 0;
    let gzip = 0;
    while (queue.length) {
        const url = queue.shift();
        if (seen.has(url)) continue;
        seen.add(url);
        const body = Buffer.from(await (await fetch(url)).arrayBuffer());
        raw += body.length;
        gzip += gzipSync(body, { level: 9 }).length;
        queue.push(...staticImports(body.toString('utf8'), url));
    }
    return { files: seen.size, raw, gzip };
}

/**
 * Lighthouse's mobile performance score of a page (0–100), by Lighthouse 12 through npx, on
 * the machine's Chromium (CHROME_PATH, /usr/bin/chromium by default). Each page is measured
 * `runs` times and the median kept, as single Lighthouse runs vary by a few points.
 */
export async function lighthouseScore(url, { runs = 3 } = {}) {
    const { execFile } = await import('node:child_process');
    const { mkdtempSync, readFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
    const scores = [];
    try {
        for (let i = 0; i < runs; i++) {
            const out = join(dir, `run-${i}.json`);
            await new Promise((resolve, reject) => {
                execFile(
                    'npx',
                    [
                        '--yes',
                        'lighthouse@12.8.2',
                        url,
                        '--only-categories=performance',
                        '--output=json',
                        `--output-path=${out}`,
                        '--quiet',
                        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --disable-background-networking --disable-component-update --disable-sync --no-first-run',
                    ],
                    {
                        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
                        timeout: 180_000,
                    },
                    (err) => (err ? reject(err) : resolve()),
                );
            });
            scores.push(Math.round(JSON.parse(readFileSync(out, 'utf8')).categories.performance.score * 100));
        }
    } finally {
        rmSync(dir, { recursive: true, force: true });
    }
    scores.sort((a, b) => a - b);
    return scores[Math.floor(scores.length / 2)];
}
