/** What a TypeORM query runner tells about its transaction. */
export interface TransactionState {
    readonly isTransactionActive: boolean;
}

/**
 * Decides when a catalogue change moves the version on: at once when the change is already
 * committed, else when its transaction commits. A version moved on before the commit would let
 * a page view in between cache the old data under the new version.
 */
export class PendingChanges {
    private readonly pending = new WeakSet<TransactionState>();

    constructor(private readonly bump: () => Promise<void>) {}

    /** A catalogue write or event, on the query runner it used (none: outside any transaction). */
    changed(runner: TransactionState | undefined): Promise<void> | undefined {
        if (runner?.isTransactionActive) {
            this.pending.add(runner);
            return undefined;
        }
        return this.bump();
    }

    /** A commit; a released savepoint leaves the outer transaction open, which may still roll back. */
    committed(runner: TransactionState): Promise<void> | undefined {
        if (runner.isTransactionActive || !this.pending.has(runner)) return undefined;
        this.pending.delete(runner);
        return this.bump();
    }

    /** A rollback: nothing changed, unless an outer transaction still holds earlier changes. */
    rolledBack(runner: TransactionState): void {
        if (!runner.isTransactionActive) this.pending.delete(runner);
    }
}
