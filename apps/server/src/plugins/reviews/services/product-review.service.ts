import { Injectable } from '@nestjs/common';
import { reviewInputSchema, type ReviewState } from '@maison/shared';
import { DeletionResponse, DeletionResult, SortOrder } from '@vendure/common/lib/generated-types';
import type { PaginatedList } from '@vendure/common/lib/shared-types';
import {
    Customer,
    CustomerService,
    EntityNotFoundError,
    EventBus,
    ID,
    ListQueryBuilder,
    ListQueryOptions,
    Logger,
    Order,
    Product,
    RequestContext,
    TransactionalConnection,
    TranslatorService,
} from '@vendure/core';

import { loggerCtx } from '../constants';
import { ProductReview } from '../entities/product-review.entity';
import { ProductReviewEvent } from '../events/product-review.event';
import {
    InvalidReviewInputError,
    ReviewAlreadySubmittedError,
    ReviewNotAllowedError,
    type ReviewErrorResult,
} from './review-error-results';
import { averageRating, boundedPage, maskAuthorName, parseEntityId } from './review-rules';

/** What a member sends: the product and the fields of reviewInputSchema, unchecked. */
export interface SubmitProductReviewInput {
    productId: ID;
    rating: number;
    summary: string;
    body: string;
}

/**
 * The rules of product reviews: who may write one, what shoppers see, moderation, and the
 * product's reviewRating and reviewCount, which follow every change of an approved review.
 */
@Injectable()
export class ProductReviewService {
    constructor(
        private connection: TransactionalConnection,
        private customerService: CustomerService,
        private listQueryBuilder: ListQueryBuilder,
        private translator: TranslatorService,
        private eventBus: EventBus,
    ) {}

    /** Approved reviews of an enabled product in the channel, newest first; any other product has none. */
    async findApproved(
        ctx: RequestContext,
        productId: ID,
        options?: { skip?: number | null; take?: number | null },
    ): Promise<PaginatedList<ProductReview>> {
        const id = await this.visibleProductId(ctx, productId);
        if (id === undefined) return { items: [], totalItems: 0 };
        const { skip, take } = boundedPage(options);
        const [items, totalItems] = await this.connection.getRepository(ctx, ProductReview).findAndCount({
            where: { productId: id, state: 'approved' },
            order: { createdAt: 'DESC', id: 'DESC' },
            skip,
            take,
        });
        return { items, totalItems };
    }

    /** The signed-in customer's own review of the product in any state, so the page can say it awaits approval. */
    async findMine(ctx: RequestContext, productId: ID): Promise<ProductReview | undefined> {
        const customer = await this.activeCustomer(ctx);
        const id = parseEntityId(productId);
        if (!customer || id === undefined) return undefined;
        const review = await this.connection
            .getRepository(ctx, ProductReview)
            .findOne({ where: { productId: id, customerId: customer.id } });
        return review ?? undefined;
    }

    /**
     * Records a member's review as pending, once the input is valid, the product is on sale
     * and the customer has a placed, uncancelled order of it, and has not reviewed it yet.
     */
    async submit(ctx: RequestContext, input: SubmitProductReviewInput): Promise<ProductReview | ReviewErrorResult> {
        const customer = await this.activeCustomer(ctx);
        if (!customer) return new ReviewNotAllowedError();
        const productId = await this.visibleProductId(ctx, input.productId);
        if (productId === undefined || !(await this.hasBought(ctx, customer.id, productId))) {
            return new ReviewNotAllowedError();
        }
        const parsed = reviewInputSchema.safeParse({ rating: input.rating, summary: input.summary, body: input.body });
        if (!parsed.success) {
            const issue = parsed.error.issues[0];
            return new InvalidReviewInputError(issue?.message ?? 'validation.required', String(issue?.path[0] ?? ''));
        }
        const repo = this.connection.getRepository(ctx, ProductReview);
        if (await repo.exists({ where: { productId, customerId: customer.id } })) {
            return new ReviewAlreadySubmittedError();
        }
        let review: ProductReview;
        try {
            review = await repo.save(
                new ProductReview({
                    productId,
                    customerId: customer.id,
                    ...parsed.data,
                    state: 'pending',
                    authorName: maskAuthorName(customer.firstName, customer.lastName),
                }),
            );
        } catch (err) {
            // Two submissions at once: the unique (product, customer) index refuses the second.
            if (/unique|duplicate/i.test(String((err as Error).message))) return new ReviewAlreadySubmittedError();
            throw err;
        }
        await this.eventBus.publish(new ProductReviewEvent(ctx, review, 'created'));
        return review;
    }

    /** All reviews for staff, with product and customer, filtered and sorted as asked (newest first by default). */
    async findAll(
        ctx: RequestContext,
        options?: ListQueryOptions<ProductReview>,
    ): Promise<PaginatedList<ProductReview>> {
        const [items, totalItems] = await this.listQueryBuilder
            .build(
                ProductReview,
                { ...options, sort: options?.sort ?? { createdAt: SortOrder.DESC } },
                { relations: ['product', 'product.translations', 'customer'], ctx },
            )
            .getManyAndCount();
        return { items: items.map((review) => this.translated(ctx, review)), totalItems };
    }

    /** One review for staff, with product and customer. */
    async findOne(ctx: RequestContext, id: ID): Promise<ProductReview | undefined> {
        const reviewId = parseEntityId(id);
        if (reviewId === undefined) return undefined;
        const review = await this.connection.getRepository(ctx, ProductReview).findOne({
            where: { id: reviewId },
            relations: ['product', 'product.translations', 'customer'],
        });
        return review ? this.translated(ctx, review) : undefined;
    }

