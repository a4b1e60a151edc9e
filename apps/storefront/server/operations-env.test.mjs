import { describe, expect, it } from 'vitest';

import { parseOperationsEnv } from './operations-env.mjs';

describe('parseOperationsEnv', () => {
    it('has the agreed defaults: JSON in production, pretty otherwise, no metrics port', () => {
        const production = parseOperationsEnv({ NODE_ENV: 'production' });
        expect(production).toMatchObject({
            LOG_LEVEL: 'info',
            LOG_FORMAT: 'json',
            METRICS_HOST: '127.0.0.1',
            SHUTDOWN_TIMEOUT_MS: 25_000,
        });
        expect(production.METRICS_PORT).toBeUndefined();
        expect(parseOperationsEnv({}).LOG_FORMAT).toBe('pretty');
    });

    it("takes the backend's level names and refuses a wrong value in one line", () => {
        expect(parseOperationsEnv({ LOG_LEVEL: 'verbose' }).LOG_LEVEL).toBe('debug');
        expect(() => parseOperationsEnv({ METRICS_PORT: 'abc', LOG_FORMAT: 'xml' })).toThrow(
            /METRICS_PORT.*LOG_FORMAT|LOG_FORMAT.*METRICS_PORT/,
        );
    });
});
