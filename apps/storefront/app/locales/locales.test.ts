import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import de from './de.json';
import en from './en.json';
import zh from './zh.json';

type Tree = { [key: string]: string | Tree };

/** Keys with i18next's plural suffixes folded, so "x_one"/"x_other" count as "x". */
function keys(tree: Tree, prefix = ''): string[] {
    return Object.entries(tree).flatMap(([k, v]) =>
        typeof v === 'string'
            ? [`${prefix}${k.replace(/_(zero|one|two|few|many|other)$/, '')}`]
            : keys(v, `${prefix}${k}.`),
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

describe('keys used in the code', () => {
    const appDir = fileURLToPath(new URL('..', import.meta.url));
    const namespaces = Object.keys(zh).join('|');
    // A quoted 'namespace.key' anywhere in a module is a key (t('…'), ternaries, nav tables).
    const literal = new RegExp(`['"\`]((?:${namespaces})\\.[A-Za-z0-9_.-]+)['"\`]`, 'g');
    const sources = readdirSync(appDir, { recursive: true, encoding: 'utf8' }).filter(
        (f) => /\.tsx?$/.test(f) && !f.includes('+types') && !/\.test\.tsx?$/.test(f),
    );

    it('finds the modules to scan', () => {
        expect(sources.length).toBeGreaterThan(20);
    });

    it('exist in the locale files', () => {
        const known = new Set(keys(zh));
        const missing = sources.flatMap((file) =>
            [...readFileSync(join(appDir, file), 'utf8').matchAll(literal)]
                .map((m) => m[1])
                .filter((key) => !known.has(key) && !keys(zh).some((k) => k.startsWith(`${key}.`)))
                .map((key) => `${file}: ${key}`),
        );
        expect(missing).toEqual([]);
    });
});
