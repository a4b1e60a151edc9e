import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { buildCatalogue } from '@maison/demo-catalogue';

import { startTestShop, SQLITE_ONLY, type TestShop } from '../../../../e2e/test-shop';

const databases = SQLITE_ONLY;

const catalogue = buildCatalogue();

const OFFER = /* GraphQL */ `
    query ($sku: String!) {
        productBySku(sku: $sku) {
            variants {
                id
                sku
                priceWithTax
                strapBundle {
                    strapPriceWithTax
                    buckles {
                        variantId
                        name
                        priceWithTax
                        bundlePriceWithTax
                        soldOut
                        image {
                            preview
                        }
                    }
                }
            }
        }
    }
`;

const VARIANTS = /* GraphQL */ `
    query ($skus: [String!]!) {
        variantsBySku(skus: $skus) {
            id
            sku
            priceWithTax
            product {
                name
                featuredAsset {
                    preview
                }
            }
        }
    }
`;

const ADD = /* GraphQL */ `
    mutation ($id: ID!, $buckle: ID) {
        addItemToOrder(productVariantId: $id, quantity: 1, customFields: { buckleId: $buckle }) {
            __typename
            ... on Order {
                lines {
                    unitPriceWithTax
                    customFields {
                        buckle {
                            id
                        }
                    }
                }
            }
            ... on OrderInterceptorError {
                interceptorError
            }
            ... on ErrorResult {
                errorCode
            }
        }
    }
`;

const SET_STOCK = /* GraphQL */ `
    mutation ($input: [UpdateProductVariantInput!]!) {
        updateProductVariants(input: $input) {
            id
        }
    }
`;

interface Choice {
    variantId: string;
    name: string;
    priceWithTax: number;
    bundlePriceWithTax: number;
    soldOut: boolean;
    image: { preview: string } | null;
}

interface OfferedVariant {
    id: string;
    sku: string;
    priceWithTax: number;
    strapBundle: { strapPriceWithTax: number; buckles: Choice[] } | null;
}

interface SeenVariant {
    id: string;
    sku: string;
    priceWithTax: number;
    product: { name: string; featuredAsset: { preview: string } | null };
}

interface Added {
    addItemToOrder: {
        __typename: string;
        lines?: Array<{ unitPriceWithTax: number; customFields: { buckle: { id: string } | null } }>;
        interceptorError?: string;
        errorCode?: string;
    };
}

