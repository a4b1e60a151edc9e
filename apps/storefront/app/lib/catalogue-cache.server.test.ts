import { describe, expect, it } from 'vitest';

import {
    cachedCatalogueText,
    catalogueKey,
    createCatalogueCache,
    stableJson,
    textSize,
} from './catalogue-cache.server';

describe('the catalogue cache', () => {
    it('counts keys and texts at two bytes a character against its size', () => {
        const cache = createCatalogueCache(100, 40);
        cache.set('a', 'x'.repeat(9));
        cache.set('b', 'y'.repeat(9));
        expect(cache.bytes).toBe(40);
        cache.set('c', 'z');
        expect(cache.get('a')).toBeUndefined();
        expect(cache.bytes).toBe(textSize('b', 'y'.repeat(9)) + textSize('c', 'z'));
    });

    it('loads a key once, for callers together and after', async () => {
        const cache = createCatalogueCache();
        let calls = 0;
        const load = async () => {
            calls++;
            return '{"data":1}';
        };
        const [a, b] = await Promise.all([
            cachedCatalogueText('k', load, cache),
            cachedCatalogueText('k', load, cache),
        ]);
        expect(await cachedCatalogueText('k', load, cache)).toBe('{"data":1}');
        expect([a, b]).toEqual(['{"data":1}', '{"data":1}']);
        expect(calls).toBe(1);
    });

    it('keeps no failure: the next caller tries again', async () => {
        const cache = createCatalogueCache();
        await expect(cachedCatalogueText('k', () => Promise.reject(new Error('backend down')), cache)).rejects.toThrow(
            'backend down',
        );
        expect(await cachedCatalogueText('k', async () => 'ok', cache)).toBe('ok');
    });

    it('counts a read it answered as a hit, one that called the backend as a miss', async () => {
        const results: string[] = [];
        const key = Symbol.for('maison.storefront.metrics');
        const global = globalThis as { [key]?: unknown };
        global[key] = { recordCatalogueCache: (r: string) => results.push(r), recordPageCache: () => undefined };
        try {
            const cache = createCatalogueCache();
            await Promise.all([
                cachedCatalogueText('k', async () => 'a', cache),
                cachedCatalogueText('k', async () => 'a', cache),
            ]);
            await cachedCatalogueText('k', async () => 'a', cache);
            expect(results).toEqual(['miss', 'hit', 'hit']);
        } finally {
            delete global[key];
        }
    });
});

describe('catalogueKey', () => {
    it('differs by version, language, document and variables', () => {
        const base = catalogueKey('v1', 'zh', 'query A', { sku: 'X' });
        expect(catalogueKey('v2', 'zh', 'query A', { sku: 'X' })).not.toBe(base);
        expect(catalogueKey('v1', 'en', 'query A', { sku: 'X' })).not.toBe(base);
        expect(catalogueKey('v1', 'zh', 'query B', { sku: 'X' })).not.toBe(base);
        expect(catalogueKey('v1', 'zh', 'query A', { sku: 'Y' })).not.toBe(base);
        expect(catalogueKey('v1', 'zh', 'query A', { sku: 'X' })).toBe(base);
    });

    it('treats missing variables as none', () => {
        expect(catalogueKey('v', 'zh', 'q', undefined)).toBe(catalogueKey('v', 'zh', 'q', {}));
    });
});

describe('stableJson', () => {
    it('gives the same text whatever the order of keys, at any depth, and keeps array order', () => {
        expect(stableJson({ b: 1, a: { d: [2, 1], c: null } })).toBe(stableJson({ a: { c: null, d: [2, 1] }, b: 1 }));
        expect(stableJson({ a: [1, 2] })).not.toBe(stableJson({ a: [2, 1] }));
        expect(stableJson({ a: undefined, b: 1 })).toBe('{"b":1}');
    });
});
