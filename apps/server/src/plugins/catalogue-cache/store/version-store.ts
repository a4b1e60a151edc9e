import { randomUUID } from 'node:crypto';

/**
 * Where the catalogue version lives. A version is an opaque token: a new one is never equal to
 * any earlier one, even after a restart or a flushed Redis, so an answer cached under an old
 * version can never be mistaken for a current one.
 */
export interface CatalogueVersionStore {
    /** The current version; rejects when it cannot be known. */
    current(): Promise<string>;
    /** Replaces the version with a new one. */
    bump(): Promise<void>;
    /** Connects, where there is something to connect to. */
    open(): Promise<void>;
    close(): Promise<void>;
}

export function newVersion(): string {
    return randomUUID();
}

/** The version in this process's memory: right when one process serves the API and runs the jobs. */
export class MemoryVersionStore implements CatalogueVersionStore {
    private version = newVersion();

    async current(): Promise<string> {
        return this.version;
    }

    async bump(): Promise<void> {
        this.version = newVersion();
    }

    async open(): Promise<void> {}

    async close(): Promise<void> {}
}
