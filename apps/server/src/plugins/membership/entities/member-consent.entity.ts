import { Customer, DeepPartial, EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

/** The documents a member accepts on joining. */
export type ConsentDocument = 'privacy-policy' | 'member-terms';

/**
 * One acceptance of a document by a member (PIPL): which document, which version, and when
 * (`createdAt`). Kept as a log: a new version accepted later is a new row, never an edit.
 */
@Entity()
export class MemberConsent extends VendureEntity {
    constructor(input?: DeepPartial<MemberConsent>) {
        super();
        // Here, not in super(input): with ES2022 class fields (our target), the declarations
        // below are defined after super() returns and would reset what it copied.
        if (input) Object.assign(this, input);
    }

    @Index()
    @ManyToOne(() => Customer, { onDelete: 'CASCADE' })
    customer: Customer;

    @EntityId()
    customerId: ID;

    @Column({ type: 'varchar', length: 32 })
    document: ConsentDocument;

    @Column({ type: 'varchar', length: 32 })
    version: string;
}
