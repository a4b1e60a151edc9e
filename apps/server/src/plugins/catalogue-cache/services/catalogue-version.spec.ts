import { afterEach, describe, expect, it, vi } from 'vitest';

import type { CatalogueVersionStore } from '../store/version-store';
import { MemoryVersionStore } from '../store/version-store';
import { CatalogueVersion } from './catalogue-version';

/** A store whose writes wait until the test lets them finish, or fail while `down`. */
class SlowStore implements CatalogueVersionStore {
    version = 0;
    writes = 0;
    down = false;
    private release: Array<() => void> = [];

    async current() {
        if (this.down) throw new Error('store down');
        return String(this.version);
    }
    async bump() {
        this.writes++;
        await new Promise<void>((resolve) => this.release.push(resolve));
        if (this.down) throw new Error('store down');
        this.version++;
    }
    finishWrites() {
        for (const r of this.release.splice(0)) r();
    }
    async open() {}
    async close() {}
}

/** Lets pending promise continuations run (timers may be faked). */
async function settle() {
    for (let i = 0; i < 20; i++) await Promise.resolve();
}

afterEach(() => {
    vi.useRealTimers();
});

describe('CatalogueVersion', () => {
    it('gives a new version after each bump, never an earlier one', async () => {
        const v = new CatalogueVersion(new MemoryVersionStore());
        const seen = new Set<string>();
        for (let i = 0; i < 5; i++) {
            const current = (await v.current())!;
            expect(seen.has(current)).toBe(false);
            seen.add(current);
            await v.bump();
        }
    });

    it('shares one write among bumps that arrive before it starts, and starts another for later ones', async () => {
        const store = new SlowStore();
        const v = new CatalogueVersion(store);
        const first = v.bump();
        const second = v.bump();
        await settle();
        expect(store.writes).toBe(1);
        // This bump arrives while the first write runs: the data it announces may be newer than
        // what that write's readers saw, so it needs a write of its own.
        const third = v.bump();
        const fourth = v.bump();
        store.finishWrites();
        await Promise.all([first, second]);
        await settle();
        expect(store.writes).toBe(2);
        store.finishWrites();
        await Promise.all([third, fourth]);
        expect(store.version).toBe(2);
    });

    it('tells no version while the store cannot be read', async () => {
        const store = new SlowStore();
        const v = new CatalogueVersion(store);
        store.down = true;
        expect(await v.current()).toBeUndefined();
        store.down = false;
        expect(await v.current()).toBe('0');
    });

    it('tells no version after a failed bump until a retry succeeds', async () => {
        vi.useFakeTimers();
        const store = new SlowStore();
        const v = new CatalogueVersion(store);
        store.down = true;
        const bump = v.bump();
        await settle();
        store.finishWrites();
        await bump;
        store.down = false;
        expect(await v.current()).toBeUndefined();
        await vi.advanceTimersByTimeAsync(100);
        await settle();
        expect(store.writes).toBe(2);
        store.finishWrites();
        await settle();
        expect(await v.current()).toBe('1');
        await v.close();
    });
});
