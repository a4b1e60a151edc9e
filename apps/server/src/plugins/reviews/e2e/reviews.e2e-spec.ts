import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { placeOrder as placeOrderFor } from '../../../../e2e/orders';
import { startTestShop, type TestDatabase, type TestShop } from '../../../../e2e/test-shop';
import {
    ADMIN_LOGIN,
    ADMIN_REVIEWS,
    APPROVE_REVIEW,
    CANCEL_ORDER,
    CREATE_ADMINISTRATOR,
    CREATE_CUSTOMER,
    CREATE_ROLE,
    DELETE_REVIEW,
    DISABLE_PRODUCT,
    IN_STOCK_VARIANTS,
    REJECT_REVIEW,
    type AdminReview,
    type AdminReviewsData,
    type CreateCustomerData,
    type InStockVariantsData,
} from './graphql/admin-documents';
import {
    MY_REVIEW,
    PRODUCT_RATING,
    PRODUCT_REVIEWS,
    SHOP_LOGIN,
    SUBMIT_REVIEW,
    type MyReviewData,
    type ProductRatingData,
    type ProductReviewsData,
    type SubmitReviewData,
} from './graphql/shop-documents';

const databases: TestDatabase[] = inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];

const PASSWORD = 'e2e-customer-password';

describe.each(databases)('product reviews on %s', (db) => {
    let shop: TestShop;
    let adminToken: string;
    /** Two products with a variant in stock: the buyers buy A; the cancelled order is of B. */
    let productA: string;
    let productB: string;
    /** Shop API tokens. */
    let buyer: string;
    let secondBuyer: string;
    let cancelledBuyer: string;
    let stranger: string;
    let firstReviewId: string;
    let secondReviewId: string;

    /** Calls the Admin API as the superadmin and fails on any GraphQL error. */
    async function admin<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
        const reply = await shop.admin<T>(query, variables, adminToken);
        expect(reply.errors).toBeUndefined();
        return reply.data;
    }

    async function shopToken(email: string): Promise<string> {
        const reply = await shop.shop<{ login: { __typename: string } }>(SHOP_LOGIN, {
            username: email,
            password: PASSWORD,
        });
        expect(reply.data.login.__typename).toBe('CurrentUser');
        return reply.token!;
    }

    async function createCustomer(email: string, lastName: string, firstName: string): Promise<string> {
        const data = await admin<CreateCustomerData>(CREATE_CUSTOMER, {
            input: { emailAddress: email, firstName, lastName },
            password: PASSWORD,
        });
        expect(data.createCustomer.__typename).toBe('Customer');
        return data.createCustomer.id!;
    }

    const placeOrder = (customerId: string, variantId: string) => placeOrderFor(admin, customerId, variantId);

    const submit = (token: string | undefined, input: Record<string, unknown>) =>
        shop.shop<SubmitReviewData>(SUBMIT_REVIEW, { input }, token);
    const review = (productId: string, extra: Record<string, unknown> = {}) => ({
        productId,
        rating: 4,
        summary: '走时精准',
        body: '戴了一个月，每天误差不到两秒。',
        ...extra,
    });
    const rating = async (productId: string) =>
        (await shop.shop<ProductRatingData>(PRODUCT_RATING, { id: productId })).data.product?.customFields;
    const approved = async (productId: string, options?: Record<string, unknown>) => {
        const reply = await shop.shop<ProductReviewsData>(PRODUCT_REVIEWS, { productId, options });
        expect(reply.errors).toBeUndefined();
        return reply.data.productReviews;
    };

    beforeAll(async () => {
        shop = await startTestShop({ name: `reviews_${db}`, db, postgresUrl: inject('postgresUrl') });
        const login = await shop.admin(ADMIN_LOGIN, {
            username: shop.env.SUPERADMIN_USERNAME,
            password: 'e2e-superadmin-password',
        });
        adminToken = login.token!;

        const { productVariants } = await admin<InStockVariantsData>(IN_STOCK_VARIANTS);
        const candidates = productVariants.items.filter(
            (v) => v.stockLevel === 'IN_STOCK' && v.product.enabled && v.product.customFields.kind === 'watch',
        );
        const variantA = candidates[0];
        const variantB = candidates.find((v) => v.productId !== variantA.productId)!;
        productA = variantA.productId;
        productB = variantB.productId;

        const buyerId = await createCustomer('buyer@example.com', '王', '晓明');
        const secondBuyerId = await createCustomer('second@example.com', 'Keller', 'Anna');
        const cancelledId = await createCustomer('cancelled@example.com', '张', '伟');
        await createCustomer('stranger@example.com', '李', '雷');
        await placeOrder(buyerId, variantA.id);
        await placeOrder(secondBuyerId, variantA.id);
        const cancelledOrder = await placeOrder(cancelledId, variantB.id);
        const cancel = await admin<{ cancelOrder: { __typename: string; state?: string } }>(CANCEL_ORDER, {
            orderId: cancelledOrder,
        });
        expect(cancel.cancelOrder).toEqual({ __typename: 'Order', state: 'Cancelled' });

        buyer = await shopToken('buyer@example.com');
        secondBuyer = await shopToken('second@example.com');
        cancelledBuyer = await shopToken('cancelled@example.com');
        stranger = await shopToken('stranger@example.com');
    });
    afterAll(async () => {
        await shop?.close();
    });

    it('starts a product with no rating and a count of 0', async () => {
        expect(await rating(productA)).toEqual({ reviewRating: null, reviewCount: 0 });
        expect(await approved(productA)).toEqual({ totalItems: 0, items: [] });
    });

    it('answers a guest with ReviewNotAllowedError, and has no review of theirs', async () => {
        const reply = await submit(undefined, review(productA));
        expect(reply.status).toBe(200);
        expect(reply.errors).toBeUndefined();
        expect(reply.data.submitProductReview).toMatchObject({
            __typename: 'ReviewNotAllowedError',
            errorCode: 'REVIEW_NOT_ALLOWED_ERROR',
        });
        const mine = await shop.shop<MyReviewData>(MY_REVIEW, { productId: productA });
        expect(mine.data.myProductReview).toBeNull();
    });

    it('refuses a customer who has not bought the product, and one whose order was cancelled', async () => {
        expect((await submit(stranger, review(productA))).data.submitProductReview.__typename).toBe(
            'ReviewNotAllowedError',
        );
        expect((await submit(cancelledBuyer, review(productB))).data.submitProductReview.__typename).toBe(
            'ReviewNotAllowedError',
        );
    });

    it('gives the same answer for a product that does not exist, whatever the id looks like', async () => {
        for (const productId of ['999999', '99999999999', 'abc']) {
            const reply = await submit(buyer, review(productId));
            expect(reply.errors).toBeUndefined();
            expect(reply.data.submitProductReview.__typename).toBe('ReviewNotAllowedError');
            expect((await approved(productId)).totalItems).toBe(0);
        }
    });

    it('refuses a rating of 0 or 6 and an empty body with InvalidReviewInputError', async () => {
        const cases = [
            [{ rating: 0 }, 'rating', 'validation.reviewRating'],
            [{ rating: 6 }, 'rating', 'validation.reviewRating'],
            [{ body: '   ' }, 'body', 'validation.required'],
            [{ summary: 'x'.repeat(81) }, 'summary', 'validation.reviewSummaryTooLong'],
        ] as const;
        for (const [change, field, message] of cases) {
            const { data } = await submit(buyer, review(productA, change));
            expect(data.submitProductReview).toEqual({
                __typename: 'InvalidReviewInputError',
                errorCode: 'INVALID_REVIEW_INPUT_ERROR',
                message,
                field,
            });
        }
    });

    it('records a buyer’s review as pending, masked, and not yet shown', async () => {
        const { data } = await submit(buyer, review(productA, { summary: '  走时精准  ' }));
        const created = data.submitProductReview as { __typename: string } & Record<string, unknown>;
        expect(created).toMatchObject({
            __typename: 'ProductReview',
            rating: 4,
            summary: '走时精准',
            authorName: '王**',
            state: 'pending',
        });
        expect(JSON.stringify(created)).not.toContain('buyer@example.com');
        firstReviewId = created.id as string;

        expect(await approved(productA)).toEqual({ totalItems: 0, items: [] });
        expect(await rating(productA)).toEqual({ reviewRating: null, reviewCount: 0 });
        const mine = await shop.shop<MyReviewData>(MY_REVIEW, { productId: productA }, buyer);
        expect(mine.data.myProductReview).toMatchObject({ id: firstReviewId, state: 'pending' });
        const others = await shop.shop<MyReviewData>(MY_REVIEW, { productId: productA }, stranger);
        expect(others.data.myProductReview).toBeNull();
    });

    it('refuses a second review by the same customer', async () => {
        const { data } = await submit(buyer, review(productA, { rating: 5 }));
        expect(data.submitProductReview).toMatchObject({
            __typename: 'ReviewAlreadySubmittedError',
            errorCode: 'REVIEW_ALREADY_SUBMITTED_ERROR',
        });
    });

    it('lists the pending review for staff, filtered by state and product', async () => {
        const { productReviews } = await admin<AdminReviewsData>(ADMIN_REVIEWS, {
            options: { filter: { state: { eq: 'pending' }, productId: { eq: productA } } },
        });
        expect(productReviews.totalItems).toBe(1);
        expect(productReviews.items[0]).toMatchObject<Partial<AdminReview>>({
            id: firstReviewId,
            state: 'pending',
            productId: productA,
            customer: expect.objectContaining({ emailAddress: 'buyer@example.com' }),
        });
        expect(productReviews.items[0].product.name).toBeTruthy();
        const none = await admin<AdminReviewsData>(ADMIN_REVIEWS, {
            options: { filter: { state: { in: ['approved', 'rejected'] } } },
        });
        expect(none.productReviews.totalItems).toBe(0);
        // What the dashboard's list page sends: its state buttons, search box and default sort.
        const dashboard = await admin<AdminReviewsData>(ADMIN_REVIEWS, {
            options: {
                take: 10,
                skip: 0,
                sort: { createdAt: 'DESC' },
                filter: { summary: { contains: '走时' }, _and: [{ state: { eq: 'pending' } }] },
            },
        });
        expect(dashboard.productReviews.items.map((r) => r.id)).toEqual([firstReviewId]);
    });

    it('shows a review once approved and puts it in the product’s rating', async () => {
        const { approveProductReview } = await admin<{ approveProductReview: AdminReview }>(APPROVE_REVIEW, {
            id: firstReviewId,
        });
        expect(approveProductReview.state).toBe('approved');
        const list = await approved(productA);
        expect(list.totalItems).toBe(1);
        expect(list.items[0]).toMatchObject({ id: firstReviewId, authorName: '王**', state: 'approved' });
        expect(await rating(productA)).toEqual({ reviewRating: 4, reviewCount: 1 });
    });

    it('averages the approved reviews to one decimal, newest first', async () => {
        const { data } = await submit(secondBuyer, review(productA, { rating: 5, summary: 'Très belle montre' }));
        expect(data.submitProductReview).toMatchObject({ __typename: 'ProductReview', authorName: 'K**' });
        secondReviewId = (data.submitProductReview as { id: string }).id;
        await admin(APPROVE_REVIEW, { id: secondReviewId });
        expect(await rating(productA)).toEqual({ reviewRating: 4.5, reviewCount: 2 });
        const list = await approved(productA);
        expect(list.items.map((r) => r.id)).toEqual([secondReviewId, firstReviewId]);
        const page = await approved(productA, { skip: 1, take: 1 });
        expect(page).toMatchObject({ totalItems: 2, items: [{ id: firstReviewId }] });
        const bounded = await approved(productA, { skip: -3, take: 10_000 });
        expect(bounded.items).toHaveLength(2);
    });

    it('takes a rejected review out of the list and the average', async () => {
        const { rejectProductReview } = await admin<{ rejectProductReview: AdminReview }>(REJECT_REVIEW, {
            id: firstReviewId,
        });
        expect(rejectProductReview.state).toBe('rejected');
        expect((await approved(productA)).items.map((r) => r.id)).toEqual([secondReviewId]);
        expect(await rating(productA)).toEqual({ reviewRating: 5, reviewCount: 1 });
        const mine = await shop.shop<MyReviewData>(MY_REVIEW, { productId: productA }, buyer);
        expect(mine.data.myProductReview?.state).toBe('rejected');
    });

    it('clears the rating when the last approved review is deleted', async () => {
        const { deleteProductReview } = await admin<{ deleteProductReview: { result: string } }>(DELETE_REVIEW, {
            id: secondReviewId,
        });
        expect(deleteProductReview.result).toBe('DELETED');
        expect(await rating(productA)).toEqual({ reviewRating: null, reviewCount: 0 });
        expect(await approved(productA)).toEqual({ totalItems: 0, items: [] });
    });

    it('refuses the moderation API without the ManageProductReviews permission', async () => {
        const { createRole } = await admin<{ createRole: { id: string } }>(CREATE_ROLE, {
            input: { code: 'catalogue-reader', description: 'Catalogue reader', permissions: ['ReadCatalog'] },
        });
        await admin(CREATE_ADMINISTRATOR, {
            input: {
                firstName: 'Read',
                lastName: 'Only',
                emailAddress: 'reader@example.com',
                password: 'reader-password-1',
                roleIds: [createRole.id],
            },
        });
        const login = await shop.admin(ADMIN_LOGIN, { username: 'reader@example.com', password: 'reader-password-1' });
        for (const token of [login.token!, undefined]) {
            for (const [query, variables] of [
                [APPROVE_REVIEW, { id: firstReviewId }],
                [REJECT_REVIEW, { id: firstReviewId }],
                [DELETE_REVIEW, { id: firstReviewId }],
                [ADMIN_REVIEWS, {}],
            ] as const) {
                const reply = await shop.admin(query, variables, token);
                expect(reply.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
            }
        }
        const { productReviews } = await admin<AdminReviewsData>(ADMIN_REVIEWS, {
            options: { filter: { id: { eq: firstReviewId } } },
        });
        expect(productReviews.items[0].state).toBe('rejected');
    });

    it('treats a disabled product as unknown', async () => {
        await admin(DISABLE_PRODUCT, { id: productA });
        const { data } = await submit(secondBuyer, review(productA));
        expect(data.submitProductReview.__typename).toBe('ReviewNotAllowedError');
        expect((await approved(productA)).totalItems).toBe(0);
    });
});
