import { describe, expect, it } from 'vitest';

import { nextAnswer } from './use-fetcher-answer';

/** Runs a fetcher's successive data, from what it held at mount, through the watch; returns the answers. */
function answers<T>(mounted: T | undefined, steps: Array<T | undefined>): T[] {
    let seen = mounted;
    const handed: T[] = [];
    for (const data of steps) {
        const step: { seen: T | undefined; answer?: T } = nextAnswer(seen, data);
        seen = step.seen;
        if (step.answer !== undefined) handed.push(step.answer);
    }
    return handed;
}

describe('nextAnswer', () => {
    const first = { ok: true, n: 1 };
    const second = { ok: true, n: 2 };
    // The same words, read again: React Router makes a new object of each answer.
    const again = { ok: true, n: 1 };

    it('hands over an answer once, however often the page renders with it', () => {
        expect(answers(undefined, [undefined, first, first, first])).toEqual([first]);
    });

    it('does not take the previous answer a load still shows for its new one', () => {
        expect(answers(undefined, [first, first, first, second])).toEqual([first, second]);
    });

    it('hands over a load whose start and answer React rendered together', () => {
        // idle, then idle with data: the 'loading' in between was never rendered.
        expect(answers(undefined, [undefined, first])).toEqual([first]);
        expect(answers(first, [first, second])).toEqual([second]);
    });

    it('hands over a second answer with the same words as the first', () => {
        expect(answers(undefined, [first, again])).toEqual([first, again]);
    });

    it('hands over nothing for the data the fetcher held when the page mounted', () => {
        expect(answers(first, [first, first])).toEqual([]);
        expect(answers(first, [undefined])).toEqual([]);
    });
});
