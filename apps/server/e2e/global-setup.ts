import { Client } from 'pg';

declare module 'vitest' {
    export interface ProvidedContext {
        /** Base URL of a PostgreSQL server the e2e suites may use, or '' when none answers. */
        postgresUrl: string;
    }
}

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Probes PostgreSQL once for all suites. CI sets E2E_REQUIRE_POSTGRES=true, so there a dead
 * database fails the run instead of quietly testing SQLite alone.
 */
export default async function setup(project: { provide(key: 'postgresUrl', value: string): void }) {
    const url = process.env.E2E_POSTGRES_URL ?? DEFAULT_URL;
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    try {
        await client.connect();
        project.provide('postgresUrl', url);
    } catch (err) {
        if (process.env.E2E_REQUIRE_POSTGRES === 'true') {
            throw new Error(`PostgreSQL is required for the e2e tests but ${url} did not answer: ${(err as Error).message}`);
        }
        project.provide('postgresUrl', '');
    } finally {
        await client.end().catch(() => undefined);
    }
}
