export { buildCatalogue } from './build-catalogue';
export { buildLargeCatalogue, LARGE_CATALOGUE_VARIANTS, type LargeCatalogueOptions } from './build-large-catalogue';
export type * from './catalogue.types';
export { seedShop, type SeedOptions, type SeedResult } from './seed-shop';
export type * from './stores/store-data.types';
export { demoStores } from './stores/demo-stores';
export type * from './content/content-data.types';
export { demoContent } from './content/demo-content';
export { renderContentFiles, contentFileNames } from './content/render-content-files';
export {
    demoWatchSerials,
    type SeedWatchSerial,
    type WatchSerialSeeder,
    type WatchSerialSeedResult,
} from './warranty/demo-watch-serials';
export type * from './service/service-data.types';
export { demoServiceInfo } from './service/demo-service-info';
export type * from './service/service-data.types';
export { DEMO_SERVICE_CENTRES } from './service/service-centres';
