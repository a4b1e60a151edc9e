// `npm start`: builds what needs building, then runs the backend (which migrates and, on
// first start, seeds the embedded database) and the storefront, in production mode.
// `npm run dev` (`--dev`) runs the same in development mode: GraphQL playgrounds,
// introspection and stack traces. `--server`, `--storefront` and `--worker` each run one
// process from the existing build, with no build step (containers, several instances).
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';

import { build } from './build.mjs';
import { root } from './build-steps.mjs';

const serverPort = Number(process.env.SERVER_PORT ?? 3001);
const storefrontPort = Number(process.env.STOREFRONT_PORT ?? 3000);
const children = new Set();

function fail(message) {
    console.error(message);
    for (const child of children) child.kill('SIGTERM');
    process.exit(1);
}

function portFree(port) {
    return new Promise((resolve) => {
        const probe = net.createServer();
        probe.once('error', () => resolve(false));
        probe.listen({ port, exclusive: true }, () => probe.close(() => resolve(true)));
    });
}

/**
 * Runs a Node program; resolves when it says 'ready' (IPC), or if `readyWhen` is a URL when that
 * answers, or at once without one.
 */
function launch(name, file, env, readyWhen) {
    const child = fork(path.join(root, file), [], {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.add(child);
    child.on('exit', (code, signal) => {
        children.delete(child);
        if (!stopping) fail(`The ${name} stopped (${signal ?? `exit ${code}`}).`);
        if (children.size === 0) process.exit(code ?? 0);
    });
    if (!readyWhen) return Promise.resolve(child);
    if (readyWhen === 'ipc') {
        return new Promise((resolve) => child.on('message', (m) => m === 'ready' && resolve(child)));
    }
    return waitForUrl(readyWhen).then(() => child);
}

async function waitForUrl(url, timeoutMs = 120_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
        try {
            const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
            if (res.status < 500) return;
        } catch {
            // Not listening yet.
        }
        await new Promise((r) => setTimeout(r, 250));
    }
    fail(`${url} did not answer within ${timeoutMs / 1000} s.`);
}

let stopping = false;
// A draining process may take SHUTDOWN_TIMEOUT_MS to finish its requests: wait for it to exit
// (a little longer, then stop waiting) rather than cut it short.
const drainMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 25_000) + 5_000;
for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
        stopping = true;
        for (const child of children) child.kill('SIGTERM');
        if (children.size === 0) process.exit(0);
        setTimeout(() => process.exit(0), drainMs).unref();
    });
}

/**
 * The secrets both processes need, from the environment, else from var/secrets.json (made at
 * first start by the server's own code). The processes themselves have no fallback: in
 * production each refuses to start without its secrets.
 */
function secretsEnv() {
    const varDir = process.env.VAR_DIR ?? path.join(root, 'var');
    const { ensureSecretsFile } = createRequire(import.meta.url)(path.join(root, 'apps/server/dist/config/secrets.js'));
    const { secrets, created } = ensureSecretsFile(varDir);
    if (created.includes('superadminPassword') && !process.env.SUPERADMIN_PASSWORD) {
        // Shown once; it stays in var/secrets.json.
        console.log(
            `Staff dashboard: sign in as "${process.env.SUPERADMIN_USERNAME ?? 'superadmin'}" with password "${secrets.superadminPassword}" (kept in ${path.join(varDir, 'secrets.json')}; set SUPERADMIN_PASSWORD to choose it)`,
        );
    }
    return {
        COOKIE_SECRET: process.env.COOKIE_SECRET ?? secrets.cookieSecret,
        SUPERADMIN_PASSWORD: process.env.SUPERADMIN_PASSWORD ?? secrets.superadminPassword,
        SESSION_SECRET: process.env.SESSION_SECRET ?? secrets.sessionSecret,
        CERTIFICATE_SIGNING_KEY: process.env.CERTIFICATE_SIGNING_KEY ?? secrets.certificateSigningKey,
        WARRANTY_CODE_KEY: process.env.WARRANTY_CODE_KEY ?? secrets.warrantyCodeKey,
    };
}