    /** Shows the review to shoppers and counts it in the product's rating. */
    approve(ctx: RequestContext, id: ID): Promise<ProductReview> {
        return this.moderate(ctx, id, 'approved');
    }

    /** Hides the review from shoppers and takes it out of the product's rating. */
    reject(ctx: RequestContext, id: ID): Promise<ProductReview> {
        return this.moderate(ctx, id, 'rejected');
    }

    /** Deletes the review for good; the customer may then write a new one. */
    async delete(ctx: RequestContext, id: ID): Promise<DeletionResponse> {
        const review = await this.getOrThrow(ctx, id);
        await this.lockProduct(ctx, review.productId);
        await this.connection.getRepository(ctx, ProductReview).delete({ id: review.id });
        await this.updateProductRating(ctx, review.productId);
        await this.eventBus.publish(new ProductReviewEvent(ctx, review, 'deleted'));
        return { result: DeletionResult.DELETED };
    }

    private async moderate(ctx: RequestContext, id: ID, state: ReviewState): Promise<ProductReview> {
        const review = await this.getOrThrow(ctx, id);
        await this.lockProduct(ctx, review.productId);
        await this.connection.getRepository(ctx, ProductReview).update({ id: review.id }, { state });
        await this.updateProductRating(ctx, review.productId);
        const updated = (await this.findOne(ctx, review.id))!;
        await this.eventBus.publish(new ProductReviewEvent(ctx, updated, 'updated'));
        Logger.verbose(`Review ${review.id} of product ${review.productId} is ${state}`, loggerCtx);
        return updated;
    }

    private async getOrThrow(ctx: RequestContext, id: ID): Promise<ProductReview> {
        const reviewId = parseEntityId(id);
        const review =
            reviewId === undefined
                ? null
                : await this.connection.getRepository(ctx, ProductReview).findOne({ where: { id: reviewId } });
        if (!review) throw new EntityNotFoundError('ProductReview', id);
        return review;
    }

    /**
     * Recounts the product's approved reviews into its custom fields. The caller holds the
     * product's lock, so two moderations of the same product cannot count past each other.
     */
    private async updateProductRating(ctx: RequestContext, productId: ID): Promise<void> {
        const row = await this.connection
            .getRepository(ctx, ProductReview)
            .createQueryBuilder('review')
            .select('COUNT(review.id)', 'count')
            .addSelect('SUM(review.rating)', 'sum')
            .where('review.productId = :productId', { productId })
            .andWhere('review.state = :state', { state: 'approved' })
            .getRawOne<{ count: string | number; sum: string | number | null }>();
        // PostgreSQL answers COUNT and SUM as strings (bigint).
        const count = Number(row?.count ?? 0);
        const sum = Number(row?.sum ?? 0);
        await this.connection
            .getRepository(ctx, Product)
            .update(
                { id: productId },
                { customFields: { reviewRating: averageRating(sum, count), reviewCount: count } },
            );
    }

    /**
     * Takes the product's row lock for the rest of the transaction on PostgreSQL. SQLite
     * runs one writing transaction at a time and has no row locks.
     */
    private async lockProduct(ctx: RequestContext, productId: ID): Promise<void> {
        if (this.connection.rawConnection.options.type !== 'postgres') return;
        await this.connection
            .getRepository(ctx, Product)
            .createQueryBuilder('product')
            .select('product.id')
            .where('product.id = :productId', { productId })
            .setLock('pessimistic_write')
            .getOne();
    }

    /** The product's id if it is an enabled, undeleted product of the channel. */
    private async visibleProductId(ctx: RequestContext, productId: ID): Promise<number | undefined> {
        const id = parseEntityId(productId);
        if (id === undefined) return undefined;
        const found = await this.connection
            .getRepository(ctx, Product)
            .createQueryBuilder('product')
            .innerJoin('product.channels', 'channel', 'channel.id = :channelId', { channelId: ctx.channelId })
            .where('product.id = :id', { id })
            .andWhere('product.deletedAt IS NULL')
            .andWhere('product.enabled = :enabled', { enabled: true })
            .getCount();
        return found ? id : undefined;
    }

    /**
     * Whether the customer has a placed order, not cancelled, with a line of one of the
     * product's variants. A line cancelled on its own keeps its row with quantity 0.
     */
    private async hasBought(ctx: RequestContext, customerId: ID, productId: ID): Promise<boolean> {
        const count = await this.connection
            .getRepository(ctx, Order)
            .createQueryBuilder('order')
            .innerJoin('order.lines', 'line')
            .innerJoin('line.productVariant', 'variant')
            .where('order.customerId = :customerId', { customerId })
            .andWhere('variant.productId = :productId', { productId })
            .andWhere('line.quantity > 0')
            .andWhere('order.orderPlacedAt IS NOT NULL')
            .andWhere('order.state != :cancelled', { cancelled: 'Cancelled' })
            .getCount();
        return count > 0;
    }

    private async activeCustomer(ctx: RequestContext): Promise<Customer | undefined> {
        if (!ctx.activeUserId) return undefined;
        return this.customerService.findOneByUserId(ctx, ctx.activeUserId);
    }

    private translated(ctx: RequestContext, review: ProductReview): ProductReview {
        if (review.product) review.product = this.translator.translate(review.product, ctx);
        return review;
    }
}
