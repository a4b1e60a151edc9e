import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import type { ServerEnv } from './environment';

export interface ServerSecrets {
    cookieSecret: string;
    superadminPassword: string;
    /** True when the password was made here rather than given by the environment. */
    superadminPasswordGenerated: boolean;
}

interface StoredSecrets {
    cookieSecret: string;
    superadminPassword: string;
}

/**
 * Secrets from the environment; where the demo leaves them unset, ones made at first start
 * and kept in var/secrets.json (mode 0600), so sessions and the admin login survive restarts.
 * Production must set both (checked in preflight): a file on one instance cannot serve a cluster.
 */
export function resolveSecrets(e: ServerEnv): ServerSecrets {
    const stored = e.COOKIE_SECRET && e.SUPERADMIN_PASSWORD ? undefined : readOrCreate(e.VAR_DIR);
    return {
        cookieSecret: e.COOKIE_SECRET ?? stored!.cookieSecret,
        superadminPassword: e.SUPERADMIN_PASSWORD ?? stored!.superadminPassword,
        superadminPasswordGenerated: !e.SUPERADMIN_PASSWORD,
    };
}

function readOrCreate(varDir: string): StoredSecrets {
    const file = path.join(varDir, 'secrets.json');
    try {
        const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<StoredSecrets>;
        if (parsed.cookieSecret && parsed.superadminPassword) {
            return { cookieSecret: parsed.cookieSecret, superadminPassword: parsed.superadminPassword };
        }
    } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    const created: StoredSecrets = {
        cookieSecret: randomBytes(32).toString('base64url'),
        superadminPassword: randomBytes(12).toString('base64url'),
    };
    fs.mkdirSync(varDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(created, null, 2) + '\n', { mode: 0o600 });
    return created;
}
