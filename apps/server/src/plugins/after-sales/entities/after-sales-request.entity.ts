import type { AfterSalesKind, AfterSalesState } from '@maison/shared';
import { Customer, DeepPartial, EntityId, ID, Order, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

/** One line of a return: which order line, and how many of its units go back. */
export interface ReturnedLine {
    orderLineId: string;
    quantity: number;
}

/**
 * A member's request about one of their orders: to cancel it before it ships, or to return
 * some of its lines after. Staff decide in the dashboard; the order keeps at most one open
 * request (OPEN_AFTER_SALES_STATES).
 */
@Entity()
export class AfterSalesRequest extends VendureEntity {
    constructor(input?: DeepPartial<AfterSalesRequest>) {
        super();
        // See ProductReview: class fields would reset what super(input) copied.
        if (input) Object.assign(this, input);
    }

    @Index()
    @ManyToOne(() => Order, { onDelete: 'CASCADE' })
    order: Order;

    @EntityId()
    orderId: ID;

    @Index()
    @ManyToOne(() => Customer, { onDelete: 'CASCADE' })
    customer: Customer;

    @EntityId()
    customerId: ID;

    @Column({ type: 'varchar', length: 8 })
    kind: AfterSalesKind;

    @Index()
    @Column({ type: 'varchar', length: 16 })
    state: AfterSalesState;

    /** One of RETURN_REASONS or CANCEL_REASONS, by kind. */
    @Column({ type: 'varchar', length: 32 })
    reason: string;

    @Column({ type: 'varchar', length: 500, default: '' })
    note: string;

    /** A return's lines; empty for a cancellation (the whole order). */
    @Column({ type: 'simple-json' })
    lines: ReturnedLine[];

    /** The parcel a member sends back: carrier and tracking number, once the return is approved. */
    @Column({ type: 'varchar', length: 40, nullable: true })
    returnCarrier: string | null;

    @Column({ type: 'varchar', length: 40, nullable: true })
    returnTrackingCode: string | null;

    /** What staff tell the member with their decision. */
    @Column({ type: 'varchar', length: 500, default: '' })
    staffNote: string;
}
