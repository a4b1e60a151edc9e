import { describe, expect, it } from 'vitest';

import { answersHref, diameterCodes, readAnswers, relaxed, searchFor } from './find-your';

const DIAMETERS = ['36mm', '38mm', '40mm', '41mm', '42mm', '44mm'];

describe('find your watch', () => {
    it('reads known answers from the URL and ignores the rest', () => {
        const answers = readAnswers(
            new URLSearchParams('recipient=her&style=heritage&budget=30k-60k&size=huge&extra=1'),
        );
        expect(answers).toEqual({ recipient: 'her', style: 'heritage', budget: '30k-60k', size: undefined });
        expect(readAnswers(new URLSearchParams('style=<script>&budget=1'))).toEqual({
            recipient: undefined,
            style: undefined,
            budget: undefined,
            size: undefined,
        });
    });

    it('sorts the catalogue’s case diameters into the three sizes', () => {
        expect(diameterCodes('small', DIAMETERS)).toEqual(['36mm']);
        expect(diameterCodes('medium', DIAMETERS)).toEqual(['38mm', '40mm']);
        expect(diameterCodes('large', DIAMETERS)).toEqual(['41mm', '42mm', '44mm']);
    });

    it('turns answers into the listing’s facet filter and price range in fen', () => {
        expect(searchFor({ recipient: 'him', style: 'diver', budget: '60k-100k', size: 'medium' }, DIAMETERS)).toEqual({
            filter: { gender: ['men', 'unisex'], collection: ['diver'], 'case-diameter': ['38mm', '40mm'] },
            price: { min: 6_000_000, max: 10_000_000 },
        });
        expect(searchFor({ recipient: 'self' }, DIAMETERS)).toEqual({ filter: {}, price: undefined });
    });

    it('lets go of size, then style, then recipient, keeping the budget longest', () => {
        const all = { recipient: 'her', style: 'diver', budget: 'under-30k', size: 'large' } as const;
        expect(relaxed(all, 1)).toEqual({
            answers: { recipient: 'her', style: 'diver', budget: 'under-30k' },
            dropped: ['size'],
        });
        expect(relaxed(all, 3).answers).toEqual({ budget: 'under-30k' });
        // A question never answered is not reported as let go.
        expect(relaxed({ budget: 'under-30k' }, 2).dropped).toEqual([]);
    });

    it('writes the answers back as a URL in the questions’ order', () => {
        expect(answersHref('/find-your-morvaux', { size: 'small', recipient: 'him' })).toBe(
            '/find-your-morvaux?recipient=him&size=small',
        );
        expect(answersHref('/find-your-morvaux', {})).toBe('/find-your-morvaux');
    });
});
