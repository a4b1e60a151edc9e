import { Injectable } from '@nestjs/common';
import {
    Asset,
    ID,
    Product,
    ProductService,
    ProductVariant,
    ProductVariantService,
    RequestContext,
    RequestContextCacheService,
    TransactionalConnection,
    Translated,
} from '@vendure/core';

import { bundleUnitPrice, type ListPriced, unitPriceWithTax } from '../config/bundle-price';

/** One buckle a strap is offered with, as its page shows it. */
export interface BuckleChoice {
    variantId: ID;
    /** The buckle product's name, with the variant's when the product has several. */
    name: string;
    /** The buckle's own price with tax. */
    priceWithTax: number;
    /** The strap line's unit price with tax with this buckle: what the bag charges for one. */
    bundlePriceWithTax: number;
    /** Sold out buckles are shown, but cannot be chosen. */
    soldOut: boolean;
    image: Asset | null;
}

/** What a strap variant is sold with, and at what prices. */
export interface StrapBundleOffer {
    /** The strap line's unit price with tax without a buckle. */
    strapPriceWithTax: number;
    buckles: BuckleChoice[];
}

interface OfferedBuckle {
    variant: Translated<ProductVariant>;
    name: string;
    soldOut: boolean;
    image: Asset | null;
}

/**
 * Which buckles a strap is sold with: the enabled variants, in the active channel, of the
 * enabled buckle products staff chose on the strap's product. The interceptor lets nothing
 * else ride on a strap line; the strap page offers these, in stock or not.
 */
@Injectable()
export class BuckleChoiceService {
    constructor(
        private connection: TransactionalConnection,
        private products: ProductService,
        private variants: ProductVariantService,
        private requestCache: RequestContextCacheService,
    ) {}

    /** Whether the buckle variant is one the strap variant is sold with. */
    async isOwnBuckle(ctx: RequestContext, strapVariantId: ID, buckleId: ID): Promise<boolean> {
        const count = await this.ownBuckles(ctx, strapVariantId)
            .andWhere('buckle.id = :buckleId', { buckleId })
            .getCount();
        return count > 0;
    }

    /**
     * The strap variant's buckles with the line prices they make, or null when the variant is
     * no strap's. The buckles are read once a request per strap product, so a page that asks
     * for each of its sizes makes no more queries than for one.
     */
    async offerFor(ctx: RequestContext, variant: ProductVariant): Promise<StrapBundleOffer | null> {
        const buckles = await this.requestCache.get(ctx, `strap-bundle:buckles:${String(variant.productId)}`, () =>
            this.bucklesOf(ctx, variant),
        );
        if (!buckles) return null;
        // Variants the Shop API resolves are priced for the channel already.
        const strap = variant.taxRateApplied ? variant : await this.variants.findOne(ctx, variant.id);
        if (!strap) return null;
        const linePrice = (buckle?: ListPriced) =>
            unitPriceWithTax(bundleUnitPrice(strap, buckle), strap.taxRateApplied);
        return {
            strapPriceWithTax: linePrice(),
            buckles: buckles.map((b) => ({
                variantId: b.variant.id,
                name: b.name,
                priceWithTax: b.variant.priceWithTax,
                bundlePriceWithTax: linePrice(b.variant),
                soldOut: b.soldOut,
                image: b.image,
            })),
        };
    }

    private async bucklesOf(ctx: RequestContext, strap: ProductVariant): Promise<OfferedBuckle[] | null> {
        const product = await this.connection
            .getRepository(ctx, Product)
            .createQueryBuilder('product')
            .select('product.customFields.kind', 'kind')
            .where('product.id = :productId', { productId: strap.productId })
            .getRawOne<{ kind: string }>();
        if (product?.kind !== 'strap') return null;
        const rows = await this.ownBuckles(ctx, strap.id)
            .select('buckle.id', 'variantId')
            .addSelect('buckleProduct.id', 'productId')
            .orderBy('buckleProduct.id', 'ASC')
            .addOrderBy('buckle.id', 'ASC')
            .getRawMany<{ variantId: ID; productId: ID }>();
        if (!rows.length) return [];
        const [variants, products] = await Promise.all([
            this.variants.findByIds(
                ctx,
                rows.map((r) => r.variantId),
            ),
            this.products.findByIds(ctx, [...new Set(rows.map((r) => String(r.productId)))]),
        ]);
        const variantById = new Map(variants.map((v) => [String(v.id), v]));
        const productById = new Map(products.map((p) => [String(p.id), p]));
        const perProduct = new Map<string, number>();
        for (const r of rows) perProduct.set(String(r.productId), (perProduct.get(String(r.productId)) ?? 0) + 1);
        const offered: OfferedBuckle[] = [];
        for (const row of rows) {
            const variant = variantById.get(String(row.variantId));
            const product = productById.get(String(row.productId));
            if (!variant || !product) continue;
            offered.push({
                variant,
                name: (perProduct.get(String(product.id)) ?? 0) > 1 ? `${product.name} ${variant.name}` : product.name,
                soldOut: (await this.variants.getDisplayStockLevel(ctx, variant)) === 'OUT_OF_STOCK',
                image: product.featuredAsset ?? null,
            });
        }
        return offered;
    }

    /** The buckle variants the strap variant is sold with, as the alias `buckle`. */
    private ownBuckles(ctx: RequestContext, strapVariantId: ID) {
        return this.connection
            .getRepository(ctx, ProductVariant)
            .createQueryBuilder('strap')
            .innerJoin('strap.product', 'product')
            .innerJoin('product.customFields.buckles', 'buckleProduct')
            .innerJoin(ProductVariant, 'buckle', 'buckle.productId = buckleProduct.id')
            .innerJoin('buckle.channels', 'channel', 'channel.id = :channelId', { channelId: ctx.channelId })
            .where('strap.id = :strapVariantId', { strapVariantId })
            .andWhere('buckle.enabled = :enabled', { enabled: true })
            .andWhere('buckle.deletedAt IS NULL')
            .andWhere('buckleProduct.enabled = :enabled')
            .andWhere('buckleProduct.deletedAt IS NULL');
    }
}
