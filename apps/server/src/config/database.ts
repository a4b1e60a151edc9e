import type { DataSourceOptions } from 'typeorm';

import { migrations as postgresMigrations } from '../migrations/postgres';
import { migrations as sqliteMigrations } from '../migrations/sqlite';

import type { ServerEnv } from './environment';

export type DatabaseKind = 'sqlite' | 'postgres';

export function databaseKind(e: Pick<ServerEnv, 'DATABASE_URL'>): DatabaseKind {
    return e.DATABASE_URL ? 'postgres' : 'sqlite';
}

/**
 * The TypeORM connection for the environment. The schema comes from migrations (one folder
 * per database kind, since their SQL differs); only `npm run dev` synchronises.
 */
export function databaseOptions(e: ServerEnv, opts: { synchronize?: boolean } = {}): DataSourceOptions {
    const kind = databaseKind(e);
    // Imported classes rather than a glob, so compiled code and the tests load the same list.
    const migrations = kind === 'postgres' ? postgresMigrations : sqliteMigrations;
    if (kind === 'postgres') {
        return {
            type: 'postgres',
            url: e.DATABASE_URL,
            synchronize: opts.synchronize ?? false,
            migrations,
            logging: false,
            // A dead database must fail start-up quickly with a clear line, not hang on retries.
            connectTimeoutMS: 5000,
            extra: { max: 20 },
        };
    }
    return {
        type: 'better-sqlite3',
        database: e.SQLITE_PATH,
        synchronize: opts.synchronize ?? false,
        migrations,
        logging: false,
        // WAL lets the storefront read while the worker writes search-index updates.
        prepareDatabase: (db: { pragma(s: string): unknown }) => {
            db.pragma('journal_mode = WAL');
            db.pragma('busy_timeout = 5000');
        },
    };
}
