import { describe, expect, it } from 'vitest';

import { LruCache } from './lru-cache';

const textSize = (key: string, text: string) => (key.length + text.length) * 2;

describe('LruCache', () => {
    it('keeps at most its count, dropping the least recently used', () => {
        const cache = new LruCache<string, string>({ maxEntries: 2 });
        cache.set('a', '1');
        cache.set('b', '2');
        expect(cache.get('a')).toBe('1');
        cache.set('c', '3');
        expect(cache.get('b')).toBeUndefined();
        expect(cache.get('a')).toBe('1');
        expect(cache.get('c')).toBe('3');
        expect(cache.size).toBe(2);
    });

    it('keeps at most its size as measured, and nothing larger than itself', () => {
        const cache = new LruCache<string, string>({ maxEntries: 100, maxBytes: 40, sizeOf: textSize });
        cache.set('a', 'x'.repeat(9));
        cache.set('b', 'y'.repeat(9));
        expect(cache.bytes).toBe(40);
        cache.set('c', 'z');
        expect(cache.get('a')).toBeUndefined();
        expect(cache.bytes).toBe(24);
        cache.set('big', 'x'.repeat(50));
        expect(cache.get('big')).toBeUndefined();
        expect(cache.get('b')).toBeDefined();
    });

    it('replaces an entry without counting it twice', () => {
        const cache = new LruCache<string, string>({ maxEntries: 10, maxBytes: 20, sizeOf: textSize });
        cache.set('k', 'one');
        cache.set('k', 'two');
        expect(cache.get('k')).toBe('two');
        expect(cache.bytes).toBe(8);
        expect(cache.size).toBe(1);
    });

    it('forgets an entry once it is older than the maximum age', () => {
        let now = 1_000;
        const cache = new LruCache<string, string>({
            maxEntries: 10,
            sizeOf: textSize,
            maxAgeMs: 60_000,
            now: () => now,
        });
        cache.set('a', 'A');
        now += 59_999;
        expect(cache.get('a')).toBe('A');
        now += 1;
        expect(cache.get('a')).toBeUndefined();
        expect(cache.size).toBe(0);
        expect(cache.bytes).toBe(0);
    });

    it('loads once for callers that miss together, and keeps the value for those after', async () => {
        const cache = new LruCache<string, string>({ maxEntries: 10 });
        let loads = 0;
        let finish!: (v: string) => void;
        const load = () => {
            loads += 1;
            return new Promise<string>((resolve) => (finish = resolve));
        };
        const callers = [cache.load('k', load), cache.load('k', load), cache.load('k', load)];
        finish('page');
        const answers = await Promise.all(callers);
        expect(loads).toBe(1);
        expect(answers).toEqual([
            { value: 'page', source: 'loaded' },
            { value: 'page', source: 'joined' },
            { value: 'page', source: 'joined' },
        ]);
        expect(await cache.load('k', load)).toEqual({ value: 'page', source: 'cached' });
        expect(loads).toBe(1);
    });

    it('keeps no undefined and no failure: the next caller loads again', async () => {
        const cache = new LruCache<string, string>({ maxEntries: 10 });
        expect(await cache.load('k', () => Promise.resolve(undefined))).toEqual({ value: undefined, source: 'loaded' });
        expect(cache.size).toBe(0);
        const failing = () => Promise.reject(new Error('backend down'));
        await expect(Promise.all([cache.load('k', failing), cache.load('k', failing)])).rejects.toThrow('backend down');
        expect(await cache.load('k', async () => 'ok')).toEqual({ value: 'ok', source: 'loaded' });
        expect(cache.get('k')).toBe('ok');
    });
});
