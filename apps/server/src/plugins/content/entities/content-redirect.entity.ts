import type { ContentKind } from '@maison/shared';
import { DeepPartial, EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import { ContentEntry } from './content-entry.entity';

/** A path an entry was published at before its path changed: the shop answers it with the new one (301). */
@Entity()
@Index(['kind', 'fromPath'], { unique: true })
export class ContentRedirect extends VendureEntity {
    constructor(input?: DeepPartial<ContentRedirect>) {
        super();
        // See ProductReview: class fields would reset what super(input) copied.
        if (input) Object.assign(this, input);
    }

    @Column({ type: 'varchar', length: 16 })
    kind: ContentKind;

    @Column({ type: 'varchar', length: 200 })
    fromPath: string;

    @ManyToOne(() => ContentEntry, { onDelete: 'CASCADE' })
    entry: ContentEntry;

    @EntityId()
    entryId: ID;
}
