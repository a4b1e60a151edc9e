import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';

import { describe, expect, it } from 'vitest';

import { dropScriptPreloads } from './script-preloads.server';

const run = (chunks: Array<string | Buffer>) =>
    text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(dropScriptPreloads()));

const page =
    '<!DOCTYPE html><html><head><title>表</title><link rel="modulepreload" href="/_build/a.js" nonce="n"/>' +
    '<link rel="stylesheet" href="/_build/app.css"/><link rel="modulepreload" href="/_build/b.js"/></head>' +
    '<body><p>腕表 <code>&lt;link rel="modulepreload"&gt;</code></p><link rel="modulepreload" href="/x.js"/>' +
    '<script type="module" async="">import("/_build/entry.js");</script></body></html>';

describe('dropScriptPreloads', () => {
    it('removes the script preloads of the head and nothing else', async () => {
        const out = await run([page]);
        expect(out).not.toContain('href="/_build/a.js"');
        expect(out).not.toContain('href="/_build/b.js"');
        expect(out).toContain('<link rel="stylesheet" href="/_build/app.css"/>');
        expect(out).toContain('<title>表</title>');
        // The body is passed on as it is, module script included.
        expect(out).toContain('<link rel="modulepreload" href="/x.js"/>');
        expect(out).toContain('import("/_build/entry.js")');
    });

    it('gives the same page however it is cut into chunks, even inside a character', async () => {
        const bytes = Buffer.from(page);
        const whole = await run([bytes]);
        for (const at of [1, 30, 47, 48, 60, 100, bytes.indexOf('</head>') + 3, bytes.length - 5]) {
            expect(await run([bytes.subarray(0, at), bytes.subarray(at)])).toBe(whole);
        }
        const oneByOne = await run([...bytes].map((b) => Buffer.from([b])));
        expect(oneByOne).toBe(whole);
    });

    it('passes a document without a head on unchanged, without holding it back', async () => {
        expect(await run(['{"ok":true}'])).toBe('{"ok":true}');
    });
});
