import { Controller } from '@nestjs/common';
import { ProductVariantService } from '@vendure/core';
import { z } from 'zod';

import { CatalogService } from '../../catalog';
import type { LegacyCall } from './legacy-auth.guard';
import { LegacyInput } from './legacy-input';
import { LegacyRoute } from './legacy-route';
import { skuSchema } from './schemas';

/** At most this many skus per call: a wishlist's or a bag's worth. */
const MAX_SKUS = 50;

const stockQuery = z.object({
    sku: z
        .string()
        .max(MAX_SKUS * 65)
        .transform((value) =>
            value
                .split(',')
                .map((sku) => sku.trim())
                .filter(Boolean),
        )
        .pipe(z.array(skuSchema).min(1).max(MAX_SKUS)),
});

const stockAnswer = z.array(
    z.object({
        sku: z.string(),
        salable_qty: z.number().int().min(0),
        is_in_stock: z.boolean(),
    }),
);

/** `datalayer/inventory/stock/sku`: what is left to sell of each sku. */
@Controller('legacy-api')
export class InventoryController {
    constructor(
        private catalog: CatalogService,
        private variants: ProductVariantService,
    ) {}

    @LegacyRoute({
        method: 'GET',
        path: 'datalayer/inventory/stock/sku',
        summary: 'Salable quantity of one or more skus (comma-separated); unknown skus are left out',
        tag: 'Catalogue',
        auth: 'none',
        style: 'data',
        query: stockQuery,
        response: stockAnswer,
    })
    async stock(@LegacyInput() { ctx, query }: LegacyCall): Promise<z.infer<typeof stockAnswer>> {
        const { sku } = query as z.infer<typeof stockQuery>;
        const variants = await this.catalog.findVariantsBySkus(ctx, sku);
        const answer: z.infer<typeof stockAnswer> = [];
        for (const variant of variants) {
            const salable = Math.max(0, await this.variants.getSaleableStockLevel(ctx, variant));
            answer.push({ sku: variant.sku, salable_qty: salable, is_in_stock: salable > 0 });
        }
        return answer;
    }
}
