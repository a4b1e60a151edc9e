import { REVIEW_SUMMARY_MAX_LENGTH, type ReviewState } from '@maison/shared';
import { Customer, DeepPartial, EntityId, ID, Product, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne, Unique } from 'typeorm';

/**
 * A member's rating and review of a product they bought. At most one per customer and
 * product; shown to shoppers once staff approve it.
 */
@Entity()
@Unique(['productId', 'customerId'])
export class ProductReview extends VendureEntity {
    constructor(input?: DeepPartial<ProductReview>) {
        super();
        // Here, not in super(input): with ES2022 class fields (our target), the declarations
        // below are defined after super() returns and would reset what it copied.
        if (input) Object.assign(this, input);
    }

    @Index()
    @ManyToOne(() => Product, { onDelete: 'CASCADE' })
    product: Product;

    @EntityId()
    productId: ID;

    @ManyToOne(() => Customer, { onDelete: 'CASCADE' })
    customer: Customer;

    @EntityId()
    customerId: ID;

    /** Whole stars, 1 to REVIEW_RATING_MAX. */
    @Column({ type: 'int' })
    rating: number;

    @Column({ type: 'varchar', length: REVIEW_SUMMARY_MAX_LENGTH })
    summary: string;

    @Column({ type: 'text' })
    body: string;

    @Column({ type: 'varchar', length: 16, default: 'pending' })
    state: ReviewState;

    /** The customer's name as shoppers see it, masked when the review is written (review-rules.ts). */
    @Column({ type: 'varchar' })
    authorName: string;
}
