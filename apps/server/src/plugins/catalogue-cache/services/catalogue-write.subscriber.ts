import { SearchIndexItem } from '@vendure/core/dist/plugin/default-search-plugin/entities/search-index-item.entity';
import type {
    EntitySubscriberInterface,
    InsertEvent,
    RecoverEvent,
    RemoveEvent,
    SoftRemoveEvent,
    TransactionCommitEvent,
    TransactionRollbackEvent,
    UpdateEvent,
} from 'typeorm';

import type { PendingChanges } from './pending-changes';

/**
 * Listings read the search index, which a job rewrites after the product event that asked for
 * it: a page view in between would cache the old listing under the event's new version. So a
 * write to the index moves the version on again. It also hears every commit, for the changes
 * that wait on one.
 */
export class CatalogueWriteSubscriber implements EntitySubscriberInterface<SearchIndexItem> {
    constructor(private readonly changes: PendingChanges) {}

    listenTo() {
        return SearchIndexItem;
    }

    afterInsert(event: InsertEvent<SearchIndexItem>) {
        return this.changes.changed(event.queryRunner);
    }

    afterUpdate(event: UpdateEvent<SearchIndexItem>) {
        return this.changes.changed(event.queryRunner);
    }

    afterRemove(event: RemoveEvent<SearchIndexItem>) {
        return this.changes.changed(event.queryRunner);
    }

    afterSoftRemove(event: SoftRemoveEvent<SearchIndexItem>) {
        return this.changes.changed(event.queryRunner);
    }

    afterRecover(event: RecoverEvent<SearchIndexItem>) {
        return this.changes.changed(event.queryRunner);
    }

    afterTransactionCommit(event: TransactionCommitEvent) {
        return this.changes.committed(event.queryRunner);
    }

    afterTransactionRollback(event: TransactionRollbackEvent) {
        this.changes.rolledBack(event.queryRunner);
    }
}
