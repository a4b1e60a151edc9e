export { WatchServicePlugin } from './watch-service.plugin';
export { manageWatchServicePermission } from './constants';
export type { WatchServicePluginOptions } from './types';
export { WatchSerialsService } from './services/watch-serials.service';
export { WatchServiceHistoryService, type WatchServiceRecord } from './services/watch-service-history.service';
export { WarrantyService } from './services/warranty.service';
export { verifyCertificate } from './services/certificate-signer';
export { ServiceInfoSeedService } from './services/service-info-seed.service';
