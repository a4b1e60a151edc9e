import { DeepPartial, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

export interface PurchaseLine {
    sku: string;
    quantity: number;
    /** The line's price with tax after discounts, in fen. */
    revenue: number;
}

/**
 * An order whose payment settled, recorded by the server (never by a browser): one row per
 * order, so a purchase is neither lost nor counted twice. Carries the order's analytics visitor
 * id only when the shopper consented and the storefront set it.
 */
@Entity()
export class AnalyticsPurchase extends VendureEntity {
    constructor(input?: DeepPartial<AnalyticsPurchase>) {
        super();
        if (input) Object.assign(this, input);
    }

    @Index({ unique: true })
    @Column({ type: 'integer' })
    orderId: number;

    @Column({ type: 'varchar', length: 64, nullable: true })
    visitor: string | null;

    @Index()
    @Column({ type: Date })
    at: Date;

    @Index()
    @Column({ type: 'varchar', length: 10 })
    day: string;

    /** The order's total with tax, in fen. */
    @Column({ type: 'integer' })
    totalWithTax: number;

    @Column({ type: 'simple-json' })
    lines: PurchaseLine[];
}
