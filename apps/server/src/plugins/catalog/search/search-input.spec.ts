import { describe, expect, it } from 'vitest';

import { boundedSearchInput, MAX_SEARCH_WORDS, searchWords } from './search-input';

describe('searchWords', () => {
    it('splits on white space and folds case and Latin accents, as the stored text is', () => {
        expect(searchWords('Étoile')).toEqual(['etoile']);
        expect(searchWords('  ÄRMEL  straße ')).toEqual(['armel', 'strasse']);
    });

    it('keeps the words a shopper parts with a space, Chinese ones too', () => {
        expect(searchWords('陀飞轮 手动')).toEqual(['陀飞轮', '手动']);
        expect(searchWords('陀飞轮手动')).toEqual(['陀飞轮手动']);
    });

    it('drops empty and repeated words and keeps at most the bound', () => {
        expect(searchWords('')).toEqual([]);
        expect(searchWords(null)).toEqual([]);
        expect(searchWords('\u200b a A á')).toEqual(['a']);
        expect(searchWords('a b c d e f g h')).toHaveLength(MAX_SEARCH_WORDS);
    });
});

describe('boundedSearchInput', () => {
    it('bounds the kinds a search may ask for', () => {
        const input = boundedSearchInput({ kinds: ['strap', 'watch', 'buckle', 'x', 'y'.repeat(100)] });
        expect(input.kinds).toEqual(['strap', 'watch', 'buckle']);
    });
});
