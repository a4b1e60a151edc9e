import { describe, expect, it } from 'vitest';

import { toNonceTemplate } from './nonce-template';
import { PageBody } from './page-body.server';
import { PageCache, type PageEntry } from './page-cache.server';

const NONCE = 'n'.repeat(24);
const entry = (html: string, storedAt = 0): PageEntry => ({
    body: PageBody.of(toNonceTemplate(html, NONCE)),
    status: 200,
    headers: [['content-type', 'text/html; charset=utf-8']],
    storedAt,
});

describe('PageCache', () => {
    it('keeps at most its count of pages, dropping the least recently used', () => {
        const cache = new PageCache(2, 1_000_000, 60_000, () => 0);
        cache.set('a', entry('A'));
        cache.set('b', entry('B'));
        expect(cache.get('a')).toBeDefined();
        cache.set('c', entry('C'));
        expect(cache.get('b')).toBeUndefined();
        expect(cache.get('a')).toBeDefined();
        expect(cache.size).toBe(2);
    });

    it('keeps at most its bytes, and nothing larger than itself', () => {
        const cache = new PageCache(100, 1_000, 60_000, () => 0);
        cache.set('a', entry('x'.repeat(500)));
        cache.set('b', entry('y'.repeat(500)));
        expect(cache.get('a')).toBeUndefined();
        expect(cache.bytes).toBeLessThanOrEqual(1_000);
        cache.set('big', entry('z'.repeat(1_000)));
        expect(cache.get('big')).toBeUndefined();
        expect(cache.get('b')).toBeDefined();
    });

    it('forgets a page once it is older than the maximum age', () => {
        let now = 0;
        const cache = new PageCache(10, 1_000_000, 60_000, () => now);
        cache.set('a', entry('A', 0));
        now = 59_999;
        expect(cache.get('a')).toBeDefined();
        now = 60_000;
        expect(cache.get('a')).toBeUndefined();
        expect(cache.size).toBe(0);
        expect(cache.bytes).toBe(0);
    });

    it('renders once for many callers that miss together, and keeps the page', async () => {
        const cache = new PageCache(10, 1_000_000, 60_000, () => 0);
        let renders = 0;
        let finish!: (e: PageEntry) => void;
        const render = () => {
            renders += 1;
            return new Promise<PageEntry>((resolve) => (finish = resolve));
        };
        const callers = [cache.once('k', render), cache.once('k', render), cache.once('k', render)];
        finish(entry('page'));
        const answers = await Promise.all(callers);
        expect(renders).toBe(1);
        expect(answers.map((a) => a.shared)).toEqual([false, true, true]);
        expect(answers.every((a) => a.entry !== undefined)).toBe(true);
        expect(cache.get('k')).toBeDefined();
    });

    it('keeps nothing when the render could not be kept or failed, and tries again next time', async () => {
        const cache = new PageCache(10, 1_000_000, 60_000, () => 0);
        const refused = await cache.once('k', () => Promise.resolve(undefined));
        expect(refused.entry).toBeUndefined();
        expect(cache.get('k')).toBeUndefined();
        await expect(cache.once('k', () => Promise.reject(new Error('backend down')))).rejects.toThrow();
        const again = await cache.once('k', () => Promise.resolve(entry('page')));
        expect(again.shared).toBe(false);
        expect(cache.get('k')).toBeDefined();
    });
});
