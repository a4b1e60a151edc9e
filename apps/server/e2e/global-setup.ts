import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { Client } from 'pg';

declare module 'vitest' {
    export interface ProvidedContext {
        /** Base URL of a PostgreSQL server the e2e suites may use, or '' when none answers. */
        postgresUrl: string;
        /**
         * A directory of this run's own, where the first suite to need a seeded shop leaves a
         * copy for the others (test-shop.ts); removed when the run ends.
         */
        seedTemplates: string;
    }
}

/** The PostgreSQL databases of a run's seeded templates are named after its directory. */
export function templateDatabasePrefix(templatesDir: string): string {
    return `maison_tmpl_${path
        .basename(templatesDir)
        .replace(/[^a-z0-9]/gi, '_')
        .toLowerCase()}_`;
}

/**
 * The suites' own PostgreSQL databases carry the run's name too, so that two runs on one
 * machine (two checkouts) never drop each other's database; the run's end drops them.
 */
export function suiteDatabasePrefix(templatesDir: string): string {
    const run = path.basename(templatesDir).split('-').pop()!;
    return `maison_e2e_${run.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_`;
}

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Probes PostgreSQL once for all suites. CI sets E2E_REQUIRE_POSTGRES=true, so there a dead
 * database fails the run instead of quietly testing SQLite alone.
 */
export default async function setup(project: { provide(key: 'postgresUrl' | 'seedTemplates', value: string): void }) {
    const templates = fs.mkdtempSync(path.join(os.tmpdir(), 'maison-e2e-templates-'));
    project.provide('seedTemplates', templates);
    const url = process.env.E2E_POSTGRES_URL ?? DEFAULT_URL;
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    let postgres = false;
    try {
        await client.connect();
        postgres = true;
        project.provide('postgresUrl', url);
    } catch (err) {
        if (process.env.E2E_REQUIRE_POSTGRES === 'true') {
            throw new Error(
                `PostgreSQL is required for the e2e tests but ${url} did not answer: ${(err as Error).message}`,
            );
        }
        project.provide('postgresUrl', '');
    } finally {
        await client.end().catch(() => undefined);
    }
    return async () => {
        fs.rmSync(templates, { recursive: true, force: true });
        if (postgres) {
            await dropDatabases(url, templateDatabasePrefix(templates));
            await dropDatabases(url, suiteDatabasePrefix(templates));
        }
    };
}

async function dropDatabases(url: string, prefix: string) {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
        const { rows } = await client.query<{ datname: string }>(
            `SELECT datname FROM pg_database WHERE datname LIKE $1`,
            [`${prefix}%`],
        );
        for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    } finally {
        await client.end();
    }
}