describe.each(databases)('strap bundles on %s', (db) => {
    let shop: TestShop;
    let adminToken: string;

    /** A demo strap in stock with the most buckles of its own. */
    const strapSeed = catalogue.products
        .filter((p) => p.kind === 'strap' && p.variants.some((v) => v.stockOnHand > 1) && p.buckleSkus?.length)
        .sort((a, b) => b.buckleSkus!.length - a.buckleSkus!.length)[0];
    const strapSku = strapSeed.variants.find((v) => v.stockOnHand > 1)!.sku;

    const offerOf = async (sku: string): Promise<OfferedVariant> => {
        const reply = await shop.shop<{ productBySku: { variants: OfferedVariant[] } }>(OFFER, { sku });
        expect(reply.errors).toBeUndefined();
        return reply.data.productBySku.variants.find((v) => v.sku === sku)!;
    };

    const variantsBySku = async (skus: string[]): Promise<SeenVariant[]> => {
        const reply = await shop.shop<{ variantsBySku: SeenVariant[] }>(VARIANTS, { skus });
        expect(reply.errors).toBeUndefined();
        return reply.data.variantsBySku;
    };

    /** Adds one strap, with the buckle or without, to a new guest's bag. */
    const addToNewBag = async (strapId: string, buckleId: string | null): Promise<Added['addItemToOrder']> => {
        const reply = await shop.shop<Added>(ADD, { id: strapId, buckle: buckleId });
        expect(reply.errors).toBeUndefined();
        return reply.data.addItemToOrder;
    };

    beforeAll(async () => {
        shop = await startTestShop({ name: `strap-bundle-${db}`, db, postgresUrl: inject('postgresUrl') });
        const login = await shop.admin<{ login: { __typename: string } }>(
            'mutation { login(username: "superadmin", password: "e2e-superadmin-password") { __typename } }',
        );
        adminToken = login.token!;
        expect(adminToken).toBeTruthy();
    }, 240_000);

    afterAll(() => shop?.close());

    it("offers a strap's own buckles, each with the line price the bag then charges for it", async () => {
        const strap = await offerOf(strapSku);
        const offer = strap.strapBundle!;
        expect(offer).not.toBeNull();
        expect(offer.strapPriceWithTax).toBe(strap.priceWithTax);

        const own = await variantsBySku(strapSeed.buckleSkus!);
        expect(offer.buckles.map((b) => b.variantId).sort()).toEqual(own.map((v) => v.id).sort());
        for (const choice of offer.buckles) {
            const buckle = own.find((v) => v.id === choice.variantId)!;
            const seed = catalogue.products.flatMap((p) => p.variants).find((v) => v.sku === buckle.sku)!;
            expect(choice.name).toBe(buckle.product.name);
            expect(choice.priceWithTax).toBe(buckle.priceWithTax);
            expect(choice.soldOut).toBe(seed.stockOnHand <= 0);
            expect(choice.image?.preview).toBe(buckle.product.featuredAsset?.preview);
        }

        const inStock = offer.buckles.filter((b) => !b.soldOut);
        expect(inStock.length).toBeGreaterThan(0);
        for (const choice of inStock) {
            const added = await addToNewBag(strap.id, choice.variantId);
            expect(added.__typename).toBe('Order');
            expect(added.lines).toHaveLength(1);
            expect(added.lines![0].customFields.buckle?.id).toBe(choice.variantId);
            expect(added.lines![0].unitPriceWithTax).toBe(choice.bundlePriceWithTax);
            // The demo's prices include tax: the line is the two prices together.
            expect(choice.bundlePriceWithTax).toBe(strap.priceWithTax + choice.priceWithTax);
        }
        const alone = await addToNewBag(strap.id, null);
        expect(alone.lines![0].unitPriceWithTax).toBe(offer.strapPriceWithTax);
    });

    it('refuses a buckle that is not the strap’s own with NOT_AVAILABLE', async () => {
        const strap = await offerOf(strapSku);
        const ownSkus = new Set(strapSeed.buckleSkus);
        const otherSku = catalogue.products.find(
            (p) => p.kind === 'buckle' && p.variants.every((v) => !ownSkus.has(v.sku) && v.stockOnHand > 0),
        )!.variants[0].sku;
        const [other] = await variantsBySku([otherSku]);
        for (const buckleId of [other.id, strap.id, '99999999', 'abc']) {
            const refused = await addToNewBag(strap.id, buckleId);
            expect(refused, buckleId).toMatchObject({
                __typename: 'OrderInterceptorError',
                interceptorError: 'NOT_AVAILABLE',
            });
        }
    });

    it('shows a sold-out buckle as sold out, and refuses it', async () => {
        const strap = await offerOf(strapSku);
        const buckle = strap.strapBundle!.buckles.find((b) => !b.soldOut)!;
        const admin = await shop.admin(SET_STOCK, { input: [{ id: buckle.variantId, stockOnHand: 0 }] }, adminToken);
        expect(admin.errors).toBeUndefined();

        const after = await offerOf(strapSku);
        expect(after.strapBundle!.buckles.find((b) => b.variantId === buckle.variantId)?.soldOut).toBe(true);
        const refused = await addToNewBag(strap.id, buckle.variantId);
        expect(refused).toMatchObject({ __typename: 'OrderInterceptorError', interceptorError: 'NOT_AVAILABLE' });
    });

    it('offers nothing with a watch', async () => {
        const watchSku = catalogue.products.find((p) => p.kind === 'watch')!.variants[0].sku;
        expect((await offerOf(watchSku)).strapBundle).toBeNull();
    });
});
