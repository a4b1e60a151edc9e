import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { migrations as postgres } from './postgres';
import { migrations as sqlite } from './sqlite';

describe.each([
    ['sqlite', sqlite],
    ['postgres', postgres],
])('%s migrations', (kind, list) => {
    it('lists every migration file of its folder, oldest first', () => {
        const files = fs
            .readdirSync(path.join(__dirname, kind))
            .filter((f) => /^\d+-.*\.ts$/.test(f))
            .sort();
        expect(list.map((m) => m.name)).toEqual(
            files.map((f) => {
                const src = fs.readFileSync(path.join(__dirname, kind, f), 'utf8');
                return /export class (\w+)/.exec(src)?.[1];
            }),
        );
    });
});
