#!/usr/bin/env node
// Completes package-lock.json with the platform-specific optional packages (rollup, swc,
// tailwind's oxide, msgpackr-extract for macOS, Windows, …) that a registry mirror carrying
// only Linux builds leaves out. Without those entries `npm ci` refuses the lockfile as out
// of sync. The entries carry os/cpu/libc, so npm skips them on machines they do not fit
// and never fetches them. Runs after every `npm install`; writes only when something changed.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lockPath = join(root, 'package-lock.json');

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPU = { arm64: 'arm64', x64: 'x64', ia32: 'ia32', arm: 'arm', ppc64: 'ppc64', s390x: 's390x', riscv64: 'riscv64', loong64: 'loong64', wasm32: 'wasm32' };
const LIBC = { gnu: 'glibc', gnueabihf: 'glibc', musl: 'musl', musleabihf: 'musl' };

/** Reads the platform a binary package is built for from its name, e.g. `rollup-linux-arm-musleabihf`. */
export function platformOf(name) {
    const tokens = name.split('/').pop().split('-');
    const os = tokens.find((t) => OS.includes(t));
    const cpu = tokens.map((t) => CPU[t]).find(Boolean);
    const libc = tokens.map((t) => LIBC[t]).find(Boolean);
    if (!cpu || (!os && cpu !== 'wasm32')) return undefined;
    return { ...(os ? { os: [os] } : {}), cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

function resolves(packages, from, name) {
    let base = from;
    for (;;) {
        if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
        if (!base) return false;
        const cut = base.lastIndexOf('/node_modules/');
        base = cut < 0 ? '' : base.slice(0, cut);
    }
}

export function completeLockfile(lock) {
    const added = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
        for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
            if (resolves(lock.packages, path, dep)) continue;
            const platform = platformOf(dep);
            const version = /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range) ? range : undefined;
            if (!platform || !version) continue;
            // resolves() walked up to the root without a match, so the top level is free.
            const target = `node_modules/${dep}`;
            lock.packages[target] = {
                version,
                ...(entry.dev ? { dev: true } : {}),
                optional: true,
                ...platform,
            };
            added.push(target);
        }
    }
    return added;
}

if (process.argv[1] === fileURLToPath(import.meta.url) && existsSync(lockPath)) {
    const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
    const added = completeLockfile(lock);
    if (added.length > 0) {
        const sorted = Object.fromEntries(
            Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'))),
        );
        lock.packages = sorted;
        writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
        console.log(`package-lock.json: recorded ${added.length} platform packages for other systems`);
    }
}
