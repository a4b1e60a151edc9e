import { describe, expect, it } from 'vitest';

import de from './de.json';
import en from './en.json';
import zh from './zh.json';

type Tree = { [key: string]: string | Tree };

/** Keys with i18next's plural suffixes folded, so "x_one"/"x_other" count as "x". */
function keys(tree: Tree, prefix = ''): string[] {
    return Object.entries(tree).flatMap(([k, v]) =>
        typeof v === 'string' ? [`${prefix}${k.replace(/_(zero|one|two|few|many|other)$/, '')}`] : keys(v, `${prefix}${k}.`),
    );
}

describe('locale files', () => {
    const zhKeys = new Set(keys(zh));
    it.each([
        ['en', en],
        ['de', de],
    ])('%s has exactly the Chinese keys', (_name, messages) => {
        expect(new Set(keys(messages as Tree))).toEqual(zhKeys);
    });
    it('has no empty text', () => {
        for (const tree of [zh, en, de]) {
            const walk = (t: Tree): void =>
                Object.values(t).forEach((v) => (typeof v === 'string' ? expect(v.trim()).not.toBe('') : walk(v)));
            walk(tree as Tree);
        }
    });
});
