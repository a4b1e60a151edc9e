import { describe, expect, it } from 'vitest';

import { completeLockfile, platformOf } from './lockfile-platforms.mjs';

describe('platformOf', () => {
    it('reads os, cpu and libc from a binary package name', () => {
        expect(platformOf('@rollup/rollup-linux-arm-musleabihf')).toEqual({ os: ['linux'], cpu: ['arm'], libc: ['musl'] });
        expect(platformOf('@swc/core-win32-ia32-msvc')).toEqual({ os: ['win32'], cpu: ['ia32'] });
        expect(platformOf('@tailwindcss/oxide-wasm32-wasi')).toEqual({ cpu: ['wasm32'] });
    });

    it('leaves names without a platform alone', () => {
        expect(platformOf('left-pad')).toBeUndefined();
        expect(platformOf('@scope/arm64-tools')).toBeUndefined();
    });
});

describe('completeLockfile', () => {
    it('adds the missing platform packages of an optional dependency list and nothing else', () => {
        const lock = {
            packages: {
                '': { devDependencies: { tool: '^1.0.0' } },
                'node_modules/tool': {
                    version: '1.2.3',
                    dev: true,
                    optionalDependencies: { 'tool-darwin-x64': '1.2.3', 'tool-linux-x64-gnu': '1.2.3', helper: '^2' },
                },
                'node_modules/tool-linux-x64-gnu': { version: '1.2.3', dev: true, optional: true, os: ['linux'], cpu: ['x64'] },
            },
        };
        expect(completeLockfile(lock)).toEqual(['node_modules/tool-darwin-x64']);
        expect(lock.packages['node_modules/tool-darwin-x64']).toEqual({
            version: '1.2.3',
            dev: true,
            optional: true,
            os: ['darwin'],
            cpu: ['x64'],
        });
        expect(completeLockfile(lock)).toEqual([]);
    });
});
