import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AMAP_VERSION, amapLoadOptions, loadAmap, resetAmapLoader } from './amap-loader';

const seen = vi.hoisted(() => ({ calls: [] as Array<{ options: unknown; security: unknown }>, fail: false }));

vi.mock('@amap/amap-jsapi-loader', () => ({
    load: (options: unknown) => {
        // What AMap's script would find on the page when it starts.
        seen.calls.push({ options, security: (globalThis as { window?: Window }).window?._AMapSecurityConfig });
        return seen.fail ? Promise.reject(new Error('offline')) : Promise.resolve({ Map: class {}, Marker: class {} });
    },
}));

const config = { key: 'test-key-0123456789', securityCode: 'test-code-abcdef' };

describe('the AMap loader', () => {
    beforeEach(() => {
        vi.stubGlobal('window', {});
        seen.calls = [];
        seen.fail = false;
        resetAmapLoader();
    });
    afterEach(() => vi.unstubAllGlobals());

    it('asks for JS API 2.0 with the configured key', () => {
        expect(AMAP_VERSION).toBe('2.0');
        expect(amapLoadOptions(config)).toEqual({ key: 'test-key-0123456789', version: '2.0', plugins: [] });
    });

    it('sets the security code on window._AMapSecurityConfig before the API loads', async () => {
        await loadAmap(config);
        expect(seen.calls).toEqual([
            {
                options: { key: 'test-key-0123456789', version: '2.0', plugins: [] },
                security: { securityJsCode: 'test-code-abcdef' },
            },
        ]);
    });

    it('loads once per page, and tries again after a failed load', async () => {
        await Promise.all([loadAmap(config), loadAmap(config)]);
        expect(seen.calls).toHaveLength(1);
        resetAmapLoader();
        seen.fail = true;
        await expect(loadAmap(config)).rejects.toThrow('offline');
        seen.fail = false;
        await loadAmap(config);
        expect(seen.calls).toHaveLength(3);
    });
});
