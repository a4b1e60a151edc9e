import { reactRouter } from '@react-router/dev/vite';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
    plugins: [
        reactRouter(),
        // Scripts and styles compressed once at build, at the highest levels, rather than by the
        // server on every request (server.mjs serves the .br or .gz beside each file).
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
    // /assets belongs to the backend's product images (proxied), so our own files live elsewhere.
    build: { target: 'es2022', assetsDir: '_build' },
}));
