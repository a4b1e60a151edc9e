import { describe, expect, it } from 'vitest';

import { topFlag } from './flags';

describe('topFlag', () => {
    it('picks the highest-priority flag', () => {
        expect(topFlag(['new', 'limited-edition', 'capsule'])).toBe('limited-edition');
        expect(topFlag(['new', 'boutique-exclusive'])).toBe('boutique-exclusive');
        expect(topFlag(['new'])).toBe('new');
    });
    it('ignores unknown codes and returns undefined when none apply', () => {
        expect(topFlag(['steel', 'blue'])).toBeUndefined();
        expect(topFlag([])).toBeUndefined();
    });
    it('keeps the first of two equal priorities', () => {
        expect(topFlag(['capsule', 'country-exclusive'])).toBe('capsule');
        expect(topFlag(['country-exclusive', 'capsule'])).toBe('country-exclusive');
    });
});
