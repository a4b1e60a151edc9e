// `npm test`: lint, build, type-check, then every suite (vitest units and server e2e,
// Playwright in chromium), ending with one line of totals over all of them.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

import { build } from './build.mjs';
import { root } from './build-steps.mjs';
import { outsideTests, totals } from './test-totals.mjs';

const results = path.join(root, 'var', 'test-results');
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });

function step(name, cmd, args, env = {}) {
    console.log(`\n── ${name}`);
    const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    return r.status === 0;
}

let clusterUnavailable = false;

/** What the cluster test needs and this machine lacks: HAProxy, PostgreSQL, Redis. */
async function clusterMissing() {
    const listening = (port) =>
        new Promise((resolve) => {
            const socket = net.connect({ host: '127.0.0.1', port }, () => {
                socket.destroy();
                resolve(true);
            });
            socket.once('error', () => resolve(false));
        });
    const missing = [];
    if (spawnSync('haproxy', ['-v']).status !== 0) missing.push('HAProxy');
    if (!(await listening(5432))) missing.push('PostgreSQL on 127.0.0.1:5432');
    if (!(await listening(6379))) missing.push('Redis on 127.0.0.1:6379');
    return missing;
}

function readJson(file) {
    try {
        return JSON.parse(fs.readFileSync(path.join(results, file), 'utf8'));
    } catch {
        return undefined;
    }
}

// Lint, build and type-check each count as one check in the totals. The build comes before
// the type-check because the apps read the shared package's declarations from its build.
const checks = [step('lint', 'npx', ['eslint', '.', '--max-warnings=0'])];
try {
    await build();
    checks.push(true);
} catch (err) {
    console.error(err.message);
    checks.push(false);
}
checks.push(step('type-check', 'npm', ['run', 'typecheck', '--silent']));

/**
 * A suite in a child process, its output kept in a file: shown as it comes (`live`) or whole
 * once the suite ends, so that two suites side by side do not interleave. Resolves with its
 * exit code.
 */
function suite(name, cmd, args, { live = false } = {}) {
    const log = path.join(results, `${name}.log`);
    const out = fs.createWriteStream(log);
    if (live) console.log(`\n── ${name}`);
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
    ]) {
        from.on('data', (chunk) => {
            out.write(chunk);
            if (live) to.write(chunk);
        });
    }
    return new Promise((resolve) => {
        child.on('close', (code) => {
            out.end(() => {
                if (!live) {
                    console.log(`\n── ${name}`);
                    process.stdout.write(fs.readFileSync(log));
                }
                resolve(code ?? 128);
            });
        });
    });
}

// The two suites run side by side: each keeps one of the two cores mostly busy (vitest one
// server at a time, Playwright one browser at a time), and one after the other they took
// 30 minutes of CI's 45.
// The cluster test (two backends, two storefronts and a worker behind HAProxy) follows the
// browser suite, whose shop is gone by then.
const exits = {};
const browser = suite('playwright', 'npx', ['playwright', 'test', '-c', 'apps/storefront/playwright.config.ts']).then(
    async (code) => {
        exits.playwright = code;
        const missing = await clusterMissing();
        if (missing.length === 0) {
            exits.cluster = await suite('cluster', 'npx', [
                'playwright',
                'test',
                '-c',
                'apps/storefront/playwright.cluster.config.ts',
            ]);
            return;
        }
        // As the server suites fall back to SQLite without PostgreSQL; CI requires it all.
        const required = process.env.E2E_REQUIRE_POSTGRES === 'true';
        console.log(
            `\n── cluster\nThe cluster test needs ${missing.join(', ')}: ${required ? 'failed (E2E_REQUIRE_POSTGRES=true)' : 'not run'}.`,
        );
        clusterUnavailable = required;
    },
);
exits.vitest = await suite(
    'vitest',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${path.join(results, 'vitest.json')}`],
    { live: true },
);
await browser;

const { passed, failed, unexplained } = totals({
    checks,
    exits,
    vitest: readJson('vitest.json'),
    // The cluster's report is missing by design when the machine cannot run it.
    playwright: [
        { name: 'playwright', report: readJson('playwright.json'), required: true },
        { name: 'cluster', report: readJson('cluster.json'), required: clusterUnavailable },
    ],
});
// Repeated here, where the end of the output shows it.
for (const name of unexplained) {
    const log = fs.readFileSync(path.join(results, `${name}.log`), 'utf8');
    console.log(`\n── ${name} exited with code ${exits[name]} though none of its tests failed:\n${outsideTests(log)}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
