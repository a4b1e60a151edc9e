export { ContentPlugin } from './content.plugin';
export { ContentSeedService } from './services/content-seed.service';
export { LegalDocumentsService, type LegalDocumentVersions } from './services/legal-documents.service';
export { ContentReadService } from './services/content-read.service';
export { ContentPublishingService } from './services/content-publishing.service';
export { ContentChangeEvent } from './events/content-change-event';
export { editContentPermission, publishContentPermission, CONTENT_ROLES } from './constants';
export type { ContentPluginOptions } from './types';
