import type { INestApplication } from '@nestjs/common';
import {
    bootstrap,
    DefaultLogger,
    JobQueueService,
    LogLevel,
    resetConfig,
    runMigrations,
    type VendureConfig,
    type VendureLogger,
} from '@vendure/core';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { inject } from 'vitest';

import { awaitJobsSettled } from '../src/common/await-jobs';
import { parseEnv, type ServerEnv } from '../src/config/environment';
import { resolveSecrets } from '../src/config/secrets';
import type { SeedCatalogue } from '@maison/demo-catalogue';
import { seedShop } from '@maison/demo-catalogue';
import { ContentSeedService } from '../src/plugins/content';
import { StoreSeedService } from '../src/plugins/stores';
import { ServiceInfoSeedService, ServiceSeedService, WatchSerialsService } from '../src/plugins/watch-service';
import { buildConfig } from '../src/vendure-config';

import { suiteDatabasePrefix, templateDatabasePrefix } from './global-setup';

export type TestDatabase = 'sqlite' | 'postgres';

/**
 * The databases of a suite whose database does not matter: plain reads and writes, no row locks,
 * no SQL of one database's own, no race between requests. It runs on SQLite only; the suites
 * whose subject is a lock or a database's own SQL (stock holds, payments, bookings, SMS codes,
 * reviews, searches, the watch service's repair) run on PostgreSQL as well.
 */
export const SQLITE_ONLY: readonly TestDatabase[] = ['sqlite'];

export interface TestShop {
    app: INestApplication;
    env: ServerEnv;
    config: VendureConfig;
    baseUrl: string;
    /** POSTs a GraphQL document to the Shop API; returns the parsed body and the response. */
    shop<T = unknown>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphQLReply<T>>;
    /** The same for the Admin API. */
    admin<T = unknown>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphQLReply<T>>;
    close(): Promise<void>;
}

export interface GraphQLReply<T> {
    data: T;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
    token: string | null;
    status: number;
}

/** Pictures are drawn once per machine and shared by every suite (the drawing is deterministic). */
const IMAGE_CACHE = path.join(os.tmpdir(), 'maison-e2e-seed-images');

export async function freePort(): Promise<number> {
    return new Promise((resolve, reject) => {
        const srv = net.createServer();
        srv.once('error', reject);
        srv.listen(0, '127.0.0.1', () => {
            const { port } = srv.address() as net.AddressInfo;
            srv.close(() => resolve(port));
        });
    });
}

/** This run's directory for seeded templates (global-setup.ts), or undefined outside such a run. */
function templatesDir(): string | undefined {
    try {
        return inject('seedTemplates') || undefined;
    } catch {
        return undefined;
    }
}

/** A suite's PostgreSQL database name: after the suite, within the run when there is one. */
function databaseName(name: string): string {
    const dir = templatesDir();
    return `${dir ? suiteDatabasePrefix(dir) : 'maison_e2e_'}${name.replace(/[^a-z0-9]/gi, '_').toLowerCase()}`;
}

