// `npm test`: lint, build, type-check, then every suite (vitest units and server e2e,
// Playwright in chromium), ending with one line of totals over all of them.
import { spawnSync } from 'node:child_process';
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
ok = step('vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${path.join(results, 'vitest.json')}`]) && ok;
ok = step('playwright', 'npx', ['playwright', 'test', '-c', 'apps/storefront/playwright.config.ts']) && ok;

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
