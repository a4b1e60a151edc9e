import { Logger } from '@vendure/core';

import { BUMP_RETRY_MS, loggerCtx } from '../constants';
import type { CatalogueVersionStore } from '../store/version-store';

/**
 * The catalogue version as the endpoint tells it and the change tracking moves it on. Bumps
 * that arrive together share one write; a bump that fails is retried, and until one succeeds
 * this process tells no version at all, so that nothing is cached under a version that missed
 * a change.
 */
export class CatalogueVersion {
    /** The bump not yet started: callers that arrive before it starts share it. */
    private queued: Promise<void> | undefined;
    private running: Promise<void> | undefined;
    private failed = false;
    private retryTimer: NodeJS.Timeout | undefined;
    private retryDelay = BUMP_RETRY_MS.first;

    constructor(readonly store: CatalogueVersionStore) {}

    /** The version to cache under, or undefined when none can be trusted right now. */
    async current(): Promise<string | undefined> {
        if (this.failed) return undefined;
        try {
            return await this.store.current();
        } catch (err) {
            Logger.warn(`catalogue version unavailable: ${(err as Error).message}`, loggerCtx);
            return undefined;
        }
    }

    /**
     * Moves the version on. Resolves once the new version is stored, by a write that started
     * after this call: a version read before the change is then never read again.
     */
    bump(): Promise<void> {
        this.queued ??= (async () => {
            await this.running;
            this.queued = undefined;
            this.running = this.write();
            await this.running;
        })();
        return this.queued;
    }

    async open(): Promise<void> {
        try {
            await this.store.open();
        } catch (err) {
            // The store reconnects by itself; until then the endpoint answers 503 and nothing is cached.
            Logger.error(`catalogue version store unreachable: ${(err as Error).message}`, loggerCtx);
        }
    }

    async close(): Promise<void> {
        clearTimeout(this.retryTimer);
        this.retryTimer = undefined;
        await this.store.close();
    }

    private async write(): Promise<void> {
        try {
            await this.store.bump();
            this.failed = false;
            this.retryDelay = BUMP_RETRY_MS.first;
            clearTimeout(this.retryTimer);
            this.retryTimer = undefined;
        } catch (err) {
            if (!this.failed) Logger.error(`catalogue version not moved on: ${(err as Error).message}`, loggerCtx);
            this.failed = true;
            this.retryLater();
        }
    }

    private retryLater(): void {
        if (this.retryTimer) return;
        this.retryTimer = setTimeout(() => {
            this.retryTimer = undefined;
            this.retryDelay = Math.min(this.retryDelay * 2, BUMP_RETRY_MS.max);
            void this.bump();
        }, this.retryDelay);
        this.retryTimer.unref();
    }
}
