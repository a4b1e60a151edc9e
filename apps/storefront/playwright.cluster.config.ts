import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';

import { launchOptions } from './playwright.config';
import { ROOT, SHOP_URL } from './tests/cluster/topology';

/**
 * The shop scaled out on one machine (tests/cluster/topology.ts): its own run, after the
 * browser suite, because it starts five processes of the shop and a load balancer of its own.
 */
export default defineConfig({
    testDir: './tests/cluster',
    globalSetup: './tests/cluster/global-setup.ts',
    fullyParallel: false,
    workers: 1,
    retries: 0,
    timeout: 120_000,
    expect: { timeout: 15_000 },
    reporter: [
        ['list'],
        ['json', { outputFile: path.join(ROOT, 'var', 'test-results', 'cluster.json') }],
        ['./tests/failed-page-reporter.ts'],
    ],
    outputDir: path.join(ROOT, 'var', 'test-results', 'cluster'),
    use: { baseURL: SHOP_URL, launchOptions, locale: 'zh-CN', trace: 'off' },
    projects: [{ name: 'cluster', use: { ...devices['Desktop Chrome'], launchOptions } }],
});
