import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { filePaths, onlyFor } from './public-files.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-files-'));
fs.mkdirSync(path.join(dir, '_build'));
fs.mkdirSync(path.join(dir, 'images'));
fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
fs.writeFileSync(path.join(dir, 'images', 'logo.png'), '');
fs.writeFileSync(path.join(dir, '_build', 'app.js'), '');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('filePaths', () => {
    it('names every file by its URL path, but for those served apart', () => {
        expect([...filePaths(dir, ['/_build'])].sort()).toEqual(['/favicon.svg', '/images/logo.png']);
    });
});

describe('onlyFor', () => {
    const calls = [];
    const guard = onlyFor(
        new Set(['/favicon.svg']),
        (_req, _res, next) => {
            calls.push('first');
            next();
        },
        (_req, _res, next) => {
            calls.push('second');
            next();
        },
    );

    it('runs its handlers for a listed path, then goes on', () => {
        let nexts = 0;
        guard({ method: 'GET', path: '/favicon.svg' }, {}, () => nexts++);
        expect(calls).toEqual(['first', 'second']);
        expect(nexts).toBe(1);
    });

    it('passes any other path or method straight on', () => {
        calls.length = 0;
        let nexts = 0;
        guard({ method: 'GET', path: '/watches' }, {}, () => nexts++);
        guard({ method: 'POST', path: '/favicon.svg' }, {}, () => nexts++);
        expect(calls).toEqual([]);
        expect(nexts).toBe(2);
    });
});
