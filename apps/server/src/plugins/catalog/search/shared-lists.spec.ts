import { describe, expect, it } from 'vitest';

import { SharedLists } from './shared-lists';

const rows = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('SharedLists', () => {
    it('reads a set once per key and serves it again', async () => {
        const sets = new SharedLists<number>(100);
        let reads = 0;
        const load = async () => {
            reads += 1;
            return rows(3);
        };
        expect(await sets.get('v1|a', load)).toEqual([0, 1, 2]);
        expect(await sets.get('v1|a', load)).toEqual([0, 1, 2]);
        expect(reads).toBe(1);
        // Another version is another key: read again.
        await sets.get('v2|a', load);
        expect(reads).toBe(2);
    });

    it('drops the least recently used sets beyond its row bound', async () => {
        const sets = new SharedLists<number>(10);
        await sets.get('a', async () => rows(4));
        await sets.get('b', async () => rows(4));
        await sets.get('a', async () => rows(4));
        await sets.get('c', async () => rows(4));
        await Promise.resolve();
        expect(sets.size).toBeLessThanOrEqual(10);
        let reread = 0;
        await sets.get('b', async () => {
            reread += 1;
            return rows(4);
        });
        expect(reread).toBe(1);
        let kept = 0;
        await sets.get('c', async () => {
            kept += 1;
            return rows(4);
        });
        expect(kept).toBe(0);
    });

    it('keeps neither a failed read nor a set larger than the bound', async () => {
        const sets = new SharedLists<number>(5);
        await expect(sets.get('x', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
        let reads = 0;
        await sets.get('x', async () => {
            reads += 1;
            return rows(1);
        });
        expect(reads).toBe(1);
        await sets.get('big', async () => rows(6));
        await Promise.resolve();
        let again = 0;
        await sets.get('big', async () => {
            again += 1;
            return rows(6);
        });
        expect(again).toBe(1);
    });
});
