import { reactRouter } from '@react-router/dev/vite';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const here = path.dirname(fileURLToPath(import.meta.url));

const VENDOR =
    /node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|void-elements|html-parse-stringify)\//;

/**
 * `<Trans>`, which only a few forms use, in a file of its own. Its HTML parser stays in the
 * vendor file: as CommonJS it runs code when loaded, and a file that does is loaded ahead of
 * every file that might depend on it, on every page.
 */
const TRANS = /node_modules\/react-i18next\/dist\/es\/Trans(WithoutContext)?\.js$/;

const SHARED = /packages\/shared\/dist\/esm\/([\w-]+)\.js$/;
const ZOD = /node_modules\/zod\//;

const ROOT = path.join(here, 'app', 'root.tsx');
const APP = path.join(here, 'app') + path.sep;

type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;

/**
 * The storefront's own modules that `from` imports statically, directly or not: what is loaded
 * with it on every page. Packages are left out: an import of one export from a package's index
 * names all its modules, most of which the bundle then leaves to the pages that use them.
 */
function staticallyImported(from: string, getModuleInfo: ModuleInfoOf): Set<string> {
    const seen = new Set<string>();
    const queue = [...(getModuleInfo(from)?.importedIds ?? [])];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (seen.has(id) || !id.startsWith(APP)) continue;
        seen.add(id);
        queue.push(...(getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
}

/**
 * Splits the browser's script. The root route's own modules (layout, header, footer, providers)
 * go in one file, as every page loads all of them: one file compresses better than the dozen
 * small ones the bundler would otherwise make of them. A module in a named file takes the
 * modules it imports along unless they have a file of their own, so the shared package's
 * modules and zod each keep theirs: the shell loads only the few it uses.
 */
function chunkOf(): (id: string, meta: { getModuleInfo: ModuleInfoOf }) => string | undefined {
    let shell: Set<string> | undefined;
    return (id, { getModuleInfo }) => {
        if (TRANS.test(id)) return 'trans';
        // What every page runs (React, React Router, i18next) in one file: it is cached across
        // deploys of the shop's own code and compresses better whole.
        if (VENDOR.test(id)) return 'vendor';
        shell ??= staticallyImported(ROOT, getModuleInfo);
        if (shell.has(id)) return 'shell';
        const shared = SHARED.exec(id);
        if (shared) return `shared-${shared[1]}`;
        if (ZOD.test(id)) return 'zod';
        return undefined;
    };
}

export default defineConfig(({ isSsrBuild }) => ({
    plugins: [
        reactRouter(),
        !isSsrBuild &&
            compression({
                include: /\.(js|css|svg)$/,
                algorithms: [
                    defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
                    defineAlgorithm('gzip', { level: 9 }),
                ],
                logLevel: 'silent',
            }),
    ],
    resolve: { alias: { '~': path.join(here, 'app') } },
    build: {
        target: 'es2022',
        // /assets belongs to the backend's product images (proxied), so our own files live elsewhere.
        assetsDir: '_build',
        // Every browser the shop supports knows modulepreload.
        modulePreload: { polyfill: false },
        // Terser writes a few KB less than esbuild, which counts on a phone's first visit.
        minify: 'terser',
        terserOptions: { compress: { passes: 2 }, format: { comments: false } },
        rollupOptions: isSsrBuild
            ? {}
            : {
                  output: { manualChunks: chunkOf() },
              },
    },
}));
