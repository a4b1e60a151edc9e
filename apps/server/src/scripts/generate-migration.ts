import { generateMigration } from '@vendure/core';
import path from 'node:path';

import { databaseKind } from '../config/database';
import { env } from '../config/environment';
import { resolveSecrets } from '../config/secrets';
import { buildConfig } from '../vendure-config';

/**
 * Writes a migration for the differences between the entities and the database the
 * environment points at (SQLite file or DATABASE_URL). Run once per database kind:
 *   npm run migration:generate -w @maison/server -- <name>
 *   DATABASE_URL=postgres://… npm run migration:generate -w @maison/server -- <name>
 */
async function main() {
    const name = process.argv[2];
    if (!name || !/^[a-z0-9-]+$/.test(name)) throw new Error('usage: generate-migration <kebab-case-name>');
    const kind = databaseKind(env);
    const outputDir = path.join(__dirname, '..', '..', 'src', 'migrations', kind);
    // The schema does not depend on how payments are taken or codes sent; the profile need not say it here.
    const schemaEnv = { ...env, PAYMENT_MODE: env.PAYMENT_MODE ?? 'sandbox', SMS_MODE: env.SMS_MODE ?? 'outbox' } as const;
    await generateMigration(buildConfig(schemaEnv, resolveSecrets(schemaEnv)), { name, outputDir });
}

main().catch((err) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
});
