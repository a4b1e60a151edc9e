import { describe, expect, it } from 'vitest';

import { CatalogueCache, catalogueKey, stableJson, TextLru } from './catalogue-cache.server';

describe('TextLru', () => {
    it('drops the least recently used entry beyond its count', () => {
        const lru = new TextLru(2, 1_000);
        lru.set('a', '1');
        lru.set('b', '2');
        expect(lru.get('a')).toBe('1');
        lru.set('c', '3');
        expect(lru.get('b')).toBeUndefined();
        expect(lru.get('a')).toBe('1');
        expect(lru.get('c')).toBe('3');
        expect(lru.size).toBe(2);
    });

    it('drops the oldest entries beyond its size, counting keys and texts at two bytes a character', () => {
        const lru = new TextLru(100, 40);
        lru.set('a', 'x'.repeat(9));
        lru.set('b', 'y'.repeat(9));
        expect(lru.bytes).toBe(40);
        lru.set('c', 'z');
        expect(lru.get('a')).toBeUndefined();
        expect(lru.bytes).toBe(24);
    });

    it('keeps nothing larger than itself, and replaces an entry without counting it twice', () => {
        const lru = new TextLru(10, 20);
        lru.set('big', 'x'.repeat(50));
        expect(lru.size).toBe(0);
        lru.set('k', 'one');
        lru.set('k', 'two');
        expect(lru.get('k')).toBe('two');
        expect(lru.bytes).toBe(8);
    });
});

describe('CatalogueCache', () => {
    it('loads a key once, for callers together and after', async () => {
        const cache = new CatalogueCache();
        let calls = 0;
        const load = async () => {
            calls++;
            return '{"data":1}';
        };
        const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
        expect(await cache.get('k', load)).toBe('{"data":1}');
        expect([a, b]).toEqual(['{"data":1}', '{"data":1}']);
        expect(calls).toBe(1);
    });

    it('keeps no failure: the next caller tries again', async () => {
        const cache = new CatalogueCache();
        await expect(cache.get('k', () => Promise.reject(new Error('backend down')))).rejects.toThrow('backend down');
        expect(await cache.get('k', async () => 'ok')).toBe('ok');
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
