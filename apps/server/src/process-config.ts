import type { VendureConfig } from '@vendure/core';

import { env } from './config/environment';
import { resolveSecrets } from './config/secrets';
import { buildConfig } from './vendure-config';

/** The configuration of this process: its environment and its secrets (required in production). */
export const config: VendureConfig = buildConfig(env, resolveSecrets(env));
