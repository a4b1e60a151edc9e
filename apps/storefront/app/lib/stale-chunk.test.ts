import { STALE_CHUNK_RELOAD_INTERVAL_MS } from '@maison/shared';
import { describe, expect, it } from 'vitest';

import { isChunkLoadFailure, shouldReload } from './stale-chunk';

describe('stale chunk reload', () => {
    it('reloads the first time and then at most once a minute', () => {
        expect(shouldReload(1_000, null)).toBe(true);
        expect(shouldReload(1_000 + STALE_CHUNK_RELOAD_INTERVAL_MS - 1, 1_000)).toBe(false);
        expect(shouldReload(1_000 + STALE_CHUNK_RELOAD_INTERVAL_MS, 1_000)).toBe(true);
    });

    it('recognises the chunk failures of Chrome, Firefox and Safari and nothing else', () => {
        expect(isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
            true,
        );
        expect(isChunkLoadFailure(new TypeError('error loading dynamically imported module'))).toBe(true);
        expect(isChunkLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
        expect(isChunkLoadFailure(new Error('Network request failed'))).toBe(false);
        expect(isChunkLoadFailure(undefined)).toBe(false);
    });
});
