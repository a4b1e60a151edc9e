import { DeepPartial, EntityId, ID, Order, Session, VendureEntity } from '@vendure/core';
import { Entity, ManyToOne, Unique } from 'typeorm';

/**
 * A session that may read a guest order by its code: the one that placed it, or one that proved
 * the order is its visitor's (its e-mail address, or a code sent to its phone). It lasts as long
 * as the session, whose end deletes it.
 */
@Entity()
@Unique(['orderId', 'sessionId'])
export class OrderAccessGrant extends VendureEntity {
    constructor(input?: DeepPartial<OrderAccessGrant>) {
        super();
        // See MemberConsent: class fields would reset what super(input) copied.
        if (input) Object.assign(this, input);
    }

    @ManyToOne(() => Order, { onDelete: 'CASCADE' })
    order: Order;

    @EntityId()
    orderId: ID;

    @ManyToOne(() => Session, { onDelete: 'CASCADE' })
    session: Session;

    @EntityId()
    sessionId: ID;
}
