import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { Redis } from 'ioredis';
import pg from 'pg';

import { type LocalS3, startLocalS3 } from '../../../../scripts/local-s3.mjs';

import {
    API_URL,
    BACKEND_URLS,
    CLUSTER_DIR,
    databaseName,
    MAIL_OUTBOX_DIR,
    PIDS_FILE,
    PORTS,
    POSTGRES_ADMIN_URL,
    type ProcessName,
    REDIS_URL,
    ROOT,
    S3_BUCKET,
    SHOP_URL,
    SMS_OUTBOX_DIR,
    STOREFRONT_URLS,
    SUPERADMIN_PASSWORD,
    varDirOf,
} from './topology';

/** The server's own secret maker (its build), as `npm start` uses it. */
const { ensureSecretsFile, secretsAsEnv } = createRequire(import.meta.url)(
    path.join(ROOT, 'apps/server/dist/config/secrets.js'),
) as typeof import('../../../server/src/config/secrets');

const children = new Map<ProcessName, ChildProcess>();
/** Processes that ended while the cluster was starting: the start fails at once, naming them. */
const ended: string[] = [];

/** A fresh database and Redis for the run. */
async function freshStores(): Promise<string> {
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await client.connect();
    const name = databaseName();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    await redis.flushdb();
    redis.disconnect();
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    return url.toString();
}

/** The settings every process of the shop shares, secrets included, as an operator's env file holds them. */
function sharedEnv(databaseUrl: string, s3: LocalS3): NodeJS.ProcessEnv {
    return {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        VENDURE_DISABLE_TELEMETRY: 'true',
        DATABASE_URL: databaseUrl,
        REDIS_URL,
        PUBLIC_URL: SHOP_URL,
        TRUST_PROXY: 'loopback',
        // Made as `npm start` makes the embedded shop's, kept in the run's directory.
        ...secretsAsEnv(ensureSecretsFile(path.join(CLUSTER_DIR, 'secrets')).secrets, { SUPERADMIN_PASSWORD }),
        PAYMENT_MODE: 'sandbox',
        // The gateways notify the shop at its public address; shoppers reach the sandbox's cashier
        // through the backends' balancer.
        PAYMENT_CALLBACK_URL: SHOP_URL,
        PAYMENT_SANDBOX_URL: API_URL,
        SMS_MODE: 'outbox',
        // The outboxes stand in for the SMS and mail providers: one place every process writes to.
        SMS_OUTBOX_DIR,
        MAIL_OUTBOX_DIR,
        // Pictures and service photos in the bucket every backend shares.
        ASSET_STORAGE: 's3',
        S3_BUCKET,
        S3_REGION: 'cn-shanghai',
        S3_ENDPOINT: s3.endpoint,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    };
}

function start(name: ProcessName, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
    const log = fs.openSync(path.join(CLUSTER_DIR, 'logs', `${name}.log`), 'w');
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', log, log] });
    fs.closeSync(log);
    children.set(name, child);
    child.once('exit', (code, signal) => {
        children.delete(name);
        ended.push(`${name} (${signal ?? `exit ${code}`})`);
    });
    return child;
}

/** One process of the shop, started as a deployment starts it (package.json's start:* scripts). */
function startRole(name: ProcessName, role: 'server' | 'storefront' | 'worker', env: NodeJS.ProcessEnv) {
    const varDir = varDirOf(name);
    return start(name, process.execPath, ['scripts/start.mjs', `--${role}`], {
        ...env,
        VAR_DIR: varDir,
        ASSET_DIR: path.join(varDir, 'assets'),
    });
}

async function waitFor(what: string, ready: () => Promise<boolean>, seconds: number): Promise<void> {
    const deadline = Date.now() + seconds * 1000;
    while (Date.now() < deadline) {
        if (ended.length)
            throw new Error(
                `${ended.join(', ')} stopped while ${what} was starting (logs in ${path.join(CLUSTER_DIR, 'logs')})`,
            );
        if (await ready().catch(() => false)) return;
        await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`${what} was not ready within ${seconds} s (logs in ${path.join(CLUSTER_DIR, 'logs')})`);
}

const answers = (url: string) => async () => (await fetch(url, { signal: AbortSignal.timeout(3000) })).ok;

