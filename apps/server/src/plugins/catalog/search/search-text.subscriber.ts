import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { TransactionalConnection } from '@vendure/core';
import { SearchIndexItem } from '@vendure/core/dist/plugin/default-search-plugin/entities/search-index-item.entity';
import type { EntityManager, EntitySubscriberInterface, InsertEvent, RemoveEvent } from 'typeorm';

import { CatalogueSearchText } from '../entities/catalogue-search-text.entity';
import { SearchStatistics } from './search-statistics';
import { searchTextsOf } from './search-text';

/** Rows per statement: seven parameters each, well within SQLite's limit of 32,766. */
const CHUNK = 500;

/** Writes the normalised texts of search index rows, replacing what those keys held. */
export async function writeSearchTexts(manager: EntityManager, items: readonly SearchIndexItem[]): Promise<void> {
    const rows = items.map(
        (i) =>
            new CatalogueSearchText({
                productVariantId: i.productVariantId,
                languageCode: i.languageCode,
                channelId: i.channelId,
                ...searchTextsOf(i),
            }),
    );
    const repository = manager.getRepository(CatalogueSearchText);
    for (let i = 0; i < rows.length; i += CHUNK) {
        await repository.upsert(rows.slice(i, i + CHUNK), ['productVariantId', 'languageCode', 'channelId']);
    }
}

/** Removes the texts whose search index row is gone. */
export async function removeOrphanSearchTexts(manager: EntityManager): Promise<void> {
    await manager.query(
        `DELETE FROM "catalogue_search_text" WHERE NOT EXISTS (SELECT 1 FROM "search_index_item" "si" WHERE "si"."productVariantId" = "catalogue_search_text"."productVariantId" AND "si"."languageCode" = "catalogue_search_text"."languageCode" AND "si"."channelId" = "catalogue_search_text"."channelId")`,
    );
}

/**
 * Keeps catalogue_search_text in step with Vendure's search index. The indexer writes its rows
 * with an upsert, which tells subscribers of every row, new or updated, in the writing
 * transaction; the rows of one statement are written back together, in that transaction too.
 * It deletes rows with a statement that names none of them, so after one the texts left without
 * a row are removed (the search would never read them, but they would stay for good).
 */
export class SearchTextSubscriber implements EntitySubscriberInterface<SearchIndexItem> {
    /** Rows heard from one statement, written once it has told of them all. */
    private readonly pending = new Map<EntityManager, { items: SearchIndexItem[]; written: Promise<void> }>();

    constructor(private readonly statistics?: SearchStatistics) {}

    listenTo() {
        return SearchIndexItem;
    }

    afterInsert(event: InsertEvent<SearchIndexItem>): Promise<void> {
        const { manager } = event;
        let batch = this.pending.get(manager);
        if (!batch) {
            const items: SearchIndexItem[] = [];
            // TypeORM tells of every row of a statement in one synchronous loop before it waits
            // on any answer, so a microtask later the batch holds them all.
            const written = Promise.resolve().then(() => {
                this.pending.delete(manager);
                // Both tables gain a row per item.
                this.statistics?.noteWrites(items.length);
                return writeSearchTexts(manager, items);
            });
            this.pending.set(manager, (batch = { items, written }));
        }
        batch.items.push(event.entity);
        return batch.written;
    }

    afterRemove(event: RemoveEvent<SearchIndexItem>): Promise<void> {
        return removeOrphanSearchTexts(event.manager);
    }
}

/** Puts the subscriber on the database connection, in the server and the worker alike. */
@Injectable()
export class SearchTextRegistration implements OnApplicationBootstrap, OnApplicationShutdown {
    private statistics: SearchStatistics | undefined;

    constructor(private readonly connection: TransactionalConnection) {}

    onApplicationBootstrap(): void {
        const raw = this.connection.rawConnection;
        // SQLite plans these queries well without statistics; PostgreSQL does not (search-statistics.ts).
        if (raw.options.type === 'postgres') {
            this.statistics = new SearchStatistics(async () => {
                await raw.query('ANALYZE "search_index_item", "catalogue_search_text"');
            });
        }
        raw.subscribers.push(new SearchTextSubscriber(this.statistics));
    }

    onApplicationShutdown(): void {
        this.statistics?.stop();
    }
}
