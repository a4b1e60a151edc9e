import { describe, expect, it, vi } from 'vitest';

import { PendingChanges } from './pending-changes';

function runner(active: boolean) {
    return { isTransactionActive: active };
}

describe('PendingChanges', () => {
    it('moves the version on at once for a change outside any transaction', () => {
        const bump = vi.fn(async () => undefined);
        new PendingChanges(bump).changed(undefined);
        new PendingChanges(bump).changed(runner(false));
        expect(bump).toHaveBeenCalledTimes(2);
    });

    it('waits for the commit of a change made in a transaction, and moves on once for many changes', () => {
        const bump = vi.fn(async () => undefined);
        const changes = new PendingChanges(bump);
        const tx = runner(true);
        changes.changed(tx);
        changes.changed(tx);
        expect(bump).not.toHaveBeenCalled();
        tx.isTransactionActive = false;
        changes.committed(tx);
        changes.committed(tx);
        expect(bump).toHaveBeenCalledTimes(1);
    });

    it('ignores the commit of a transaction that changed nothing', () => {
        const bump = vi.fn(async () => undefined);
        new PendingChanges(bump).committed(runner(false));
        expect(bump).not.toHaveBeenCalled();
    });

    it('keeps waiting when only a savepoint is released, and moves on at the outer commit', () => {
        const bump = vi.fn(async () => undefined);
        const changes = new PendingChanges(bump);
        const tx = runner(true);
        changes.changed(tx);
        changes.committed(tx);
        expect(bump).not.toHaveBeenCalled();
        tx.isTransactionActive = false;
        changes.committed(tx);
        expect(bump).toHaveBeenCalledTimes(1);
    });

    it('forgets the changes of a transaction rolled back, but not when only a savepoint rolls back', () => {
        const bump = vi.fn(async () => undefined);
        const changes = new PendingChanges(bump);
        const tx = runner(true);
        changes.changed(tx);
        changes.rolledBack(tx);
        tx.isTransactionActive = false;
        changes.committed(tx);
        expect(bump).toHaveBeenCalledTimes(1);

        const other = runner(true);
        changes.changed(other);
        other.isTransactionActive = false;
        changes.rolledBack(other);
        changes.committed(other);
        expect(bump).toHaveBeenCalledTimes(1);
    });
});
