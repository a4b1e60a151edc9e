import { describe, expect, it } from 'vitest';

import { starFills } from './Rating';

describe('starFills', () => {
    it('fills whole stars, a half for a half, and rounds to the nearest half', () => {
        expect(starFills(4)).toEqual(['full', 'full', 'full', 'full', 'empty']);
        expect(starFills(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
        expect(starFills(3.2)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
        expect(starFills(3.3)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    });

    it('never draws more than five or fewer than none', () => {
        expect(starFills(9)).toEqual(['full', 'full', 'full', 'full', 'full']);
        expect(starFills(-1)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    });
});
