import path from 'node:path';

import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

/**
 * One vitest run for the whole repo: fast units, then the server's end-to-end suites that
 * boot Vendure against a real database (SQLite always, PostgreSQL when it answers).
 */
export default defineConfig({
    test: {
        projects: [
            {
                resolve: { alias: { '~': path.resolve(__dirname, 'apps/storefront/app') } },
                test: {
                    name: 'unit',
                    // The storefront's server modules parse their environment on import; tests
                    // sign cookies with a throw-away secret (production takes it from the environment).
                    env: { SESSION_SECRET: 'unit-tests-only-session-secret' },
                    include: [
                        'packages/*/src/**/*.spec.ts',
                        'apps/server/src/**/*.spec.ts',
                        'apps/storefront/app/**/*.test.{ts,tsx}',
                        'apps/storefront/server/**/*.test.mjs',
                        'scripts/**/*.spec.mjs',
                        'deploy/**/*.spec.ts',
                    ],
                    environment: 'node',
                    // The browser suite runs beside these (scripts/test.mjs): a test that takes a
                    // second alone may take several then.
                    testTimeout: 20_000,
                },
            },
            {
                // Vendure's dependency injection needs decorator metadata, which esbuild does not emit.
                plugins: [swc.vite({ jsc: { transform: { legacyDecorator: true, decoratorMetadata: true } } })],
                test: {
                    name: 'server-e2e',
                    include: ['apps/server/**/*.e2e-spec.ts'],
                    globalSetup: ['apps/server/e2e/global-setup.ts'],
                    environment: 'node',
                    testTimeout: 120_000,
                    // A suite's shop boots beside the browser suite (scripts/test.mjs): minutes on a busy machine.
                    hookTimeout: 600_000,
                    // Each file boots its own Vendure server; two at once is what 2 cores carry.
                    maxWorkers: 1,
                    fileParallelism: false,
                    // The files share one process and its modules, one after the other: Vendure
                    // and the server's code are loaded once, not once per file (minutes of a run).
                    // test-shop.ts starts each shop from Vendure's default configuration.
                    isolate: false,
                },
            },
        ],
    },
});
