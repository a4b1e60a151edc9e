import 'reflect-metadata';

import { describe, expect, it } from 'vitest';

import { config } from './process-config';

/**
 * Plugins import each other's modules (the stores plugin the membership plugin, the membership
 * plugin the content plugin…). A cycle among their files leaves one plugin's `imports` holding
 * `undefined` when the configuration is loaded the way the server loads it, and the server then
 * refuses to start: this loads it that way and looks.
 */
describe('plugin modules', () => {
    it('every plugin the server runs names only defined modules among its imports', () => {
        const plugins = config.plugins ?? [];
        expect(plugins.length).toBeGreaterThan(10);
        const broken = plugins.flatMap((plugin) => {
            const imports = (Reflect.getMetadata('imports', plugin) ?? []) as unknown[];
            const name = (plugin as { name?: string }).name ?? String(plugin);
            return imports.some((module) => module === undefined) ? [name] : [];
        });
        expect(broken).toEqual([]);
    });
});
