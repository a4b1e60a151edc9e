export { CatalogueCachePlugin } from './catalogue-cache.plugin';
export type { CatalogueCachePluginOptions } from './types';
