import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EventBus, RequestContext, TransactionalConnection, type VendureEvent } from '@vendure/core';
import { SearchIndexItem } from '@vendure/core/dist/plugin/default-search-plugin/entities/search-index-item.entity';
import type { QueryRunner } from 'typeorm';

import { CATALOGUE_EVENTS, CATALOGUE_VERSION } from '../constants';
import type { CatalogueVersion } from './catalogue-version';
import { CatalogueWriteSubscriber } from './catalogue-write.subscriber';
import { PendingChanges } from './pending-changes';

/**
 * Moves the catalogue version on after every change a catalogue page could show. Events are
 * heard by a blocking handler, not a subscription: a subscription runs on a timer after the
 * commit, when the Admin API may already have answered; the handler marks the transaction and
 * the version moves on at its commit, before the caller goes on.
 */
@Injectable()
export class CatalogueChangeService implements OnApplicationBootstrap, OnApplicationShutdown {
    constructor(
        private readonly eventBus: EventBus,
        private readonly connection: TransactionalConnection,
        @Inject(CATALOGUE_VERSION) private readonly version: CatalogueVersion,
    ) {}

    async onApplicationBootstrap(): Promise<void> {
        const changes = new PendingChanges(() => this.version.bump());
        this.connection.rawConnection.subscribers.push(new CatalogueWriteSubscriber(changes));
        this.eventBus.registerBlockingEventHandler<VendureEvent>({
            event: [...CATALOGUE_EVENTS],
            id: 'catalogue-cache-version',
            handler: (event) => changes.changed(this.transactionOf(event)),
        });
        await this.version.open();
    }

    async onApplicationShutdown(): Promise<void> {
        await this.version.close();
    }

    /** The query runner of the transaction the event was published in, if one is open. */
    private transactionOf(event: VendureEvent): QueryRunner | undefined {
        const ctx = Object.values(event).find((v): v is RequestContext => v instanceof RequestContext);
        return ctx ? this.connection.getRepository(ctx, SearchIndexItem).queryRunner : undefined;
    }
}
