import { generateKeyPairSync, randomBytes } from 'node:crypto';

import type { VendureConfig } from '@vendure/core';

import { env } from './config/environment';
import { buildConfig } from './vendure-config';

/**
 * The configuration as the dashboard's build reads it: plugins, custom fields and API paths.
 * The build runs no server, signs nothing and takes no payment, so it is given throw-away
 * secrets and needs none from the environment, whatever NODE_ENV the bundler sets.
 */
export const config: VendureConfig = buildConfig(
    { ...env, PAYMENT_MODE: env.PAYMENT_MODE ?? 'sandbox', SMS_MODE: env.SMS_MODE ?? 'outbox' },
    {
        cookieSecret: randomBytes(32).toString('hex'),
        superadminPassword: randomBytes(16).toString('hex'),
        certificateSigningKey: generateKeyPairSync('ed25519')
            .privateKey.export({ type: 'pkcs8', format: 'pem' })
            .toString(),
        warrantyCodeKey: randomBytes(32).toString('hex'),
    },
);
