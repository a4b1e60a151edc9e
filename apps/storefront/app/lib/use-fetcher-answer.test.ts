import { describe, expect, it } from 'vitest';

import { nextAnswer, type AnswerWait } from './use-fetcher-answer';

/** Runs a fetcher's successive (state, data) through the wait; returns the answers handed over. */
function answers<T>(steps: Array<[string, T | undefined]>): T[] {
    let wait: AnswerWait<T> = { waiting: false };
    const handed: T[] = [];
    for (const [state, data] of steps) {
        const step: { wait: AnswerWait<T>; answer?: T } = nextAnswer(wait, state, data);
        wait = step.wait;
        if (step.answer !== undefined) handed.push(step.answer);
    }
    return handed;
}

describe('nextAnswer', () => {
    const first = { ok: true, n: 1 };
    const second = { ok: true, n: 2 };

    it('hands over a submission answer once, as soon as it is there', () => {
        expect(
            answers([
                ['idle', undefined],
                ['submitting', undefined],
                ['loading', first],
                ['loading', first],
                ['idle', first],
                ['idle', first],
            ]),
        ).toEqual([first]);
    });

    it('hands over the answer of a submission React Router leaves loading for good', () => {
        expect(
            answers([
                ['submitting', undefined],
                ['loading', first],
            ]),
        ).toEqual([first]);
    });

    it('does not take the previous answer a load still shows for its new one', () => {
        expect(
            answers([
                ['loading', undefined],
                ['idle', first],
                ['loading', first],
                ['loading', first],
                ['idle', second],
            ]),
        ).toEqual([first, second]);
    });

    it('hands over nothing for a submission that ends without new data, nor for re-renders while idle', () => {
        expect(
            answers([
                ['idle', first],
                ['submitting', first],
                ['idle', first],
                ['idle', first],
            ]),
        ).toEqual([]);
    });
});
