import { DeepPartial, EntityId, ID, Order, VendureEntity } from '@vendure/core';
import { Column, Entity, ManyToOne } from 'typeorm';

/**
 * A guest's Magento-shaped cart: the order a masked cart id names. Only the SHA-256 of the
 * masked id is kept, so neither the table nor a leak of it hands a guest's cart to anyone; the
 * order is never reachable by its own id or code through the REST face. It goes with its order,
 * and is deleted once a member takes the cart over.
 */
@Entity()
export class GuestCart extends VendureEntity {
    constructor(input?: DeepPartial<GuestCart>) {
        super();
        // See MemberConsent: class fields would reset what super(input) copied.
        if (input) Object.assign(this, input);
    }

    /** Hex SHA-256 of the masked id handed to the guest. */
    @Column({ type: 'varchar', length: 64, unique: true })
    maskedIdHash: string;

    @ManyToOne(() => Order, { onDelete: 'CASCADE' })
    order: Order;

    @EntityId()
    orderId: ID;
}
