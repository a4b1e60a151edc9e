export { SecurityPlugin } from './security.plugin';
export type { SecurityPluginOptions, QueryLimits } from './types';
