import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const varDir = path.join(root, 'var', 'browser-e2e');
const storefrontPort = Number(process.env.E2E_STOREFRONT_PORT ?? 3100);
const serverPort = Number(process.env.E2E_SERVER_PORT ?? 3101);

/** Debian's chromium, never a downloaded browser. */
const launchOptions = {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
    ],
};

export default defineConfig({
    testDir: './tests/e2e',
    fullyParallel: false,
    workers: 1,
    retries: 0,
    timeout: 30_000,
    expect: { timeout: 10_000 },
    reporter: [['list'], ['json', { outputFile: path.join(root, 'var', 'test-results', 'playwright.json') }]],
    use: {
        baseURL: `http://localhost:${storefrontPort}`,
        launchOptions,
        locale: 'zh-CN',
        trace: 'off',
    },
    projects: [
        { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
        { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions } },
    ],
    webServer: {
        // The whole shop on its own ports and a fresh embedded database, as `npm start` runs it.
        command: `rm -rf "${varDir}" && node scripts/start.mjs`,
        cwd: root,
        url: `http://localhost:${storefrontPort}/health`,
        timeout: 600_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
            STOREFRONT_PORT: String(storefrontPort),
            SERVER_PORT: String(serverPort),
            VAR_DIR: varDir,
            SQLITE_PATH: path.join(varDir, 'shop.sqlite'),
            ASSET_DIR: path.join(varDir, 'assets'),
            CORS_ORIGINS: `http://localhost:${storefrontPort}`,
            // A stand-in chat widget: the cookie banner test sees it load only after consent.
            CHAT_WIDGET_URL: 'data:text/javascript,window.__chat%3D1',
        },
    },
});
