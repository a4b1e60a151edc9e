import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { ConfigurationError } from './configuration-error';
import type { ServerEnv } from './environment';

export interface ServerSecrets {
    cookieSecret: string;
    superadminPassword: string;
    /** The maker's Ed25519 private key (PKCS#8 PEM) that signs watch certificates. */
    certificateSigningKey: string;
    /** Keys the hash under which warranty cards' codes are kept. */
    warrantyCodeKey: string;
}

/** What var/secrets.json holds: the server's secrets and the storefront's. */
export interface StoredSecrets extends ServerSecrets {
    sessionSecret: string;
}

const MAKERS: Record<keyof StoredSecrets, () => string> = {
    cookieSecret: () => randomBytes(32).toString('base64url'),
    superadminPassword: () => randomBytes(12).toString('base64url'),
    sessionSecret: () => randomBytes(32).toString('base64url'),
    certificateSigningKey: () =>
        generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    warrantyCodeKey: () => randomBytes(32).toString('base64url'),
};

/** The environment variable each stored secret is handed to the processes under. */
export const SECRET_ENV_NAMES: Readonly<Record<keyof StoredSecrets, string>> = {
    cookieSecret: 'COOKIE_SECRET',
    superadminPassword: 'SUPERADMIN_PASSWORD',
    sessionSecret: 'SESSION_SECRET',
    certificateSigningKey: 'CERTIFICATE_SIGNING_KEY',
    warrantyCodeKey: 'WARRANTY_CODE_KEY',
};

/** Stored secrets as the processes' environment; a variable already set in `env` wins. */
export function secretsAsEnv(secrets: StoredSecrets, env: NodeJS.ProcessEnv = {}): Record<string, string> {
    return Object.fromEntries(
        (Object.keys(SECRET_ENV_NAMES) as Array<keyof StoredSecrets>).map((key) => [
            SECRET_ENV_NAMES[key],
            env[SECRET_ENV_NAMES[key]] ?? secrets[key],
        ]),
    );
}

/**
 * The secrets kept in `varDir`/secrets.json (mode 0600), made at first start and completed
 * when one is missing, so sessions and the admin login survive restarts. `created` lists what
 * was made now. `npm start` and `npm run dev` hand them to both processes as their environment.
 */
export function ensureSecretsFile(varDir: string): { secrets: StoredSecrets; created: Array<keyof StoredSecrets> } {
    const file = path.join(varDir, 'secrets.json');
    let stored: Partial<StoredSecrets> = {};
    try {
        stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<StoredSecrets>;
    } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    const created = (Object.keys(MAKERS) as Array<keyof StoredSecrets>).filter((k) => !stored[k]);
    const secrets = { ...stored } as StoredSecrets;
    for (const k of created) secrets[k] = MAKERS[k]();
    if (created.length > 0) {
        fs.mkdirSync(varDir, { recursive: true });
        fs.writeFileSync(file, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600 });
    }
    return { secrets, created };
}

/**
 * The server's secrets from its environment. In production they must be there (the process
 * refuses to start otherwise); in development and tests, those not set come from var/.
 */
export function resolveSecrets(e: ServerEnv): ServerSecrets {
    const fromEnv = {
        cookieSecret: e.COOKIE_SECRET,
        superadminPassword: e.SUPERADMIN_PASSWORD,
        certificateSigningKey: e.CERTIFICATE_SIGNING_KEY,
        warrantyCodeKey: e.WARRANTY_CODE_KEY,
    };
    if (e.NODE_ENV === 'production') {
        if (!e.COOKIE_SECRET || !e.SUPERADMIN_PASSWORD) {
            throw new ConfigurationError('COOKIE_SECRET and SUPERADMIN_PASSWORD must be set when NODE_ENV=production');
        }
        if (!e.CERTIFICATE_SIGNING_KEY || !e.WARRANTY_CODE_KEY) {
            throw new ConfigurationError(
                'CERTIFICATE_SIGNING_KEY and WARRANTY_CODE_KEY must be set when NODE_ENV=production',
            );
        }
    }
    if (Object.values(fromEnv).every(Boolean)) return fromEnv as ServerSecrets;
    const { secrets } = ensureSecretsFile(e.VAR_DIR);
    return {
        cookieSecret: e.COOKIE_SECRET ?? secrets.cookieSecret,
        superadminPassword: e.SUPERADMIN_PASSWORD ?? secrets.superadminPassword,
        certificateSigningKey: e.CERTIFICATE_SIGNING_KEY ?? secrets.certificateSigningKey,
        warrantyCodeKey: e.WARRANTY_CODE_KEY ?? secrets.warrantyCodeKey,
    };
}
