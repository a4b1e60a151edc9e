import { ANALYTICS_COLLECT_PATH } from '@maison/shared';
import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import { AnalyticsAdminResolver, AnalyticsShopResolver } from './api/analytics.resolvers';
import { analyticsBodyErrors } from './api/body-errors';
import { AnalyticsCollectController } from './api/collect.controller';
import { deleteExpiredAnalyticsTask, rollUpAnalyticsTask } from './config/analytics-tasks';
import { analyticsOrderFields } from './config/order-fields';
import { ANALYTICS_PLUGIN_OPTIONS, readAnalyticsPermission } from './constants';
import { AnalyticsDailyFigure } from './entities/analytics-daily-figure.entity';
import { AnalyticsDailySalt } from './entities/analytics-daily-salt.entity';
import { AnalyticsEvent } from './entities/analytics-event.entity';
import { AnalyticsPageView } from './entities/analytics-page-view.entity';
import { AnalyticsPurchase } from './entities/analytics-purchase.entity';
import { AnalyticsCollectorService } from './services/analytics-collector.service';
import { AnalyticsPurchasesService } from './services/analytics-purchases.service';
import { AnalyticsReportsService } from './services/analytics-reports.service';
import type { AnalyticsPluginOptions } from './types';

/**
 * First-party analytics (issue 35): batches of events from visitors who consented, handed on
 * by the storefront; purchases recorded by the server when a payment settles; a daily rollup
 * into the figures staff read (ReadAnalytics), and a retention that deletes raw rows after
 * ANALYTICS_RAW_RETENTION_DAYS and figures after 25 months. Nothing stored names a person:
 * visitors are counted by a hash under a daily salt, members by an HMAC of their id.
 * Listed after the security plugin, whose parser reads this path's bodies and whose shared
 * throttles count each client's batches.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [AnalyticsPageView, AnalyticsEvent, AnalyticsPurchase, AnalyticsDailyFigure, AnalyticsDailySalt],
    providers: [
        AnalyticsCollectorService,
        AnalyticsPurchasesService,
        AnalyticsReportsService,
        { provide: ANALYTICS_PLUGIN_OPTIONS, useFactory: () => AnalyticsPlugin.options },
    ],
    exports: [AnalyticsCollectorService, AnalyticsReportsService, AnalyticsPurchasesService],
    controllers: [AnalyticsCollectController],
    shopApiExtensions: { schema: shopApiExtensions, resolvers: [AnalyticsShopResolver] },
    adminApiExtensions: { schema: adminApiExtensions, resolvers: [AnalyticsAdminResolver] },
    configuration: (config) => {
        config.authOptions.customPermissions.push(readAnalyticsPermission);
        config.customFields.Order.push(...analyticsOrderFields);
        config.schedulerOptions.tasks.push(rollUpAnalyticsTask, deleteExpiredAnalyticsTask);
        // After the security plugin's parsers and its own error answer, which hands this path's on.
        config.apiOptions.middleware = [
            ...(config.apiOptions.middleware ?? []),
            { route: ANALYTICS_COLLECT_PATH, beforeListen: true, handler: analyticsBodyErrors },
        ];
        return config;
    },
    dashboard: './dashboard/index.tsx',
    compatibility: '^3.0.0',
})
export class AnalyticsPlugin {
    static options: AnalyticsPluginOptions;

    static init(options: AnalyticsPluginOptions): typeof AnalyticsPlugin {
        this.options = options;
        return AnalyticsPlugin;
    }
}
