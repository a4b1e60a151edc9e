import type { SendWatchDraftSteps } from '@maison/shared';
import { DeepPartial, EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

/**
 * The steps of "send my watch" filled in so far, kept on the server between steps so that a
 * reload or the back button loses nothing. The visitor holds an unguessable key to it (in an
 * httpOnly cookie of the storefront); only the key's hash is kept. A draft started by a member
 * is theirs alone.
 */
@Entity()
export class ServiceRequestDraft extends VendureEntity {
    constructor(input?: DeepPartial<ServiceRequestDraft>) {
        super();
        if (input) Object.assign(this, input);
    }

    /** SHA-256 of the draft's key, hex. */
    @Index({ unique: true })
    @Column({ type: 'varchar', length: 64 })
    keyHash: string;

    /** The member who started it; null for a guest. */
    @EntityId({ nullable: true })
    customerId: ID | null;

    /** Each step's checked input, by step. */
    @Column({ type: 'simple-json' })
    steps: SendWatchDraftSteps;

    /** The language the visitor fills it in. */
    @Column({ type: 'varchar', length: 8, default: 'zh' })
    languageCode: string;
}