function haproxyConfig(): string {
    const servers = (ports: readonly number[], prefix: string) =>
        ports.map((p, i) => `    server ${prefix}${i + 1} 127.0.0.1:${p} check`).join('\n');
    return `global
    maxconn 2000

defaults
    mode http
    timeout connect 2s
    timeout client 60s
    timeout server 60s
    timeout http-request 10s
    # A connection refused (an instance stopped) is tried again on another instance.
    retries 3
    option redispatch 1
    retry-on conn-failure
    default-server inter 500ms fall 2 rise 2

frontend shop
    bind 127.0.0.1:${PORTS.shop}
    default_backend storefronts

backend storefronts
    balance roundrobin
    # Ready: it answers, and its backends answer it.
    option httpchk
    http-check send meth GET uri /readyz ver HTTP/1.1 hdr Host localhost
${servers(PORTS.storefronts, 'storefront')}

frontend api
    bind 127.0.0.1:${PORTS.api}
    default_backend backends

backend backends
    balance roundrobin
    option httpchk
    http-check send meth GET uri /health ver HTTP/1.1 hdr Host localhost
${servers(PORTS.backends, 'backend')}
`;
}

/** Stops what a run that was cut short left running (its ids in the pids file), if still the shop's. */
function stopLeftovers(): void {
    if (!fs.existsSync(PIDS_FILE)) return;
    const pids = Object.values(JSON.parse(fs.readFileSync(PIDS_FILE, 'utf8')) as Record<string, number>);
    for (const pid of pids) {
        const command = fs.existsSync(`/proc/${pid}/cmdline`) ? fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8') : '';
        if (command.includes('scripts/start.mjs') || command.includes('haproxy')) process.kill(pid, 'SIGKILL');
    }
}

export default async function globalSetup(): Promise<() => Promise<void>> {
    const started = Date.now();
    stopLeftovers();
    fs.rmSync(CLUSTER_DIR, { recursive: true, force: true });
    for (const dir of ['logs', 'var', 'outbox', 'sms-outbox']) {
        fs.mkdirSync(path.join(CLUSTER_DIR, dir), { recursive: true });
    }
    const s3 = await startLocalS3({ port: PORTS.s3, directory: path.join(CLUSTER_DIR, 's3'), buckets: [S3_BUCKET] });
    const env = sharedEnv(await freshStores(), s3);
    const stop = async () => {
        for (const child of children.values()) child.kill('SIGTERM');
        const deadline = Date.now() + 15_000;
        while (children.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
        for (const child of children.values()) child.kill('SIGKILL');
        await s3.close();
    };
    try {
        fs.writeFileSync(path.join(CLUSTER_DIR, 'haproxy.cfg'), haproxyConfig());
        const writePids = () =>
            fs.writeFileSync(PIDS_FILE, JSON.stringify(Object.fromEntries([...children].map(([n, c]) => [n, c.pid]))));
        start('haproxy', 'haproxy', ['-db', '-f', path.join(CLUSTER_DIR, 'haproxy.cfg')], env);
        // All at once, as a deployment starts them: the first backend to take the start-up lock
        // migrates the empty database and seeds the demo, the other processes wait for it.
        PORTS.backends.forEach((port, i) =>
            startRole(`backend-${i + 1}` as ProcessName, 'server', { ...env, PORT: String(port) }),
        );
        startRole('worker', 'worker', env);
        PORTS.storefronts.forEach((port, i) =>
            startRole(`storefront-${i + 1}` as ProcessName, 'storefront', {
                ...env,
                PORT: String(port),
                BACKEND_URL: API_URL,
            }),
        );
        // A backend answers once it holds the lock or has had it: both answering, the seed is done.
        writePids();
        await Promise.all([
            ...BACKEND_URLS.map((url, i) => waitFor(`backend-${i + 1}`, answers(`${url}/health`), 300)),
            ...STOREFRONT_URLS.map((url, i) => waitFor(`storefront-${i + 1}`, answers(`${url}/readyz`), 300)),
        ]);
        // The worker builds the search index the seed asked for: the listings are empty until then.
        await waitFor('the search index', searchIndexed, 300);
        await waitFor('HAProxy', answers(`${SHOP_URL}/readyz`), 30);
        console.log(`The cluster is up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (err) {
        await stop();
        throw err;
    }
    return stop;
}

async function searchIndexed(): Promise<boolean> {
    const res = await fetch(`${API_URL}/shop-api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ search(input: { take: 1 }) { totalItems } }' }),
    });
    const body = (await res.json()) as { data?: { search: { totalItems: number } } };
    return (body.data?.search.totalItems ?? 0) > 0;
}
