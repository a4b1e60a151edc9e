// `npm start`: builds what needs building, then runs the backend (which migrates and, on
// first start, seeds the embedded database) and the storefront, in production mode.
// `npm run dev` (`--dev`) runs the same in development mode: GraphQL playgrounds,
// introspection and stack traces.
//
// `--server`, `--storefront` and `--worker` run one process each, from the build (`npm run
// build`), in this process, so that a container's stop signal reaches it: what a load-balanced
// deployment runs (`npm run start:server`, `start:storefront`, `start:worker`; see deploy/).
// With DATABASE_URL set their secrets come from the environment alone; var/secrets.json
// serves only the embedded default.
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

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

/** Runs a Node program; resolves when it says 'ready' (IPC) or, if `waitFor` is a URL, when that answers. */
function launch(name, file, env, readyWhen) {
    const child = fork(path.join(root, file), [], {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.add(child);
    child.on('exit', (code, signal) => {
        children.delete(child);
        if (!stopping) fail(`The ${name} stopped (${signal ?? `exit ${code}`}).`);
    });
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
/** Stops the children with the shop: each drains on SIGTERM, then this process ends with them. */
function forwardStopSignals() {
    for (const signal of ['SIGINT', 'SIGTERM']) {
        process.on(signal, () => {
            stopping = true;
            for (const child of children) child.kill('SIGTERM');
            // A draining child may take SHUTDOWN_TIMEOUT_MS to finish its requests.
            setTimeout(() => process.exit(0), Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 25_000) + 5_000).unref();
            const exitWhenDone = setInterval(() => children.size === 0 && process.exit(0), 100);
            exitWhenDone.unref();
        });
    }
}

/**
 * The secrets both processes need, from the environment, else from var/secrets.json (made at
 * first start by the server's own code). The processes themselves have no fallback: in
 * production each refuses to start without its secrets.
 */
function secretsEnv() {
    const varDir = process.env.VAR_DIR ?? path.join(root, 'var');
    const { ensureSecretsFile, secretsAsEnv } = createRequire(import.meta.url)(
        path.join(root, 'apps/server/dist/config/secrets.js'),
    );
    const { secrets, created } = ensureSecretsFile(varDir);
    if (created.includes('superadminPassword') && !process.env.SUPERADMIN_PASSWORD) {
        // Shown once; it stays in var/secrets.json.
        console.log(
            `Staff dashboard: sign in as "${process.env.SUPERADMIN_USERNAME ?? 'superadmin'}" with password "${secrets.superadminPassword}" (kept in ${path.join(varDir, 'secrets.json')}; set SUPERADMIN_PASSWORD to choose it)`,
        );
    }
    return secretsAsEnv(secrets, process.env);
}

/** The program each role runs, and the file whose absence says the build has not run. */
const ROLES = {
    server: { program: 'apps/server/dist/index.js', built: 'apps/server/dist/index.js' },
    worker: { program: 'apps/server/dist/index-worker.js', built: 'apps/server/dist/index-worker.js' },
    storefront: { program: 'apps/storefront/server.mjs', built: 'apps/storefront/build/server/index.js' },
};

/** The secrets each single-process role needs. */
const ROLE_SECRETS = {
    server: ['COOKIE_SECRET', 'SUPERADMIN_PASSWORD', 'CERTIFICATE_SIGNING_KEY', 'WARRANTY_CODE_KEY'],
    worker: ['COOKIE_SECRET', 'SUPERADMIN_PASSWORD', 'CERTIFICATE_SIGNING_KEY', 'WARRANTY_CODE_KEY'],
    storefront: ['SESSION_SECRET'],
};

/**
 * A role's secrets: all from the environment when it sets them (always in the production
 * profile, DATABASE_URL set, and in a storefront's image, which holds no server code to make
 * them), else, on a developer's machine, from var/secrets.json.
 */
function roleSecretsEnv(role) {
    const missing = ROLE_SECRETS[role].filter((name) => !process.env[name]);
    if (missing.length === 0) return {};
    const serverBuilt = existsSync(path.join(root, 'apps/server/dist/config/secrets.js'));
    if (process.env.DATABASE_URL || !serverBuilt) {
        fail(
            `Cannot start the ${role}: set ${missing.join(', ')} (with DATABASE_URL, secrets come only from the environment).`,
        );
    }
    return secretsEnv();
}

/** One process of a scaled-out deployment, with its settings from the environment. */
async function runRole(role) {
    if (!existsSync(path.join(root, ROLES[role].built))) {
        fail(`Cannot start the ${role}: it is not built. Run "npm run build" first.`);
    }
    const defaults = {
        NODE_ENV: 'production',
        VENDURE_DISABLE_TELEMETRY: 'true',
        PUBLIC_URL: `http://localhost:${storefrontPort}`,
        ...(role === 'server' ? { PORT: String(serverPort) } : {}),
        ...(role === 'storefront'
            ? { PORT: String(storefrontPort), BACKEND_URL: `http://localhost:${serverPort}` }
            : {}),
        ...roleSecretsEnv(role),
    };
    for (const [name, value] of Object.entries(defaults)) process.env[name] ??= value;
    await import(pathToFileURL(path.join(root, ROLES[role].program)).href);
}

async function main() {
    const started = Date.now();
    const role = ['server', 'storefront', 'worker'].find((r) => process.argv.includes(`--${r}`));
    if (role) return runRole(role);
    forwardStopSignals();
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
        if (!(await portFree(port)))
            fail(
                `Cannot start: port ${port} (${name}) is already in use. Stop what runs there or set ${name === 'server' ? 'SERVER_PORT' : 'STOREFRONT_PORT'}.`,
            );
    }
    try {
        await build();
    } catch (err) {
        fail(err.message);
    }
    Object.assign(env, secretsEnv());
    await launch('server', 'apps/server/dist/index.js', { ...env, PORT: String(serverPort) }, 'ipc');
    // Each process has its own metrics listener: the backend on METRICS_PORT, the storefront on the next port.
    const storefrontMetrics = process.env.METRICS_PORT
        ? { METRICS_PORT: String(Number(process.env.METRICS_PORT) + 1) }
        : {};
    await launch(
        'storefront',
        'apps/storefront/server.mjs',
        { ...env, PORT: String(storefrontPort), BACKEND_URL: `http://localhost:${serverPort}`, ...storefrontMetrics },
        `http://localhost:${storefrontPort}/health`,
    );
    console.log(
        `\nThe shop is open: http://localhost:${storefrontPort}  (staff dashboard: http://localhost:${serverPort}/dashboard) — ${env.NODE_ENV} mode, ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
}

main().catch((err) => fail(err.message));
