export { WatchServicePlugin } from './watch-service.plugin';
export { manageWatchServicePermission } from './constants';
export type { WatchServicePluginOptions } from './types';
export { ServiceInfoSeedService } from './services/service-info-seed.service';
