import { SearchSnapshot, type SnapshotSourceRow } from './search-snapshot';

/**
 * The most index rows (variants × languages) a snapshot holds: about 60 MB. A larger catalogue
 * is searched in the database alone, as are the first searches after every change.
 */
export const SEARCH_SNAPSHOT_MAX_ROWS = 150_000;

/**
 * The least time between two builds, and how many times a build's own duration must pass
 * after it before the next: while the catalogue changes every second (a sale, stock moving with
 * each order) a backend spends at most a twentieth of its time building, and searches meanwhile
 * read the database as before.
 */
export const SNAPSHOT_MIN_PAUSE_MS = 5_000;
export const SNAPSHOT_PAUSE_FACTOR = 20;

export interface SnapshotLoader {
    /** The index rows of a channel; the rows read must be at least as new as `version`. */
    (channelId: string): Promise<SnapshotSourceRow[]>;
}

/**
 * The in-memory search index of each channel, at most one per channel, for the catalogue
 * version it was read at. A search asks for the snapshot of the version it read: only an equal
 * version's is given, so a search never sees the catalogue as it was before a change it could
 * see in the database. A missing one is built in the background, paced; the search that asked
 * reads the database meanwhile.
 */
export class SearchSnapshots {
    private readonly ready = new Map<string, { version: string; snapshot: SearchSnapshot }>();
    private building: Promise<void> | undefined;
    private nextBuildAt = 0;
    /** Catalogues too large to hold, by channel, until their version moves. */
    private readonly tooLarge = new Map<string, string>();

    constructor(
        private readonly load: SnapshotLoader,
        private readonly now: () => number = Date.now,
        private readonly onError: (err: Error) => void = () => undefined,
        private readonly onBuilt: (snapshot: SearchSnapshot, ms: number) => void = () => undefined,
    ) {}

    /**
     * The snapshot of `channelId` at `version`, or undefined while there is none (one is then
     * started). The channel's default language is the one searches without words read.
     */
    current(channelId: string, defaultLanguage: string, version: string): SearchSnapshot | undefined {
        const held = this.ready.get(channelId);
        if (held?.version === version) return held.snapshot;
        if (this.tooLarge.get(channelId) !== version) this.start(channelId, defaultLanguage, version);
        return undefined;
    }

    /** The build under way, for the tests. */
    settled(): Promise<void> {
        return this.building ?? Promise.resolve();
    }

    private start(channelId: string, defaultLanguage: string, version: string): void {
        if (this.building || this.now() < this.nextBuildAt) return;
        const began = this.now();
        this.building = (async () => {
            try {
                // Read after `version` was: the rows are at least as new as it, and a change
                // committed meanwhile moves the version on, so this snapshot is then not given.
                const rows = await this.load(channelId);
                if (rows.length > SEARCH_SNAPSHOT_MAX_ROWS) {
                    this.tooLarge.set(channelId, version);
                    this.ready.delete(channelId);
                    return;
                }
                const snapshot = await SearchSnapshot.of(rows, defaultLanguage);
                this.ready.set(channelId, { version, snapshot });
                this.onBuilt(snapshot, this.now() - began);
            } catch (err) {
                this.onError(err as Error);
            } finally {
                const ended = this.now();
                this.nextBuildAt = ended + Math.max(SNAPSHOT_MIN_PAUSE_MS, SNAPSHOT_PAUSE_FACTOR * (ended - began));
                this.building = undefined;
            }
        })();
    }
}
