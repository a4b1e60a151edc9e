import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { parseEnv } from './environment';
import { ensureSecretsFile, resolveSecrets } from './secrets';

const dirs: string[] = [];
function tempDir(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maison-secrets-'));
    dirs.push(dir);
    return dir;
}

afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('server secrets', () => {
    it('refuses to start in production without its secrets, and writes none', () => {
        const dir = tempDir();
        const env = parseEnv({ NODE_ENV: 'production', VAR_DIR: dir });
        expect(() => resolveSecrets(env)).toThrow(/COOKIE_SECRET and SUPERADMIN_PASSWORD must be set/);
        expect(fs.existsSync(path.join(dir, 'secrets.json'))).toBe(false);
    });

    it('takes them from the environment in production', () => {
        const env = parseEnv({
            NODE_ENV: 'production',
            VAR_DIR: tempDir(),
            COOKIE_SECRET: 'cookie-secret-from-env-0123',
            SUPERADMIN_PASSWORD: 'admin-password',
            CERTIFICATE_SIGNING_KEY: 'pem-from-env',
            WARRANTY_CODE_KEY: 'warranty-code-key-from-env',
        });
        expect(resolveSecrets(env)).toEqual({
            cookieSecret: 'cookie-secret-from-env-0123',
            superadminPassword: 'admin-password',
            certificateSigningKey: 'pem-from-env',
            warrantyCodeKey: 'warranty-code-key-from-env',
        });
    });

    it('refuses to start in production without the certificate and warranty keys', () => {
        const dir = tempDir();
        const env = parseEnv({
            NODE_ENV: 'production',
            VAR_DIR: dir,
            COOKIE_SECRET: 'cookie-secret-from-env-0123',
            SUPERADMIN_PASSWORD: 'admin-password',
        });
        expect(() => resolveSecrets(env)).toThrow(/CERTIFICATE_SIGNING_KEY and WARRANTY_CODE_KEY must be set/);
        expect(fs.existsSync(path.join(dir, 'secrets.json'))).toBe(false);
    });

    it('makes random secrets once, keeps them private and completes an older file', () => {
        const dir = tempDir();
        const first = ensureSecretsFile(dir);
        expect(first.created.sort()).toEqual([
            'certificateSigningKey',
            'cookieSecret',
            'sessionSecret',
            'superadminPassword',
            'warrantyCodeKey',
        ]);
        expect(first.secrets.certificateSigningKey).toMatch(/^-----BEGIN PRIVATE KEY-----/);
        expect(first.secrets.cookieSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
        const file = path.join(dir, 'secrets.json');
        expect(fs.statSync(file).mode & 0o777).toBe(0o600);
        const again = ensureSecretsFile(dir);
        expect(again).toEqual({ secrets: first.secrets, created: [] });

        const older = { cookieSecret: 'kept-cookie', superadminPassword: 'kept-password' };
        fs.writeFileSync(file, JSON.stringify(older));
        const completed = ensureSecretsFile(dir);
        expect(completed.created).toEqual(['sessionSecret', 'certificateSigningKey', 'warrantyCodeKey']);
        expect(completed.secrets).toMatchObject(older);
        expect(ensureSecretsFile(tempDir()).secrets.sessionSecret).not.toBe(completed.secrets.sessionSecret);
    });
});
