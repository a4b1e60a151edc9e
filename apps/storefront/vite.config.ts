import { reactRouter } from '@react-router/dev/vite';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const here = path.dirname(fileURLToPath(import.meta.url));

const VENDOR =
    /node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|void-elements|html-parse-stringify)\//;

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
                  output: {
                      // What every page runs (React, React Router, i18next) in one file: it is
                      // cached across deploys of the shop's own code and compresses better whole.
                      manualChunks(id: string) {
                          if (VENDOR.test(id)) return 'vendor';
                      },
                  },
              },
    },
}));
