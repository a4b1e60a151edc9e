import { describe, expect, it } from 'vitest';

import { jsonDepth } from './json-depth';

describe('jsonDepth', () => {
    it('counts nested arrays and objects', () => {
        expect(jsonDepth('1')).toBe(0);
        expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
        expect(jsonDepth('['.repeat(5000) + ']'.repeat(5000))).toBe(5000);
    });

    it('ignores brackets inside strings, escaped quotes included', () => {
        expect(jsonDepth('{"a":"[[[[\\"{{{"}')).toBe(1);
    });

    it('stops counting past the limit', () => {
        expect(jsonDepth('['.repeat(5000), 64)).toBe(65);
    });
});
