import { describe, expect, it } from 'vitest';

import { freshBatch } from './fresh-batch';

/** A call whose answers the test releases one by one, recording when each was started. */
function controlled() {
    const started: number[] = [];
    const release: Array<(v: number) => void> = [];
    const call = () => {
        started.push(started.length);
        return new Promise<number>((resolve) => release.push(resolve));
    };
    return { started, release, call };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('freshBatch', () => {
    it('makes one call for the callers that arrive together', async () => {
        const c = controlled();
        const next = freshBatch(c.call);
        const answers = [next(), next(), next()];
        await tick();
        expect(c.started).toHaveLength(1);
        c.release[0]!(7);
        expect(await Promise.all(answers)).toEqual([7, 7, 7]);
    });

    it('never gives a caller the answer of a call started before it arrived', async () => {
        const c = controlled();
        const next = freshBatch(c.call);
        const early = next();
        await tick();
        // The first call is under way: these arrive after it started and wait for one of their own.
        const late = [next(), next()];
        await tick();
        expect(c.started).toHaveLength(1);
        c.release[0]!(1);
        expect(await early).toBe(1);
        await tick();
        expect(c.started).toHaveLength(2);
        c.release[1]!(2);
        expect(await Promise.all(late)).toEqual([2, 2]);
    });

    it('goes on after a failed call', async () => {
        let n = 0;
        const next = freshBatch(() => (n++ === 0 ? Promise.reject(new Error('down')) : Promise.resolve('v2')));
        await expect(next()).rejects.toThrow('down');
        expect(await next()).toBe('v2');
    });
});
