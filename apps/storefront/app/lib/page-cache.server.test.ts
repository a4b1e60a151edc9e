import { describe, expect, it } from 'vitest';

import { toNonceTemplate } from './nonce-template';
import { PageBody } from './page-body.server';
import { createPageCache, PAGE_CACHE_MAX_AGE_MS, pageSize, type PageEntry } from './page-cache.server';

const NONCE = 'n'.repeat(24);
const entry = (html: string): PageEntry => ({
    body: PageBody.of(toNonceTemplate(html, NONCE)),
    status: 200,
    headers: [['content-type', 'text/html; charset=utf-8']],
});

describe('the page cache', () => {
    it('counts a page by its plain and gzipped bytes, its key and its headers', () => {
        const page = entry(`<p nonce="${NONCE}">${'x'.repeat(1_000)}</p>`);
        const headers = ('content-type'.length + 'text/html; charset=utf-8'.length) * 2;
        expect(pageSize('key', page)).toBe(page.body.bytes + 'key'.length * 2 + headers);
        expect(page.body.bytes).toBeGreaterThan(1_000);
    });

    it('keeps at most its bytes of pages, and no page larger than itself', () => {
        const cache = createPageCache(100, 1_000, () => 0);
        cache.set('a', entry('x'.repeat(500)));
        cache.set('b', entry('y'.repeat(500)));
        expect(cache.get('a')).toBeUndefined();
        expect(cache.bytes).toBeLessThanOrEqual(1_000);
        cache.set('big', entry('z'.repeat(1_500)));
        expect(cache.get('big')).toBeUndefined();
        expect(cache.get('b')).toBeDefined();
    });

    it('keeps at most its count of pages, dropping the least recently used', () => {
        const cache = createPageCache(2, 1_000_000, () => 0);
        cache.set('a', entry('A'));
        cache.set('b', entry('B'));
        expect(cache.get('a')).toBeDefined();
        cache.set('c', entry('C'));
        expect(cache.get('b')).toBeUndefined();
        expect(cache.get('a')).toBeDefined();
    });

    it('forgets a page a minute after it was kept, whatever its version', () => {
        let now = 0;
        const cache = createPageCache(10, 1_000_000, () => now);
        cache.set('a', entry('A'));
        now = PAGE_CACHE_MAX_AGE_MS - 1;
        expect(cache.get('a')).toBeDefined();
        now = PAGE_CACHE_MAX_AGE_MS;
        expect(cache.get('a')).toBeUndefined();
    });

    it('renders once for the visitors who miss together, and keeps no page that could not be kept', async () => {
        const cache = createPageCache(10, 1_000_000, () => 0);
        let renders = 0;
        const render = async () => {
            renders += 1;
            return entry('page');
        };
        const answers = await Promise.all([cache.load('k', render), cache.load('k', render)]);
        expect(renders).toBe(1);
        expect(answers.map((a) => a.source)).toEqual(['loaded', 'joined']);
        expect(await cache.load('refused', () => Promise.resolve(undefined))).toEqual({
            value: undefined,
            source: 'loaded',
        });
        expect(cache.get('refused')).toBeUndefined();
    });
});
