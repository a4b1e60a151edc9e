import { Customer, DeepPartial, EntityId, ID, ProductVariant, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

/**
 * One watch the maker made (issue 33): its engraved serial, its reference, when it was made and
 * first sold, and the member who registered its warranty card. The card's code is kept only as
 * a keyed hash (see warranty-card-codes.ts), so a copy of the database cannot claim a watch.
 */
@Entity()
export class WatchSerial extends VendureEntity {
    constructor(input?: DeepPartial<WatchSerial>) {
        super();
        // See ProductReview: class fields would reset what super(input) copied.
        if (input) Object.assign(this, input);
    }

    @Index({ unique: true })
    @Column({ type: 'varchar', length: 20 })
    serial: string;

    /** The reference as sold; kept as well as the variant, so the record outlives a deleted variant. */
    @Index()
    @Column({ type: 'varchar', length: 64 })
    sku: string;

    @ManyToOne(() => ProductVariant, { nullable: true, onDelete: 'SET NULL' })
    productVariant: ProductVariant | null;

    @EntityId({ nullable: true })
    productVariantId: ID | null;

    /** `YYYY-MM-DD`: a calendar day, not an instant, so no time zone moves it. */
    @Column({ type: 'varchar', length: 10 })
    manufacturedOn: string;

    /** The first sale's day; null while the watch waits in a boutique. */
    @Column({ type: 'varchar', length: 10, nullable: true })
    soldOn: string | null;

    /** Where it was first sold, as staff wrote it (a boutique's name, the online shop). */
    @Column({ type: 'varchar', length: 120, nullable: true })
    salePlace: string | null;

    /** HMAC-SHA256 of the serial and the card's code, hex. */
    @Column({ type: 'varchar', length: 64 })
    cardCodeHash: string;

    /** The member who registered the watch; null until one does. */
    @ManyToOne(() => Customer, { nullable: true, onDelete: 'SET NULL' })
    customer: Customer | null;

    @Index()
    @EntityId({ nullable: true })
    customerId: ID | null;

    @Column({ type: Date, nullable: true })
    registeredAt: Date | null;
}
