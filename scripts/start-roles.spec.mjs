import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const startScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'start.mjs');

/** Runs `node scripts/start.mjs <flag>` in an environment of only `env` (and PATH). */
function start(flag, env) {
    const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-roles-'));
    try {
        return spawnSync(process.execPath, [startScript, flag], {
            env: { PATH: process.env.PATH, VAR_DIR: varDir, ...env },
            encoding: 'utf8',
            timeout: 30_000,
        });
    } finally {
        fs.rmSync(varDir, { recursive: true, force: true });
    }
}

describe('one process per role (containers)', () => {
    const production = { DATABASE_URL: 'postgresql://shop@127.0.0.1:1/shop' };

    it('refuses to start a backend without its secrets in the production profile, and builds nothing', () => {
        const run = start('--server', production);
        expect(run.status).toBe(1);
        expect(run.stderr).toContain(
            'set COOKIE_SECRET, SUPERADMIN_PASSWORD, CERTIFICATE_SIGNING_KEY, WARRANTY_CODE_KEY',
        );
        expect(run.stdout).not.toMatch(/Building/);
    });

    it("asks the storefront only for the storefront's secret", () => {
        const run = start('--storefront', production);
        expect(run.status).toBe(1);
        expect(run.stderr).toMatch(/Cannot start the storefront: set SESSION_SECRET \(/);
    });

    it('asks the worker for the backend secrets it lacks, and for no others', () => {
        const run = start('--worker', {
            ...production,
            COOKIE_SECRET: 'c'.repeat(32),
            SESSION_SECRET: 's'.repeat(32),
            WARRANTY_CODE_KEY: 'w'.repeat(32),
        });
        expect(run.status).toBe(1);
        expect(run.stderr).toMatch(/Cannot start the worker: set SUPERADMIN_PASSWORD, CERTIFICATE_SIGNING_KEY \(/);
    });
});
