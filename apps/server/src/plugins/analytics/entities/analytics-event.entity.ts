import type { AnalyticsCheckoutStep, AnalyticsEventKind } from '@maison/shared';
import { DeepPartial, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

/** One of the shop's moments on a page: a product seen, a search, an add to bag, a checkout step, a payment begun. */
@Entity()
@Index(['day', 'kind'])
export class AnalyticsEvent extends VendureEntity {
    constructor(input?: DeepPartial<AnalyticsEvent>) {
        super();
        if (input) Object.assign(this, input);
    }

    @Column({ type: 'varchar', length: 16 })
    kind: Exclude<AnalyticsEventKind, 'page_view' | 'engaged' | 'page_leave' | 'page_load'>;

    @Column({ type: 'varchar', length: 64 })
    viewId: string;

    @Column({ type: 'varchar', length: 64 })
    visitor: string;

    @Column({ type: 'varchar', length: 64 })
    visitorHash: string;

    @Column({ type: 'varchar', length: 64, nullable: true })
    memberKey: string | null;

    @Index()
    @Column({ type: Date })
    at: Date;

    @Column({ type: 'varchar', length: 10 })
    day: string;

    @Column({ type: 'varchar', length: 64, nullable: true })
    sku: string | null;

    /** A search's term, lower-cased so that one term is counted once. */
    @Column({ type: 'varchar', length: 100, nullable: true })
    term: string | null;

    @Column({ type: 'integer', nullable: true })
    results: number | null;

    @Column({ type: 'integer', nullable: true })
    quantity: number | null;

    @Column({ type: 'varchar', length: 16, nullable: true })
    step: AnalyticsCheckoutStep | null;

    @Column({ type: 'varchar', length: 32, nullable: true })
    method: string | null;
}
