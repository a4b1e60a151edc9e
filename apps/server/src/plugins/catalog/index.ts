export { CatalogPlugin } from './catalog.plugin';
export { CatalogService } from './services/catalog.service';
