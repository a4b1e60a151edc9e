import path from 'node:path';

import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import gql from 'graphql-tag';

import { AfterSalesPlugin } from '../after-sales';
import { MembershipPlugin } from '../membership';
import { PaymentPlugin } from '../payment';
import { StoresPlugin } from '../stores';
import {
    FaqEntryResultResolver,
    ServiceInfoAdminResolver,
    ServicePriceResultResolver,
} from './api/service-info-admin.resolver';
import { serviceInfoAdminApiExtensions, serviceInfoShopApiExtensions } from './api/service-info-api-extensions';
import {
    ServiceFaqResultResolver,
    ServiceInfoShopResolver,
    ServicePricesForModelResultResolver,
} from './api/service-info-shop.resolver';

import { CreateWatchSerialResultResolver, WarrantyAdminResolver } from './api/warranty-admin.resolver';
import { warrantyAdminApiExtensions, warrantyShopApiExtensions } from './api/warranty-api-extensions';
import {
    RegisterWatchResultResolver,
    WarrantyCardResolver,
    WarrantyShopResolver,
    WatchCertificateResultResolver,
} from './api/warranty-shop.resolver';
import { manageWatchServicePermission, SERVICE_PHOTO_STORAGE, WATCH_SERVICE_PLUGIN_OPTIONS } from './constants';
import { FaqEntry, FaqEntryTranslation } from './entities/faq-entry.entity';
import { ServicePrice } from './entities/service-price.entity';
import { WatchSerial } from './entities/watch-serial.entity';
import { FaqService } from './services/faq.service';
import { ServiceInfoSeedService } from './services/service-info-seed.service';
import { ServicePricesService } from './services/service-prices.service';
import { WarrantyPersonalData } from './services/warranty-personal-data';
import { WarrantyService } from './services/warranty.service';
import { WatchSerialsService } from './services/watch-serials.service';
import { WatchServiceHistoryService } from './services/watch-service-history.service';
import { sendWatchAdminApiExtensions, sendWatchShopApiExtensions } from './api/send-watch-api-extensions';
import { serviceRepairAdminApiExtensions, serviceRepairShopApiExtensions } from './api/service-repair-api-extensions';
import {
    AnswerServiceEstimateResultResolver,
    PayServiceEstimateResultResolver,
    ServiceRepairAdminResolver,
    ServiceRepairFieldsResolver,
    ServiceRepairOwnerFieldsResolver,
    ServiceRepairShopResolver,
    ServiceRepairStaffFieldsResolver,
    ServiceRequestHistoryAdminResolver,
    TransitionServiceRequestResultResolver,
} from './api/service-repair.resolver';
import { serviceRequestReferenceField } from './config/service-order-fields';
import { ServiceEstimatePaymentsService } from './services/service-estimate-payments.service';
import { ServiceRepairService } from './services/service-repair.service';
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

import { ServiceCentreResultResolver, ServiceCentresAdminResolver } from './api/service-centres-admin.resolver';
import {
    serviceCentresAdminApiExtensions,
    serviceCentresShopApiExtensions,
} from './api/service-centres-api-extensions';
import { ServiceCentreCountryNameResolver, ServiceCentresShopResolver } from './api/service-centres-shop.resolver';
import { UserManualResultResolver, UserManualsAdminResolver } from './api/user-manuals-admin.resolver';
import { userManualsAdminApiExtensions, userManualsShopApiExtensions } from './api/user-manuals-api-extensions';
import { UserManualsShopResolver } from './api/user-manuals-shop.resolver';
import { ServiceCentre, ServiceCentreTranslation } from './entities/service-centre.entity';
import { UserManual, UserManualTranslation } from './entities/user-manual.entity';
import { ServiceCentresService } from './services/service-centres.service';
import { ServiceSeedService } from './services/service-seed.service';
import { UserManualsService } from './services/user-manuals.service';
import type { WatchServicePluginOptions } from './types';

