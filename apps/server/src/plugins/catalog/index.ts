export { CatalogPlugin } from './catalog.plugin';
export { CatalogueSearchStrategy } from './search/catalogue-search-strategy';
export { CatalogService } from './services/catalog.service';
