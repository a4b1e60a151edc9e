export { buildCatalogue } from './build-catalogue';
export type * from './catalogue.types';
export { seedShop, type SeedOptions, type SeedResult } from './seed-shop';
