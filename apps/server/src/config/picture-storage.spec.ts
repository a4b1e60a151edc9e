import { describe, expect, it } from 'vitest';

import { pictureKey } from './picture-storage';

describe('picture keys', () => {
    it("passes the pictures' keys as they are", () => {
        for (const key of [
            'source/9a/dial.png',
            'preview/9a/dial__preview.png',
            'cache/preview/9a/dial__preview1f.webp',
        ]) {
            expect(pictureKey(key)).toBe(key);
        }
        expect(pictureKey('/source/9a/dial.png')).toBe('/source/9a/dial.png');
    });

    it('refuses the private prefix under any spelling that lands there, and keys leaving the bucket root', () => {
        for (const key of [
            'private/service-photos/0123456789abcdef0123456789abcdef',
            '/private/service-photos/0123456789abcdef0123456789abcdef',
            '//private/x',
            'source/../private/x',
            'source/./../private/x',
            'private',
            '../x',
            '.',
        ]) {
            expect(() => pictureKey(key), key).toThrow(/not a picture's key/);
        }
    });
});
