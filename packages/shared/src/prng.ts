/**
 * A tiny seeded PRNG, for what must come out the same on every machine and every run: the
 * demo catalogue (tests and screenshots depend on its skus, prices and stock) and generated test input.
 */

export interface Rng {
    /** Uniform in [0, 1). */
    next(): number;
    /** Integer in [min, max], both included. */
    int(min: number, max: number): number;
    pick<T>(items: readonly T[]): T;
    /** A shuffled copy; the input is left alone. */
    shuffle<T>(items: readonly T[]): T[];
    chance(probability: number): boolean;
}

/** mulberry32: 32-bit state, good enough spread for picking demo data, trivially portable. */
export function mulberry32(seed: number): () => number {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}

export function createRng(seed: number): Rng {
    const next = mulberry32(seed);
    const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
    return {
        next,
        int,
        pick: <T>(items: readonly T[]): T => {
            if (items.length === 0) throw new Error('pick from an empty list');
            return items[int(0, items.length - 1)] as T;
        },
        shuffle: <T>(items: readonly T[]): T[] => {
            const copy = [...items];
            for (let i = copy.length - 1; i > 0; i--) {
                const j = int(0, i);
                [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
            }
            return copy;
        },
        chance: (probability: number): boolean => next() < probability,
    };
}

/**
 * A stable 32-bit hash of a string (FNV-1a), for drawing details that must not change when
 * unrelated products are added, e.g. which watch shows a date window.
 */
export function hashString(text: string): number {
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) {
        hash ^= text.charCodeAt(i);
        hash = Math.imul(hash, 0x01000193);
    }
    return hash >>> 0;
}