/** The secrets each single-process role needs. */
const ROLE_SECRETS = {
    server: ['COOKIE_SECRET', 'SUPERADMIN_PASSWORD', 'SESSION_SECRET', 'CERTIFICATE_SIGNING_KEY', 'WARRANTY_CODE_KEY'],
    worker: ['COOKIE_SECRET', 'SUPERADMIN_PASSWORD', 'SESSION_SECRET', 'CERTIFICATE_SIGNING_KEY', 'WARRANTY_CODE_KEY'],
    storefront: ['SESSION_SECRET'],
};

/**
 * A role's secrets: all from the environment when it sets them (always in the production
 * profile, DATABASE_URL set), else, on a developer's machine, from var/secrets.json.
 */
function roleSecretsEnv(role) {
    const missing = ROLE_SECRETS[role].filter((name) => !process.env[name]);
    if (missing.length === 0) return {};
    if (process.env.DATABASE_URL) fail(`Cannot start the ${role}: set ${missing.join(', ')} (with DATABASE_URL, secrets come only from the environment).`);
    return secretsEnv();
}

/** `--server`, `--storefront`, `--worker`: one process from the existing build. */
async function runRole(role) {
    const env = {
        NODE_ENV: process.env.NODE_ENV ?? 'production',
        PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${storefrontPort}`,
        VENDURE_DISABLE_TELEMETRY: process.env.VENDURE_DISABLE_TELEMETRY ?? 'true',
        ...roleSecretsEnv(role),
    };
    if (role === 'worker') return launch('worker', 'apps/server/dist/index-worker.js', env, 'ipc');
    if (role === 'server') return launch('server', 'apps/server/dist/index.js', { ...env, PORT: String(serverPort) }, 'ipc');
    return launch(
        'storefront',
        'apps/storefront/server.mjs',
        { ...env, PORT: String(storefrontPort), BACKEND_URL: process.env.BACKEND_URL ?? `http://localhost:${serverPort}` },
        // Its readiness is the orchestrator's to judge (/readyz), not a reason to stop.
        null,
    );
}

async function main() {
    const role = ['server', 'storefront', 'worker'].find((r) => process.argv.includes(`--${r}`));
    if (role) return runRole(role);
    const started = Date.now();
    const dev = process.argv.includes('--dev');
    const env = {
        NODE_ENV: process.env.NODE_ENV ?? (dev ? 'development' : 'production'),
        // The shop's public address: the storefront accepts forms only from it, the server
        // builds picture URLs on it.
        PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${storefrontPort}`,
        // Telemetry stays off unless the operator turns it on (see README).
        VENDURE_DISABLE_TELEMETRY: process.env.VENDURE_DISABLE_TELEMETRY ?? 'true',
    };
    for (const [name, port] of [
        ['storefront', storefrontPort],
        ['server', serverPort],
    ]) {
        if (!(await portFree(port))) fail(`Cannot start: port ${port} (${name}) is already in use. Stop what runs there or set ${name === 'server' ? 'SERVER_PORT' : 'STOREFRONT_PORT'}.`);
    }
    try {
        await build();
    } catch (err) {
        fail(err.message);
    }
    Object.assign(env, secretsEnv());
    await launch('server', 'apps/server/dist/index.js', { ...env, PORT: String(serverPort) }, 'ipc');
    await launch(
        'storefront',
        'apps/storefront/server.mjs',
        { ...env, PORT: String(storefrontPort), BACKEND_URL: `http://localhost:${serverPort}` },
        `http://localhost:${storefrontPort}/health`,
    );
    console.log(
        `\nThe shop is open: http://localhost:${storefrontPort}  (staff dashboard: http://localhost:${serverPort}/dashboard) — ${env.NODE_ENV} mode, ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
}

main().catch((err) => fail(err.message));
