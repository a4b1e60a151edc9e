import { DeepPartial, EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import type { ContentSnapshot, RevisionAction } from '../types';
import { ContentEntry } from './content-entry.entity';

/** One save of an entry: the whole entry as it was then, who saved it and what the save did. */
@Entity()
@Index(['entryId', 'createdAt'])
export class ContentRevision extends VendureEntity {
    constructor(input?: DeepPartial<ContentRevision>) {
        super();
        // See ProductReview: class fields would reset what super(input) copied.
        if (input) Object.assign(this, input);
    }

    @ManyToOne(() => ContentEntry, { onDelete: 'CASCADE' })
    entry: ContentEntry;

    @EntityId()
    entryId: ID;

    @Column({ type: 'varchar', length: 16 })
    action: RevisionAction;

    /** The administrator who saved it; null for the server (the demo content, a scheduled publication). */
    @EntityId({ nullable: true })
    authorId: ID | null;

    @Column({ type: 'varchar', length: 120, nullable: true })
    authorName: string | null;

    @Column({ type: 'simple-json' })
    snapshot: ContentSnapshot;
}
