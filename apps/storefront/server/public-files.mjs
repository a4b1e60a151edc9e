import fs from 'node:fs';
import path from 'node:path';

/**
 * The URL paths of the files under `dir` (`/favicon.svg`), but for those under `except`
 * (served apart). The build's files do not change while the server runs: knowing them at start
 * spares every page request a file lookup.
 */
export function filePaths(dir, except = []) {
    const paths = new Set();
    for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const relative = path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name));
        const url = `/${relative.split(path.sep).join('/')}`;
        if (!except.some((e) => url === e || url.startsWith(`${e}/`))) paths.add(url);
    }
    return paths;
}

/**
 * Runs `handlers` in turn for a GET or HEAD of one of `paths` (what a static file server
 * answers); any other request goes straight on.
 */
export function onlyFor(paths, ...handlers) {
    return (req, res, next) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !paths.has(req.path)) return next();
        const run = (i, err) => {
            if (err || i === handlers.length) return next(err);
            handlers[i](req, res, (e) => run(i + 1, e));
        };
        run(0);
    };
}
