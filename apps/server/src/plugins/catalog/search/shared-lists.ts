/**
 * Lists kept across requests (match sets, pages of results, facet value ids), under keys that
 * hold the catalogue version they were read at: a version moves on after every change a search
 * could show (plugins/catalogue-cache), so a list is never served after the data under it
 * changed. Bounded by the number of items held, the least recently used list giving way first.
 */
export class SharedLists<T> {
    private readonly sets = new Map<string, { rows: Promise<T[]>; size: number }>();
    private held = 0;

    constructor(private readonly maxRows: number) {}

    /** The set under `key`, read by `load` when missing; a failed read is not kept. */
    get(key: string, load: () => Promise<T[]>): Promise<T[]> {
        const hit = this.sets.get(key);
        if (hit) {
            // Most recently used last, so that the first key is the one to drop.
            this.sets.delete(key);
            this.sets.set(key, hit);
            return hit.rows;
        }
        const entry = { rows: load(), size: 0 };
        this.sets.set(key, entry);
        entry.rows.then(
            (rows) => {
                if (this.sets.get(key) !== entry) return;
                if (rows.length > this.maxRows) {
                    this.sets.delete(key);
                    return;
                }
                entry.size = rows.length;
                this.held += rows.length;
                this.evict();
            },
            () => {
                if (this.sets.get(key) === entry) this.sets.delete(key);
            },
        );
        return entry.rows;
    }

    /** Rows held at the moment, for the tests. */
    get size(): number {
        return this.held;
    }

    private evict(): void {
        for (const [key, entry] of this.sets) {
            if (this.held <= this.maxRows) return;
            this.sets.delete(key);
            this.held -= entry.size;
        }
    }
}