/** The plugin's services, each offered to the plugins that import this one. */
const services = [
    // Service prices and the FAQ.
    ServicePricesService,
    FaqService,
    ServiceInfoSeedService,
    // Service centres and user manuals.
    ServiceCentresService,
    ServiceSeedService,
    UserManualsService,
    // Warranty cards and certificates.
    WarrantyService,
    WatchSerialsService,
    WatchServiceHistoryService,
    WarrantyPersonalData,
    // Send my watch: the requests, their drafts, photos and history.
    ServiceRequestDraftsService,
    ServiceRequestsService,
    // The repair: staff's moves, the owner's answer, the estimate's payment.
    ServiceRepairService,
    ServiceEstimatePaymentsService,
];

/** "Send my watch" (issue 33, part 2): the requests, their drafts, photos and history. */
const sendWatchEntities = [ServiceRequest, ServiceRequestHistory, ServiceRequestPhoto, ServiceRequestDraft];
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
    ServiceRepairShopResolver,
    ServiceRepairFieldsResolver,
    ServiceRepairOwnerFieldsResolver,
    AnswerServiceEstimateResultResolver,
    PayServiceEstimateResultResolver,
];

/**
 * After-sales service for the watch itself (issue 33): service prices by movement,
 * complication and operation, the FAQ, service centres by country, user manuals, watches sent
 * in for service and their repair, warranty cards and the watch's signed certificate. Returns
 * and cancellations of orders stay in the after-sales plugin; the service pages' prose is the
 * content plugin's.
 */
@VendurePlugin({
    imports: [PluginCommonModule, StoresPlugin, MembershipPlugin, AfterSalesPlugin, PaymentPlugin],
    entities: [
        // Service prices and the FAQ.
        ServicePrice,
        FaqEntry,
        FaqEntryTranslation,
        // Service centres and user manuals.
        ServiceCentre,
        ServiceCentreTranslation,
        UserManual,
        UserManualTranslation,
        // Warranty cards and certificates.
        WatchSerial,
        ...sendWatchEntities,
    ],
    providers: [
        ...services,
        ...sendWatchProviders,
        { provide: WATCH_SERVICE_PLUGIN_OPTIONS, useFactory: () => WatchServicePlugin.options },
    ],
    exports: [...services],
    controllers: [ServicePhotoController],
    shopApiExtensions: {
        schema: gql`
            ${serviceInfoShopApiExtensions}
            ${serviceCentresShopApiExtensions}
            ${userManualsShopApiExtensions}
            ${warrantyShopApiExtensions}
            ${sendWatchShopApiExtensions}
            ${serviceRepairShopApiExtensions}
        `,
        resolvers: [
            ServiceInfoShopResolver,
            ServicePricesForModelResultResolver,
            ServiceFaqResultResolver,
            ServiceCentresShopResolver,
            ServiceCentreCountryNameResolver,
            UserManualsShopResolver,
            WarrantyShopResolver,
            WarrantyCardResolver,
            RegisterWatchResultResolver,
            WatchCertificateResultResolver,
            ...sendWatchShopResolvers,
        ],
    },
    adminApiExtensions: {
        schema: gql`
            ${serviceInfoAdminApiExtensions}
            ${serviceCentresAdminApiExtensions}
            ${userManualsAdminApiExtensions}
            ${warrantyAdminApiExtensions}
            ${sendWatchAdminApiExtensions}
            ${serviceRepairAdminApiExtensions}
        `,
        resolvers: [
            ServiceInfoAdminResolver,
            ServicePriceResultResolver,
            FaqEntryResultResolver,
            ServiceCentresAdminResolver,
            ServiceCentreCountryNameResolver,
            ServiceCentreResultResolver,
            UserManualsAdminResolver,
            UserManualResultResolver,
            WarrantyAdminResolver,
            CreateWatchSerialResultResolver,
            SendWatchAdminResolver,
            ServiceRequestFieldsResolver,
            ServiceRepairAdminResolver,
            ServiceRepairFieldsResolver,
            ServiceRepairStaffFieldsResolver,
            ServiceRequestHistoryAdminResolver,
            TransitionServiceRequestResultResolver,
        ],
    },
    configuration: (config) => {
        config.authOptions.customPermissions.push(manageWatchServicePermission);
        config.customFields.Order.push(serviceRequestReferenceField);
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
