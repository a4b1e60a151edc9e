import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The built server, as `npm start` runs it (`npm test` builds before the suites run). */
const SERVER_ENTRY = path.resolve(__dirname, '../dist/index.js');

export interface ChildServer {
    process: ChildProcess;
    baseUrl: string;
    /** What it printed so far, for a failure's message. */
    output(): string;
    /** Ends it as a crash does: no shutdown, no chance to tidy up. */
    kill(): Promise<void>;
    /** Ends it as an operator does (SIGTERM), and waits for it to exit. */
    stop(): Promise<void>;
}

/**
 * Starts the real backend as a child process, as `npm start` does, and resolves once it says
 * it is ready. For what only a separate process shows: a crash, or two instances sharing state.
 */
export async function startChildServer(
    env: { PORT: string; VAR_DIR: string } & Record<string, string>,
    timeoutMs = 120_000,
): Promise<ChildServer> {
    if (!fs.existsSync(SERVER_ENTRY))
        throw new Error(`${SERVER_ENTRY} is missing: build first (node scripts/build.mjs)`);
    const child = spawn(process.execPath, [SERVER_ENTRY], {
        // The test shop's settings (test-shop.ts), on an empty catalogue: these tests need none.
        env: {
            PATH: process.env.PATH ?? '',
            VENDURE_DISABLE_TELEMETRY: 'true',
            NODE_ENV: 'test',
            ASSET_DIR: path.join(env.VAR_DIR, 'assets'),
            DASHBOARD_DIR: path.join(env.VAR_DIR, 'no-dashboard'),
            SUPERADMIN_PASSWORD: 'e2e-superadmin-password',
            COOKIE_SECRET: 'e2e-cookie-secret-0123456789',
            PAYMENT_MODE: 'sandbox',
            SMS_MODE: 'outbox',
            SEED_DEMO_DATA: 'false',
            ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    let output = '';
    child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
            () => reject(new Error(`the server did not start in ${timeoutMs} ms:\n${output.slice(-3000)}`)),
            timeoutMs,
        );
        child.on('message', (m) => {
            if (m === 'ready') {
                clearTimeout(timer);
                resolve();
            }
        });
        child.once('exit', (code) => {
            clearTimeout(timer);
            reject(new Error(`the server exited (${code}) before it was ready:\n${output.slice(-3000)}`));
        });
    });
    return {
        process: child,
        baseUrl: `http://127.0.0.1:${env.PORT}`,
        output: () => output,
        async kill() {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
            await exited;
        },
        async stop() {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
            await exited;
        },
    };
}
