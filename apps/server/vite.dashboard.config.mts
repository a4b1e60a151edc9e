import { vendureDashboardPlugin } from '@vendure/dashboard/vite';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Builds the staff dashboard that the server serves at /dashboard. The plugin reads our
 * Vendure config to find each plugin's dashboard extensions and the custom fields.
 */
export default defineConfig({
    base: '/dashboard/',
    build: { outDir: path.join(here, 'dist/dashboard'), emptyOutDir: true },
    plugins: [
        vendureDashboardPlugin({
            vendureConfigPath: pathToFileURL(path.join(here, 'src/dashboard-config.ts')),
            tempCompilationDir: path.join(here, '__vendure-dashboard-temp'),
            // Same origin as the page: the server (or the storefront's proxy) answers /admin-api.
            api: { host: 'auto', port: 'auto' },
        }),
    ],
});
