import { reactRouter } from '@react-router/dev/vite';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
    plugins: [reactRouter()],
    resolve: { alias: { '~': path.join(here, 'app') } },
    // /assets belongs to the backend's product images (proxied), so our own files live elsewhere.
    build: { target: 'es2022', assetsDir: '_build' },
});
