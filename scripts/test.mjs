// `npm test`: lint, build, type-check, then every suite (vitest units and server e2e,
// Playwright in chromium), ending with one line of totals over all of them.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

import { build } from './build.mjs';
import { root } from './build-steps.mjs';

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
let ok = checks.every(Boolean);

/** A suite run beside another: its output kept in a file and shown whole once it ends. */
function background(name, cmd, args) {
    const log = path.join(results, `${name}.log`);
    const out = fs.openSync(log, 'w');
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', out, out], env: process.env });
    return new Promise((resolve) => {
        child.on('exit', (code) => {
            fs.closeSync(out);
            console.log(`\n── ${name}`);
            process.stdout.write(fs.readFileSync(log));
            resolve(code === 0);
        });
    });
}

// The two suites run side by side: each keeps one of the two cores mostly busy (vitest one
// server at a time, Playwright one browser at a time), and one after the other they took
// 30 minutes of CI's 45.
// The cluster test (two backends, two storefronts and a worker behind HAProxy) follows the
// browser suite, whose shop is gone by then.
const browser = background('playwright', 'npx', [
    'playwright',
    'test',
    '-c',
    'apps/storefront/playwright.config.ts',
]).then(async (passed) => {
    const missing = await clusterMissing();
    if (missing.length === 0) {
        return (
            (await background('cluster', 'npx', [
                'playwright',
                'test',
                '-c',
                'apps/storefront/playwright.cluster.config.ts',
            ])) && passed
        );
    }
    // As the server suites fall back to SQLite without PostgreSQL; CI requires it all.
    const required = process.env.E2E_REQUIRE_POSTGRES === 'true';
    console.log(
        `\n── cluster\nThe cluster test needs ${missing.join(', ')}: ${required ? 'failed (E2E_REQUIRE_POSTGRES=true)' : 'not run'}.`,
    );
    clusterUnavailable = required;
    return passed && !required;
});
ok =
    step('vitest', 'npx', [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile=${path.join(results, 'vitest.json')}`,
    ]) && ok;
ok = (await browser) && ok;

let passed = checks.filter(Boolean).length;
let failed = checks.length - passed;
const vitest = readJson('vitest.json');
if (vitest) {
    passed += vitest.numPassedTests;
    failed += vitest.numFailedTests;
} else failed += 1;
// Playwright's reports; the cluster's is missing by design when the machine cannot run it.
for (const [file, missingFails] of [
    ['playwright.json', true],
    ['cluster.json', clusterUnavailable],
]) {
    const report = readJson(file);
    if (report) {
        passed += report.stats.expected;
        failed += report.stats.unexpected + report.stats.flaky;
    } else if (missingFails) failed += 1;
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
