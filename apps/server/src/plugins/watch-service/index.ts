export { WatchServicePlugin } from './watch-service.plugin';
export { manageWatchServicePermission } from './constants';
export type { WatchServicePluginOptions } from './types';
export { ServiceRequest } from './entities/service-request.entity';
export { ServiceRequestHistory } from './entities/service-request-history.entity';
export { ServiceRequestEvent } from './events/service-request-event';
export { ServiceRequestsService } from './services/service-requests.service';
export { ServiceRequestDraftsService } from './services/service-request-drafts.service';
export type { ServicePhotoStorage } from './photos/service-photo-storage';
