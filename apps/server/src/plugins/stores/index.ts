export { StoresPlugin } from './stores.plugin';
export { StoreSeedService } from './services/store-seed.service';
export { manageStoresPermission } from './constants';
