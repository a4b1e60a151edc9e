import type { AppointmentPurpose, AppointmentState } from '@maison/shared';
import { Customer, DeepPartial, EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import { Store } from './store.entity';

/**
 * A visit booked at a store (issue 31): its slot in Beijing time, who comes and why, and where
 * it stands. The visitor manages it by its reference and a token sent in a signed link; only
 * the token's hash is kept.
 */
@Entity()
@Index(['storeId', 'date', 'slotStart'])
@Index(['mobile', 'startsAt'])
export class Appointment extends VendureEntity {
    constructor(input?: DeepPartial<Appointment>) {
        super();
        if (input) Object.assign(this, input);
    }

    @ManyToOne(() => Store, { onDelete: 'CASCADE' })
    store: Store;

    @EntityId()
    storeId: ID;

    @Column({ type: 'varchar', length: 32 })
    purpose: AppointmentPurpose;

    /** YYYY-MM-DD in China, as the store's calendar names days. */
    @Column({ type: 'varchar', length: 10 })
    date: string;

    /** HH:MM in Beijing time; the slot's end is kept too, as the store may change its slot length later. */
    @Column({ type: 'varchar', length: 5 })
    slotStart: string;

    @Column({ type: 'varchar', length: 5 })
    slotEnd: string;

    /** The slot's start as a moment, for "upcoming" and the order of a member's list. */
    @Column({ type: Date })
    startsAt: Date;

    @Column({ type: 'varchar', length: 50 })
    name: string;

    @Column({ type: 'varchar', length: 11 })
    mobile: string;

    @Column({ type: 'varchar', length: 254, default: '' })
    email: string;

    @Column({ type: 'varchar', length: 500, default: '' })
    note: string;

    @Column({ type: 'varchar', length: 16, default: 'requested' })
    state: AppointmentState;

    /** The member who booked it; null for a guest. */
    @ManyToOne(() => Customer, { nullable: true, onDelete: 'SET NULL' })
    customer: Customer | null;

    @EntityId({ nullable: true })
    customerId: ID | null;

    /** Shown to the visitor and read out at the boutique. */
    @Index({ unique: true })
    @Column({ type: 'varchar', length: 12 })
    reference: string;

    /** SHA-256 of the manage token, hex. */
    @Column({ type: 'varchar', length: 64 })
    tokenHash: string;

    /** The language the visitor booked in (zh, en, de): the language of the messages sent later. */
    @Column({ type: 'varchar', length: 8, default: 'zh' })
    languageCode: string;

    /** When the day-before reminder was claimed for sending; null until then. */
    @Column({ type: Date, nullable: true })
    remindedAt: Date | null;
}
