import { PRODUCT_KIND_FILTER_CODE, PRODUCT_KINDS } from '@maison/shared';
import { CollectionFilter, LanguageCode, Product, randomSuffix } from '@vendure/core';

/**
 * Selects the variants of products of one kind. Top-level collections (watches, straps,
 * buckles) use it, so a product's kind is read from its `kind` field and nowhere else.
 */
export const productKindCollectionFilter = new CollectionFilter({
    args: {
        kind: {
            type: 'string',
            ui: {
                component: 'select-form-input',
                options: PRODUCT_KINDS.map((value) => ({ value })),
            },
            label: [
                { languageCode: LanguageCode.zh, value: '商品类型' },
                { languageCode: LanguageCode.en, value: 'Product kind' },
                { languageCode: LanguageCode.de, value: 'Produktart' },
            ],
        },
    },
    code: PRODUCT_KIND_FILTER_CODE,
    description: [
        { languageCode: LanguageCode.zh, value: '按商品类型筛选' },
        { languageCode: LanguageCode.en, value: 'Filter by product kind' },
        { languageCode: LanguageCode.de, value: 'Nach Produktart filtern' },
    ],
    apply: (qb, args) => {
        const key = randomSuffix('kind');
        const products = qb
            .subQuery()
            .select('kindProduct.id')
            .from(Product, 'kindProduct')
            .where(`kindProduct.customFields.kind = :${key}`)
            .getQuery();
        return qb.andWhere(`productVariant.productId IN ${products}`, { [key]: args.kind });
    },
});
