export const loggerCtx = 'CatalogPlugin';
