// What `npm start` and `npm run build` build, each step with the files it depends on, so a
// step whose inputs are unchanged since its last build is skipped.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const steps = [
    {
        name: 'shared package',
        inputs: ['packages/shared/src', 'packages/shared/package.json', 'packages/shared/tsconfig.esm.json', 'packages/shared/tsconfig.cjs.json'],
        outputs: ['packages/shared/dist/cjs/index.js', 'packages/shared/dist/esm/index.js'],
        command: ['npm', ['run', 'build', '-w', '@maison/shared']],
    },
    {
        name: 'demo catalogue',
        inputs: ['packages/demo-catalogue/src', 'packages/demo-catalogue/package.json', 'packages/demo-catalogue/tsconfig.json', 'packages/demo-catalogue/tsconfig.build.json', 'packages/shared/src'],
        outputs: ['packages/demo-catalogue/dist/index.js'],
        command: ['npm', ['run', 'build', '-w', '@maison/demo-catalogue']],
    },
    {
        name: 'server',
        inputs: ['apps/server/src', 'apps/server/tsconfig.json', 'apps/server/tsconfig.build.json', 'packages/shared/src', 'packages/demo-catalogue/src'],
        outputs: ['apps/server/dist/index.js'],
        command: ['npx', ['tsc', '-p', 'apps/server/tsconfig.build.json']],
    },
    {
        name: 'staff dashboard',
        // The dashboard reads the Vendure config and plugins' dashboard extensions.
        inputs: ['apps/server/src/plugins', 'apps/server/src/vendure-config.ts', 'apps/server/src/dashboard-config.ts', 'apps/server/vite.dashboard.config.mts', 'node_modules/@vendure/dashboard/package.json'],
        outputs: ['apps/server/dist/dashboard/index.html'],
        command: ['npx', ['vite', 'build', '--config', 'apps/server/vite.dashboard.config.mts', '--logLevel', 'warn']],
        env: { VENDURE_DASHBOARD_SKIP_PLATFORM_CATALOG_FETCH: 'true' },
    },
    {
        name: 'storefront',
        inputs: ['apps/storefront/app', 'apps/storefront/vite.config.ts', 'apps/storefront/react-router.config.ts', 'apps/storefront/package.json', 'packages/shared/src'],
        outputs: ['apps/storefront/build/server/index.js'],
        command: ['npx', ['react-router', 'build'], { cwd: 'apps/storefront' }],
    },
];
