// Builds what needs building: a step runs when its inputs changed since its last successful
// build or its outputs are missing. `--force` rebuilds everything.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { root, steps } from './build-steps.mjs';

const stampFile = path.join(root, 'var', 'build-stamps.json');

/** A digest of the files under `inputs` (path, size and content), stable across clones. */
export function digest(inputs, base = root) {
    const hash = createHash('sha256');
    const walk = (p) => {
        const abs = path.join(base, p);
        if (!fs.existsSync(abs)) return;
        const st = fs.statSync(abs);
        if (st.isDirectory()) {
            for (const name of fs.readdirSync(abs).sort()) {
                if (name === 'node_modules' || name === 'dist' || name === 'build' || name.startsWith('.')) continue;
                walk(path.join(p, name));
            }
        } else {
            hash.update(p).update('\0').update(fs.readFileSync(abs)).update('\0');
        }
    };
    inputs.forEach(walk);
    return hash.digest('hex');
}

function run(step) {
    const [cmd, args, opts = {}] = step.command;
    return new Promise((resolve, reject) => {
        const child = spawn(cmd, args, {
            cwd: path.join(root, opts.cwd ?? '.'),
            stdio: ['ignore', 'inherit', 'inherit'],
            env: { ...process.env, ...step.env },
        });
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`building the ${step.name} failed (exit ${code})`))));
        child.on('error', reject);
    });
}

export async function build({ force = false, log = console.log } = {}) {
    let stamps = {};
    try {
        stamps = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
    } catch {
        // First build on this checkout.
    }
    for (const step of steps) {
        const sum = digest(step.inputs);
        const built = step.outputs.every((o) => fs.existsSync(path.join(root, o)));
        if (!force && built && stamps[step.name] === sum) continue;
        const started = Date.now();
        log(`Building the ${step.name}…`);
        await run(step);
        stamps[step.name] = sum;
        fs.mkdirSync(path.dirname(stampFile), { recursive: true });
        fs.writeFileSync(stampFile, JSON.stringify(stamps, null, 2) + '\n');
        log(`Built the ${step.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
    build({ force: process.argv.includes('--force') }).catch((err) => {
        console.error(err.message);
        process.exit(1);
    });
}
