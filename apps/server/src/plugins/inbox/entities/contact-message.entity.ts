import type { ContactKind, ContactMessageState } from '@maison/shared';
import { Customer, DeepPartial, EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import { Store } from '../../stores/entities/store.entity';

/**
 * A message a visitor sent through one of the shop's contact forms (issue 31): to a boutique
 * now, a watch-service question later. Staff read it in the dashboard's inbox and answer by
 * e-mail or phone, then mark it.
 */
@Entity()
@Index(['state', 'createdAt'])
export class ContactMessage extends VendureEntity {
    constructor(input?: DeepPartial<ContactMessage>) {
        super();
        // See ProductReview: class fields would reset what super(input) copied.
        if (input) Object.assign(this, input);
    }

    @Column({ type: 'varchar', length: 32 })
    kind: ContactKind;

    /** The boutique it was sent to; null for a message to the shop, or once the store is deleted. */
    @ManyToOne(() => Store, { nullable: true, onDelete: 'SET NULL' })
    store: Store | null;

    @Index()
    @EntityId({ nullable: true })
    storeId: ID | null;

    @Column({ type: 'varchar', length: 50 })
    name: string;

    /** Empty when the visitor gave an e-mail address only. */
    @Column({ type: 'varchar', length: 11, default: '' })
    mobile: string;

    /** Empty when the visitor gave a mobile only. */
    @Column({ type: 'varchar', length: 254, default: '' })
    email: string;

    @Column({ type: 'varchar', length: 120 })
    subject: string;

    @Column({ type: 'varchar', length: 2000 })
    body: string;

    /** The language the visitor wrote in (zh, en, de): the language to answer in. */
    @Column({ type: 'varchar', length: 8, default: 'zh' })
    languageCode: string;

    /** The member who sent it; null for a guest. */
    @ManyToOne(() => Customer, { nullable: true, onDelete: 'SET NULL' })
    customer: Customer | null;

    @EntityId({ nullable: true })
    customerId: ID | null;

    @Column({ type: 'varchar', length: 16, default: 'new' })
    state: ContactMessageState;

    /** Staff's own note (how it was answered, by whom); never shown to the visitor. */
    @Column({ type: 'varchar', length: 2000, default: '' })
    staffNote: string;

    /** When staff marked it answered; null until then. */
    @Column({ type: Date, nullable: true })
    answeredAt: Date | null;
}
