import path from 'node:path';

import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { MembershipPlugin } from '../membership';
import { StoresPlugin } from '../stores';

import { sendWatchAdminApiExtensions, sendWatchShopApiExtensions } from './api/send-watch-api-extensions';
import { SendWatchAdminResolver } from './api/send-watch-admin.resolver';
import {
    SendWatchShopResolver,
    ServiceRequestAccessTokenResolver,
    ServiceRequestDraftFieldsResolver,
    ServiceRequestDraftResultResolver,
    ServiceRequestFieldsResolver,
    SubmitServiceRequestResultResolver,
    TrackServiceRequestResultResolver,
} from './api/send-watch-shop.resolver';
import { ServicePhotoController } from './api/service-photo.controller';
import { ServiceRequestDraft } from './entities/service-request-draft.entity';
import { ServiceRequestHistory } from './entities/service-request-history.entity';
import { ServiceRequestPhoto } from './entities/service-request-photo.entity';
import { ServiceRequest } from './entities/service-request.entity';
import { LocalServicePhotoStorage } from './photos/service-photo-storage';
import { ServiceRequestDraftsService } from './services/service-request-drafts.service';
import { ServiceRequestMessagesService } from './services/service-request-messages.service';
import { ServiceRequestPersonalData } from './services/service-request-personal-data';
import { ServiceRequestsService } from './services/service-requests.service';

import { manageWatchServicePermission, WATCH_SERVICE_PLUGIN_OPTIONS } from './constants';
import { SERVICE_PHOTO_STORAGE } from './constants';
import type { WatchServicePluginOptions } from './types';

/** The plugin's services, each offered to the plugins that import this one. */
const services: never[] = [];

/** "Send my watch" (issue 33, part 2): the requests, their drafts, photos and history. */
const sendWatchEntities = [ServiceRequest, ServiceRequestHistory, ServiceRequestPhoto, ServiceRequestDraft];
const sendWatchServices = [ServiceRequestDraftsService, ServiceRequestsService];
const sendWatchProviders = [
    ServiceRequestMessagesService,
    ServiceRequestPersonalData,
    {
        provide: SERVICE_PHOTO_STORAGE,
        useFactory: () =>
            WatchServicePlugin.options.servicePhotoStorage ??
            new LocalServicePhotoStorage(
                WatchServicePlugin.options.servicePhotoDir ?? path.join(process.cwd(), 'var', 'service-photos'),
            ),
    },
];
const sendWatchShopResolvers = [
    SendWatchShopResolver,
    ServiceRequestDraftFieldsResolver,
    ServiceRequestFieldsResolver,
    ServiceRequestAccessTokenResolver,
    ServiceRequestDraftResultResolver,
    SubmitServiceRequestResultResolver,
    TrackServiceRequestResultResolver,
];

/**
 * After-sales service for the watch itself (issue 33): service prices by movement,
 * complication and operation, the FAQ, service centres by country, user manuals, watches sent
 * in for service and their repair, warranty cards and the watch's signed certificate. Returns
 * and cancellations of orders stay in the after-sales plugin; the service pages' prose is the
 * content plugin's.
 */
@VendurePlugin({
    imports: [PluginCommonModule, StoresPlugin, MembershipPlugin],
    entities: [...sendWatchEntities],
    providers: [
        ...services,
        ...sendWatchServices,
        ...sendWatchProviders,
        { provide: WATCH_SERVICE_PLUGIN_OPTIONS, useFactory: () => WatchServicePlugin.options },
    ],
    exports: [...services, ...sendWatchServices],
    controllers: [ServicePhotoController],
    shopApiExtensions: {
        schema: sendWatchShopApiExtensions,
        resolvers: [...sendWatchShopResolvers],
    },
    adminApiExtensions: {
        schema: sendWatchAdminApiExtensions,
        resolvers: [SendWatchAdminResolver, ServiceRequestFieldsResolver],
    },
    configuration: (config) => {
        config.authOptions.customPermissions.push(manageWatchServicePermission);
        return config;
    },
    compatibility: '^3.0.0',
    dashboard: './dashboard/index.tsx',
})
export class WatchServicePlugin {
    static options: WatchServicePluginOptions;

    static init(options: WatchServicePluginOptions): typeof WatchServicePlugin {
        this.options = options;
        return WatchServicePlugin;
    }
}
