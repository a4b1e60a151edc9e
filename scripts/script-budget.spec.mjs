import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { afterAll, describe, expect, it } from 'vitest';

import { root } from './build-steps.mjs';
import { initialScripts, SCRIPT_CEILING_BYTES } from './script-budget.mjs';

const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'script-budget-'));
afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));

/** A client build of a few files, with the route manifest React Router writes. */
function writeBuild(files, manifest) {
    fs.mkdirSync(path.join(fixture, '_build'), { recursive: true });
    for (const [name, code] of Object.entries(files)) fs.writeFileSync(path.join(fixture, '_build', name), code);
    fs.writeFileSync(path.join(fixture, '_build', 'manifest-abc123.js'), `window.__reactRouterManifest=${JSON.stringify(manifest)};`);
}

const gz = (code) => gzipSync(code, { level: 9 }).length;

describe('initialScripts', () => {
    it('counts the entry, each route up to the root and their static imports, not dynamic ones', () => {
        const files = {
            'entry.js': 'import{a}from"./vendor.js";a();',
            'vendor.js': `export const a=()=>${JSON.stringify('x'.repeat(500))};`,
            'root.js': 'import"./shell.js";export default 1;',
            'shell.js': 'import{a}from"./vendor.js";export const s=a;',
            'page.js': 'import{s}from"./shell.js";import{d}from"./deep.js";export default ()=>import("./lazy.js");',
            'deep.js': 'export const d=1;',
            'lazy.js': `export default ${JSON.stringify('y'.repeat(800))};`,
            'other.js': 'export default 2;',
        };
        writeBuild(files, {
            entry: { module: '/_build/entry.js', imports: ['/_build/vendor.js'] },
            routes: {
                root: { id: 'root', path: '', module: '/_build/root.js', imports: ['/_build/shell.js'], hasDefaultExport: true },
                page: { id: 'page', parentId: 'root', path: 'page', module: '/_build/page.js', imports: [], hasDefaultExport: true },
                other: { id: 'other', parentId: 'root', path: 'other', module: '/_build/other.js', hasDefaultExport: true },
                api: { id: 'api', parentId: 'root', path: 'api', module: '/_build/other.js', hasDefaultExport: false },
            },
        });
        const byId = Object.fromEntries(initialScripts(fixture).map((p) => [p.id, p]));
        const sum = (...names) => names.reduce((t, n) => t + gz(files[n]), 0);
        expect(byId.page).toMatchObject({ files: 6, gzip: sum('entry.js', 'vendor.js', 'root.js', 'shell.js', 'page.js', 'deep.js') });
        expect(byId.other).toMatchObject({ files: 5, gzip: sum('entry.js', 'vendor.js', 'root.js', 'shell.js', 'other.js') });
        expect(byId.api).toBeUndefined();
    });
});

describe('the storefront build', () => {
    it(`ships at most ${SCRIPT_CEILING_BYTES / 1000} KB of gzipped script to any page before it comes alive`, () => {
        const pages = initialScripts(path.join(root, 'apps/storefront/build/client'));
        expect(pages.length).toBeGreaterThan(50);
        const over = pages.filter((p) => p.gzip > SCRIPT_CEILING_BYTES).map((p) => `${p.id} (/${p.path}): ${p.gzip} B`);
        expect(over).toEqual([]);
    });
});
