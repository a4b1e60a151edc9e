export { WatchServicePlugin } from './watch-service.plugin';
export { manageWatchServicePermission } from './constants';
export type { WatchServicePluginOptions } from './types';
export { ServiceSeedService } from './services/service-seed.service';
export { ServiceCentreChangeEvent } from './events/service-centre-change-event';
