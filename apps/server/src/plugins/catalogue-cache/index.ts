export { CatalogueCachePlugin } from './catalogue-cache.plugin';
export type { CatalogueCachePluginOptions } from './types';
export { catalogueVersionOf, type CatalogueVersionSource } from './services/catalogue-version-source';
