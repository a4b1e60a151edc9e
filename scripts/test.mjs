// `npm test`: lint, build, type-check, then every suite (vitest units and server e2e,
// Playwright in chromium), ending with one line of totals over all of them.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
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
const browser = background('playwright', 'npx', ['playwright', 'test', '-c', 'apps/storefront/playwright.config.ts']);
ok = step('vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${path.join(results, 'vitest.json')}`]) && ok;
ok = (await browser) && ok;

let passed = checks.filter(Boolean).length;
let failed = checks.length - passed;
const vitest = readJson('vitest.json');
if (vitest) {
    passed += vitest.numPassedTests;
    failed += vitest.numFailedTests;
} else failed += 1;
const pw = readJson('playwright.json');
if (pw) {
    passed += pw.stats.expected;
    failed += pw.stats.unexpected + pw.stats.flaky;
} else failed += 1;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
