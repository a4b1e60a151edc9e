import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { LEGAL_VERSION_SOURCE } from '../../common/legal-versions';

import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import { CmsApiController } from './api/cms-api.controller';
import {
    ContentAdminResolver,
    ContentEntryAdminResolver,
    ContentEntryResultResolver,
    ContentPreviewResultResolver,
} from './api/content-admin.resolver';
import { ContentEntryShopResolver, ContentShopResolver } from './api/content-shop.resolver';
import { publishScheduledContentTask } from './config/publish-scheduled-task';
import { CONTENT_PLUGIN_OPTIONS, editContentPermission, publishContentPermission } from './constants';
import { ContentEntry } from './entities/content-entry.entity';
import { ContentRedirect } from './entities/content-redirect.entity';
import { ContentRevision } from './entities/content-revision.entity';
import { ContentEditorService } from './services/content-editor.service';
import { ContentPreviewKey } from './services/content-preview-key';
import { ContentPublishingService } from './services/content-publishing.service';
import { ContentReadService } from './services/content-read.service';
import { ContentRolesService } from './services/content-roles.service';
import { ContentSeedService } from './services/content-seed.service';
import { ContentStoreService } from './services/content-store.service';
import { LegalDocumentsService } from './services/legal-documents.service';
import type { ContentPluginOptions } from './types';

/** The plugin's services, each offered to the plugins that import this one. */
const services = [
    ContentStoreService,
    ContentPreviewKey,
    ContentEditorService,
    ContentPublishingService,
    ContentReadService,
    ContentRolesService,
    ContentSeedService,
    LegalDocumentsService,
];

/**
 * Content the brand's staff write (issue 32): pages, news, press releases, media, legal texts
 * and campaigns in zh, en and de, each save kept as a revision. EditContent writes drafts,
 * PublishContent decides what the shop shows, now or at a time (a task every minute); the Shop
 * API and `/cms-api/` read what is published, and every change they can see moves the
 * catalogue version (ContentChangeEvent).
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [ContentEntry, ContentRevision, ContentRedirect],
    providers: [
        ...services,
        { provide: CONTENT_PLUGIN_OPTIONS, useFactory: () => ContentPlugin.options },
        // The membership plugin records and asks for consents to the published legal texts' versions.
        { provide: LEGAL_VERSION_SOURCE, useExisting: LegalDocumentsService },
    ],
    exports: [...services, LEGAL_VERSION_SOURCE],
    controllers: [CmsApiController],
    shopApiExtensions: { schema: shopApiExtensions, resolvers: [ContentShopResolver, ContentEntryShopResolver] },
    adminApiExtensions: {
        schema: adminApiExtensions,
        resolvers: [
            ContentAdminResolver,
            ContentEntryAdminResolver,
            ContentEntryResultResolver,
            ContentPreviewResultResolver,
        ],
    },
    configuration: (config) => {
        config.authOptions.customPermissions.push(editContentPermission, publishContentPermission);
        config.schedulerOptions.tasks.push(publishScheduledContentTask);
        return config;
    },
    compatibility: '^3.0.0',
    dashboard: './dashboard/index.tsx',
})
export class ContentPlugin {
    static options: ContentPluginOptions;

    static init(options: ContentPluginOptions): typeof ContentPlugin {
        this.options = options;
        return ContentPlugin;
    }
}
