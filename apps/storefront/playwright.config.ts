import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
/** Its own var/ directory, so that two runs on one machine (E2E_VAR_DIR and ports) keep apart. */
export const E2E_VAR_DIR = process.env.E2E_VAR_DIR ?? path.join(root, 'var', 'browser-e2e');
const varDir = E2E_VAR_DIR;
const storefrontPort = Number(process.env.E2E_STOREFRONT_PORT ?? 3100);
const serverPort = Number(process.env.E2E_SERVER_PORT ?? 3101);

/** The browser tests' own shop is made for them and thrown away; its administrator's password is theirs. */
export const E2E_SUPERADMIN_PASSWORD = 'browser-e2e-superadmin';
export const E2E_SERVER_URL = `http://localhost:${serverPort}`;
/** A stand-in chat widget, served by the tests themselves (fixtures.ts). */
export const CHAT_WIDGET_URL = 'https://chat.example.test/widget.js';

/** Debian's chromium, never a downloaded browser. */
export const launchOptions = {
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

/**
 * Specs that speak HTTP only, with no page to render. The REST face's journey is not one: it
 * ends on the storefront's pages, so it runs with the browser tests.
 */
const HTTP_SPECS = [/hardening\.spec/, /fuzz\.spec/, /legacy-api-(?!journey\.spec).*\.spec/];

export default defineConfig({
    testDir: './tests/e2e',
    fullyParallel: false,
    workers: 1,
    retries: 0,
    timeout: 30_000,
    expect: { timeout: 10_000 },
    reporter: [
        ['list'],
        ['json', { outputFile: path.join(root, 'var', 'test-results', 'playwright.json') }],
        ['./tests/failed-page-reporter.ts'],
    ],
    // Beside the cluster run's, which would otherwise clear this run's failures as it starts.
    outputDir: path.join(root, 'var', 'test-results', 'playwright'),
    use: {
        baseURL: `http://localhost:${storefrontPort}`,
        launchOptions,
        locale: 'zh-CN',
        trace: 'off',
    },
    projects: [
        // Pages as shoppers see them, on a desktop and on a phone; the staff dashboard on a desktop.
        { name: 'desktop', testIgnore: HTTP_SPECS, use: { ...devices['Desktop Chrome'], launchOptions } },
        {
            name: 'mobile',
            // A phone runs only what its layout changes, the tests titled @phone: the navigation
            // drawer and bottom navigation, the search popup, the banner over the bag, the forms
            // laid out in one column, bag and checkout, and one walk per feature whose pages stack
            // on a phone. Everything else shows the same on both, and the desktop run proves it.
            grep: /@phone\b/,
            testIgnore: HTTP_SPECS,
            use: { ...devices['Pixel 7'], launchOptions },
        },
        // Requests as an attacker sends them: no browser, once.
        { name: 'http', testMatch: HTTP_SPECS },
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
            // The staff dashboard test signs in with these.
            SUPERADMIN_USERNAME: 'superadmin',
            SUPERADMIN_PASSWORD: E2E_SUPERADMIN_PASSWORD,
            // A stand-in chat widget, served by the tests (fixtures.ts): the cookie banner test
            // sees it load only after consent.
            CHAT_WIDGET_URL,
        },
    },
});
