import { Logger } from '@vendure/core';

/** Rows written after which the planner's picture of the search tables is out of date. */
const STALE_AFTER_ROWS = 1000;
/** Wait after that many rows, so one refresh follows a whole batch of index writes. */
const REFRESH_DELAY_MS = 10_000;

/**
 * Refreshes the planner's statistics of the search tables once many of their rows have been
 * written (a reindex writes all of them). Without them PostgreSQL guesses that a short word
 * matches a few rows and looks each of thousands up one by one: a two-character Chinese word
 * took 130 ms instead of 60 on the large catalogue. Autovacuum would do it too, but minutes
 * later or, where it is turned off, never.
 */
export class SearchStatistics {
    private written = 0;
    private timer: NodeJS.Timeout | undefined;

    constructor(
        private readonly refresh: () => Promise<void>,
        private readonly options = { staleAfterRows: STALE_AFTER_ROWS, delayMs: REFRESH_DELAY_MS },
    ) {}

    noteWrites(rows: number): void {
        this.written += rows;
        if (this.written < this.options.staleAfterRows || this.timer) return;
        this.timer = setTimeout(() => {
            this.timer = undefined;
            this.written = 0;
            this.refresh().catch((err: unknown) =>
                Logger.warn(`Search statistics not refreshed: ${String(err)}`, 'CatalogueSearch'),
            );
        }, this.options.delayMs);
        // A pending refresh never keeps a stopping process alive.
        this.timer.unref();
    }

    stop(): void {
        clearTimeout(this.timer);
        this.timer = undefined;
    }
}
