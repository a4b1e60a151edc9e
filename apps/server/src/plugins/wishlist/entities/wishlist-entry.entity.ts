import type { WishlistType } from '@maison/shared';
import { Customer, DeepPartial, EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, ManyToOne, Unique } from 'typeorm';

/** One watch or strap a member keeps on their wishlist; one entry per sku (spec §3). */
@Entity()
@Unique(['customerId', 'sku'])
export class WishlistEntry extends VendureEntity {
    constructor(input?: DeepPartial<WishlistEntry>) {
        super();
        // See ProductReview: class fields would reset what super(input) copied.
        if (input) Object.assign(this, input);
    }

    @ManyToOne(() => Customer, { onDelete: 'CASCADE' })
    customer: Customer;

    @EntityId()
    customerId: ID;

    @Column({ type: 'varchar', length: 64 })
    sku: string;

    @Column({ type: 'varchar', length: 8 })
    type: WishlistType;
}