/** A fresh PostgreSQL database for one suite, named after it, dropped first if left over. */
export async function freshPostgresDatabase(baseUrl: string, name: string): Promise<string> {
    const db = databaseName(name);
    const client = new Client({ connectionString: baseUrl });
    await client.connect();
    try {
        await client.query(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
        await client.query(`CREATE DATABASE "${db}"`);
    } finally {
        await client.end();
    }
    const url = new URL(baseUrl);
    url.pathname = `/${db}`;
    return url.toString();
}

export interface StartOptions {
    name: string;
    db: TestDatabase;
    postgresUrl?: string;
    catalogue?: SeedCatalogue;
    /**
     * Seeds the demo content too: its hundred-odd files imported as assets cost each suite
     * seconds it has no use for unless it reads content.
     */
    content?: boolean;
    /** Environment overrides (on top of the test defaults). */
    env?: Record<string, string>;
    /** The logger instead of the quiet default, for a suite that reads what is logged. */
    logger?: VendureLogger;
}

/**
 * Boots the real shop configuration on a database in `dir` (or at `databaseUrl`): migrations,
 * then Vendure with its in-process job queue, then the demo seed (which finds a copied
 * template seeded already and leaves it), and waits for the search index.
 */
async function bootShop(opts: StartOptions, dir: string, port: number, databaseUrl: string | undefined) {
    const env = parseEnv({
        NODE_ENV: 'test',
        PORT: String(port),
        VAR_DIR: dir,
        SQLITE_PATH: path.join(dir, 'shop.sqlite'),
        ASSET_DIR: path.join(dir, 'assets'),
        DASHBOARD_DIR: path.join(dir, 'no-dashboard'),
        SUPERADMIN_PASSWORD: 'e2e-superadmin-password',
        COOKIE_SECRET: 'e2e-cookie-secret-0123456789',
        PAYMENT_MODE: 'sandbox',
        SMS_MODE: 'outbox',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...opts.env,
    });
    const config = buildConfig(env, resolveSecrets(env));
    config.logger = opts.logger ?? new DefaultLogger({ level: LogLevel.Error });
    // Tests run the scheduled tasks they need by hand, at the time they choose; one the clock
    // starts while a suite shuts down would find its database gone.
    config.schedulerOptions = { ...config.schedulerOptions, runTasksInWorkerOnly: true };
    config.importExportOptions = { importAssetsDir: IMAGE_CACHE };
    // Vendure keeps the configuration it last built in a module of its own, and the suites of a
    // run share one process: each shop starts from Vendure's defaults, not from the last shop's.
    resetConfig();
    await runMigrations(config);
    const app = await bootstrap(config);
    await app.get(JobQueueService).start();
    await seedShop(app, {
        imageDir: IMAGE_CACHE,
        catalogue: opts.catalogue,
        stores: app.get(StoreSeedService),
        content: opts.content ? app.get(ContentSeedService) : undefined,
        watchSerials: app.get(WatchSerialsService),
        serviceInfo: app.get(ServiceInfoSeedService),
        serviceCentres: app.get(ServiceSeedService),
    });
    await awaitJobsSettled(app);
    return { app, env, config };
}

interface SeededTemplate {
    /** A shop's directory as it was after seeding: database file, assets, secrets. */
    dir: string;
    /** Its PostgreSQL database, copied with CREATE DATABASE … TEMPLATE. */
    database?: string;
}

/**
 * Seeding the demo shop is most of a suite's start, and every suite seeds the same one: the
 * first suite of a run to need a kind (database, with or without content) seeds it once into a
 * template, and each suite copies that. Each suite still has its own database and files.
 * Outside a vitest run with the global setup (no directory provided), every shop is seeded.
 */
async function seededTemplate(opts: StartOptions): Promise<SeededTemplate | undefined> {
    const root = templatesDir();
    if (!root) return undefined;
    const key = `${opts.db}${opts.content ? '_content' : ''}`;
    const dir = path.join(root, key);
    const database = opts.db === 'postgres' ? `${templateDatabasePrefix(root)}${key}` : undefined;
    const seeded = () => fs.existsSync(path.join(dir, '.seeded'));
    // Suites run two at a time: the first to need a kind seeds it behind a lock, and the other
    // waits for its template instead of seeding the same database under the same name.
    const lock = path.join(root, `${key}.lock`);
    for (;;) {
        if (seeded()) return { dir, database };
        try {
            fs.mkdirSync(lock);
            break;
        } catch (err) {
            if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
            await new Promise((resolve) => setTimeout(resolve, 250));
        }
    }
    try {
        if (!seeded()) await seedTemplate(opts, key, dir, database);
    } finally {
        fs.rmSync(lock, { recursive: true, force: true });
    }
    return { dir, database };
}

/** Seeds a shop of kind `key` into `dir` (and `database`), under the lock seededTemplate holds. */
async function seedTemplate(opts: StartOptions, key: string, dir: string, database: string | undefined) {
    const root = path.dirname(dir);
    const building = fs.mkdtempSync(path.join(root, `${key}-building-`));
    let databaseUrl: string | undefined;
    if (database) {
        const client = new Client({ connectionString: opts.postgresUrl });
        await client.connect();
        try {
            await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
            await client.query(`CREATE DATABASE "${database}"`);
        } finally {
            await client.end();
        }
        const url = new URL(opts.postgresUrl!);
        url.pathname = `/${database}`;
        databaseUrl = url.toString();
    }
    const { app } = await bootShop({ ...opts, env: undefined }, building, await freePort(), databaseUrl);
    await app.close();
    fs.writeFileSync(path.join(building, '.seeded'), '');
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(building, dir);
}

/** A suite's own PostgreSQL database, a copy of the template's. */
async function cloneDatabase(baseUrl: string, template: string, name: string): Promise<string> {
    const db = databaseName(name);
    const client = new Client({ connectionString: baseUrl });
    await client.connect();
    try {
        await client.query(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
        await client.query(`CREATE DATABASE "${db}" TEMPLATE "${template}"`);
    } finally {
        await client.end();
    }
    const url = new URL(baseUrl);
    url.pathname = `/${db}`;
    return url.toString();
}

/**
 * A shop of its own for one suite, on a throw-away database seeded with the demo shop.
 */
export async function startTestShop(opts: StartOptions): Promise<TestShop> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `maison-e2e-${opts.name}-`));
    const template = opts.catalogue ? undefined : await seededTemplate(opts);
    if (template) fs.cpSync(template.dir, dir, { recursive: true });
    const port = await freePort();
    const databaseUrl =
        opts.db !== 'postgres'
            ? undefined
            : template
              ? await cloneDatabase(opts.postgresUrl!, template.database!, opts.name)
              : await freshPostgresDatabase(opts.postgresUrl!, `${opts.name}`);
    const { app, env, config } = await bootShop(opts, dir, port, databaseUrl);
    const baseUrl = `http://127.0.0.1:${port}`;
    const post = async <T>(api: string, query: string, variables: Record<string, unknown> = {}, token?: string) => {
        const res = await fetch(`${baseUrl}/${api}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
            body: JSON.stringify({ query, variables }),
        });
        const body = (await res.json()) as { data: T; errors?: GraphQLReply<T>['errors'] };
        return { ...body, token: res.headers.get('vendure-auth-token'), status: res.status };
    };
    return {
        app,
        env,
        config,
        baseUrl,
        shop: <T>(query: string, variables?: Record<string, unknown>, token?: string) =>
            post<T>('shop-api', query, variables, token),
        admin: <T>(query: string, variables?: Record<string, unknown>, token?: string) =>
            post<T>('admin-api', query, variables, token),
        async close() {
            await app.close();
            fs.rmSync(dir, { recursive: true, force: true });
        },
    };
}
