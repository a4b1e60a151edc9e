// What each page of the storefront makes a browser download before it comes alive, read from
// the client build: React Router's route manifest names each route's module and the files it
// imports, and those files name theirs. Shared by the build check (script-budget.spec.mjs) and
// `npm run bench`, which measures the same on a running shop.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The most gzipped script a page should ship: 140 KB (140,000 bytes), the bench's line. */
export const SCRIPT_BUDGET_BYTES = 140_000;

/**
 * The most the build check lets any page ship today: the heaviest page (a watch's) with 1 KB
 * to spare. It comes down toward SCRIPT_BUDGET_BYTES as pages get lighter, and never goes up.
 */
export const SCRIPT_CEILING_BYTES = 151_300;

const STATIC_IMPORT = /\bimport\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.m?js)["']/g;

/** The route manifest the build wrote (`window.__reactRouterManifest = {…}`). */
export function readRouteManifest(clientDir) {
    const assets = path.join(clientDir, '_build');
    const file = fs.readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
    if (file === undefined) throw new Error(`no route manifest in ${assets}: build the storefront first`);
    const source = fs.readFileSync(path.join(assets, file), 'utf8');
    return JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1));
}

/** The files a script imports statically (not its `import()`s), as URL paths. */
function staticImports(clientDir, url) {
    const code = fs.readFileSync(path.join(clientDir, url), 'utf8');
    return [...code.matchAll(STATIC_IMPORT)].map((m) => path.posix.join(path.posix.dirname(url), m[1]));
}

/**
 * Per route, the scripts a page of it loads at once: the client entry, the module of the route
 * and of each route above it, and everything those import statically, with their gzipped size
 * (level 9, as the bench counts). The route manifest itself is not counted: pages carry the
 * part they need inline.
 */
export function initialScripts(clientDir) {
    const manifest = readRouteManifest(clientDir);
    const gzipped = new Map();
    const sizeOf = (url) => {
        if (!gzipped.has(url)) gzipped.set(url, gzipSync(fs.readFileSync(path.join(clientDir, url)), { level: 9 }).length);
        return gzipped.get(url);
    };
    const pages = [];
    for (const [id, route] of Object.entries(manifest.routes)) {
        // Resource routes (api/*, feeds) answer with data, not a page.
        if (!route.hasDefaultExport) continue;
        const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
        for (let r = route; r !== undefined; r = manifest.routes[r.parentId]) {
            files.add(r.module);
            for (const url of r.imports ?? []) files.add(url);
        }
        const queue = [...files];
        for (let url = queue.pop(); url !== undefined; url = queue.pop()) {
            for (const imported of staticImports(clientDir, url)) {
                if (!files.has(imported)) {
                    files.add(imported);
                    queue.push(imported);
                }
            }
        }
        const gzip = [...files].reduce((sum, url) => sum + sizeOf(url), 0);
        pages.push({ id, path: route.path ?? '', files: files.size, gzip });
    }
    return pages.sort((a, b) => b.gzip - a.gzip);
}
