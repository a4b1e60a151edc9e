import { z } from 'zod';

/**
 * The operations settings of the storefront server (the app's own are in env.server.ts):
 * parsed once, one readable line for a wrong value.
 */
const schema = z.object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    // One LOG_LEVEL for every process kind: the backend's `verbose` is `debug` here.
    LOG_LEVEL: z
        .enum(['fatal', 'error', 'warn', 'info', 'verbose', 'debug', 'trace', 'silent'])
        .default('info')
        .transform((level) => (level === 'verbose' ? 'debug' : level)),
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(25_000),
});

/** The names of the variables this parser reads, for tools that check a deployment's settings. */
export const operationsEnvKeys = Object.keys(schema.shape);

export function parseOperationsEnv(source) {
    const result = schema.safeParse(source);
    if (!result.success) {
        const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
        throw new Error(`invalid environment: ${lines.join('; ')}`);
    }
    const e = result.data;
    return { ...e, LOG_FORMAT: e.LOG_FORMAT ?? (e.NODE_ENV === 'production' ? 'json' : 'pretty') };
}
