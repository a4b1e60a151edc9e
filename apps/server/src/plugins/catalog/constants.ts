export const loggerCtx = 'CatalogPlugin';

/** Values of the Product `kind` custom field. */
export const PRODUCT_KINDS = ['watch', 'strap', 'buckle'] as const;
export type ProductKindValue = (typeof PRODUCT_KINDS)[number];
