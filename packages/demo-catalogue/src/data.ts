/** The catalogue as plain data, without Vendure: for tests that compare pages with what was seeded. */
export { buildCatalogue } from './build-catalogue';
export { buildLargeCatalogue, LARGE_CATALOGUE_VARIANTS, type LargeCatalogueOptions } from './build-large-catalogue';
export type * from './catalogue.types';
