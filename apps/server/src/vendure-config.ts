import path from 'node:path';

import { AssetServerPlugin } from '@vendure/asset-server-plugin';
import {
    DefaultJobQueuePlugin,
    DefaultSchedulerPlugin,
    DefaultSearchPlugin,
    LanguageCode,
    RedisCachePlugin,
    VendureConfig,
} from '@vendure/core';
import { MAX_LINE_QUANTITY, parseTrustProxy, STOCK_HOLD_MINUTES, TOKEN_MAX_AGE_S } from '@maison/shared';
import { DashboardPlugin } from '@vendure/dashboard/plugin';
import { BullMQJobQueuePlugin } from '@vendure/job-queue-plugin/package/bullmq';

import { LoggedScheduledTasksPlugin } from './common/logged-scheduled-tasks';
import { databaseOptions } from './config/database';
import { emailPlugin } from './config/email';
import type { ServerEnv } from './config/environment';
import { afterSalesSettings } from './config/after-sales-settings';
import { membershipSettings } from './config/membership-settings';
import { objectStorageSettings } from './config/object-storage';
import { configurePictureS3Storage, PRIVATE_OBJECT_PREFIX } from './config/picture-storage';
import { wechatOfficialSettings } from './config/wechat-official-settings';
import { ShopPasswordValidationStrategy } from './config/password-validation';
import { paymentSettings } from './config/payment-settings';
import type { ServerSecrets } from './config/secrets';
import { AfterSalesPlugin } from './plugins/after-sales';
import { AnalyticsPlugin, memberKeySecretFrom } from './plugins/analytics';
import { CatalogPlugin, CatalogueSearchStrategy } from './plugins/catalog';
import { CatalogueCachePlugin } from './plugins/catalogue-cache';
import { CheckoutPlugin } from './plugins/checkout';
import { ContentPlugin } from './plugins/content';
import { FailuresPlugin } from './plugins/failures';
import { InboxPlugin } from './plugins/inbox';
import { JobRecoveryPlugin } from './plugins/job-recovery';
import { PaymentPlugin } from './plugins/payment';
import { MembershipPlugin } from './plugins/membership';
import { ReviewsPlugin } from './plugins/reviews';
import { SecurityPlugin } from './plugins/security';
import { StoresPlugin } from './plugins/stores';
import { StrapBundlePlugin } from './plugins/strap-bundle';
import { S3ServicePhotoStorage, WatchServicePlugin } from './plugins/watch-service';
import { LegacyRestPlugin } from './plugins/legacy-rest';
import { WishlistPlugin } from './plugins/wishlist';
import { WechatOfficialPlugin } from './plugins/wechat-official';
import { OperationsPlugin } from './plugins/operations';
import { createPinoLogger, PinoVendureLogger } from './common/logging/pino-logger';

export interface BuildConfigOptions {
    /** Synchronise the schema instead of running migrations (development and tests only). */
    synchronize?: boolean;
}

/** One logger a process: the server and the worker build their configuration once each. */
let processLogger: PinoVendureLogger | undefined;

/**
 * The whole Vendure configuration for an environment. Kept a function so that the server,
 * the worker, the seeder, the schema writer and the tests all build the same thing.
 */
export function buildConfig(e: ServerEnv, secrets: ServerSecrets, opts: BuildConfigOptions = {}): VendureConfig {
    const dev = e.NODE_ENV === 'development';
    const objectStorage = objectStorageSettings(e);
    processLogger ??= new PinoVendureLogger(createPinoLogger({ level: e.LOG_LEVEL, format: e.LOG_FORMAT }));
    return {
        logger: processLogger,
        apiOptions: {
            port: e.PORT,
            adminApiPath: 'admin-api',
            shopApiPath: 'shop-api',
            cors: { origin: e.CORS_ORIGINS, credentials: true },
            // Playgrounds, introspection and stack traces help a developer and an attacker
            // alike: only `npm run dev` has them.
            adminApiPlayground: dev,
            shopApiPlayground: dev,
            adminApiDebug: dev,
            shopApiDebug: dev,
            introspection: dev,
            // A cross-site form cannot post a login or any mutation: non-JSON bodies need a header
            // that only a script of an allowed origin can send (the dashboard sends it).
            csrfPrevention: true,
            trustProxy: parseTrustProxy(e.TRUST_PROXY),
        },
        authOptions: {
            tokenMethod: ['bearer', 'cookie'],
            requireVerification: false,
            // How long an e-mailed password reset link works (the shop sends no verification mail).
            verificationTokenDuration: '2h',
            superadminCredentials: {
                identifier: e.SUPERADMIN_USERNAME,
                password: secrets.superadminPassword,
            },
            cookieOptions: { secret: secrets.cookieSecret, sameSite: 'lax', httpOnly: true },
            // Spec §9: tokens live a day; the security plugin gives cookies the same lifetime.
            sessionDuration: TOKEN_MAX_AGE_S * 1000,
            // The same rule as the storefront's forms, for every client of the APIs.
            passwordValidationStrategy: new ShopPasswordValidationStrategy(),
        },
        dbConnectionOptions: databaseOptions(e, { synchronize: opts.synchronize }),
        defaultLanguageCode: LanguageCode.zh,
        importExportOptions: { importAssetsDir: path.join(e.VAR_DIR, 'seed-images') },
        // The bag's stepper stops where the server does (spec §8: 'reached the maximum quantity').
        orderOptions: { orderLineItemsLimit: MAX_LINE_QUANTITY },
        paymentOptions: { paymentMethodHandlers: [] },
        // Scheduled tasks run in the worker; the embedded profile has none apart, so its one
        // process runs them (stock holds that expire, old sessions).
        schedulerOptions: { runTasksInWorkerOnly: Boolean(e.REDIS_URL) },
        plugins: [
            // First: the others' results name its ShopFailure.
            FailuresPlugin,
            SecurityPlugin.init({ redisUrl: e.REDIS_URL }),
            CatalogPlugin,
            // After the catalog: the product's fields keep their order (kind, codes, buckles).
            StrapBundlePlugin,
            ReviewsPlugin,
            CheckoutPlugin,
            PaymentPlugin.init(paymentSettings(e, STOCK_HOLD_MINUTES)),
            MembershipPlugin.init(membershipSettings(e)),
            WechatOfficialPlugin.init(wechatOfficialSettings(e)),
            // After membership: appointments name its captcha input and code result.
            StoresPlugin.init({ publicUrl: e.PUBLIC_URL }),
            // After stores: a message names the boutique it is sent to.
            InboxPlugin,
            ContentPlugin.init({ publicUrl: e.PUBLIC_URL }),
            WishlistPlugin,
            AfterSalesPlugin.init(afterSalesSettings(e)),
            // After stores: a watch may be dropped off at a boutique that takes watches in.
            WatchServicePlugin.init({
                publicUrl: e.PUBLIC_URL,
                servicePhotoDir: path.join(e.VAR_DIR, 'service-photos'),
                servicePhotoStorage: objectStorage
                    ? new S3ServicePhotoStorage(
                          objectStorage.client,
                          objectStorage.bucket,
                          `${PRIVATE_OBJECT_PREFIX}service-photos/`,
                      )
                    : undefined,
                warranty: {
                    certificateSigningKey: secrets.certificateSigningKey,
                    warrantyCodeKey: secrets.warrantyCodeKey,
                    brandName: e.BRAND_NAME,
                },
            }),
            // After security: its parser reads the collection endpoint's bodies, its throttles count them.
            AnalyticsPlugin.init({
                memberKeySecret: memberKeySecretFrom(secrets.cookieSecret),
                rawRetentionDays: e.ANALYTICS_RAW_RETENTION_DAYS,
                ownHost: new URL(e.PUBLIC_URL).hostname,
            }),
            // Last of ours: the REST face calls the other plugins' services.
            LegacyRestPlugin,
            emailPlugin(e),
            AssetServerPlugin.init({
                route: 'assets',
                assetUploadDir: e.ASSET_DIR,
                assetUrlPrefix: e.ASSET_URL_PREFIX,
                // With s3 the originals, previews and the transformed sizes (cache/) are objects
                // in the shared bucket; the upload dir then only holds an empty cache/ folder.
                ...(objectStorage
                    ? {
                          storageStrategyFactory: configurePictureS3Storage(objectStorage.bucket, {
                              ...objectStorage.client,
                              credentials: objectStorage.credentials,
                          }),
                      }
                    : {}),
                presets: [
                    { name: 'tiny', width: 50, height: 50, mode: 'crop' },
                    { name: 'thumb', width: 150, height: 150, mode: 'crop' },
                    { name: 'card', width: 216, height: 326, mode: 'crop' },
                    { name: 'card2x', width: 432, height: 652, mode: 'crop' },
                    { name: 'medium', width: 600, height: 900, mode: 'resize' },
                    // A phone's screen (about 400 CSS pixels at 1.75-2 device pixels each) needs
                    // about 800: without this size it loaded the 1200 one, half as large again.
                    { name: 'detail', width: 800, height: 1200, mode: 'resize' },
                    { name: 'large', width: 1200, height: 1800, mode: 'resize' },
                ],
            }),
            DefaultSchedulerPlugin.init(),
            e.REDIS_URL
                ? BullMQJobQueuePlugin.init({ connection: redisConnection(e.REDIS_URL) })
                : DefaultJobQueuePlugin.init({ useDatabaseForBuffer: true }),
            // Runs again what a dead worker left RUNNING on the SQL queue (BullMQ does so itself).
            ...(e.REDIS_URL ? [] : [JobRecoveryPlugin.init()]),
            // Sessions and caches shared by every server instance behind the load balancer.
            ...(e.REDIS_URL ? [RedisCachePlugin.init({ redisOptions: redisConnection(e.REDIS_URL) })] : []),
            DefaultSearchPlugin.init({
                bufferUpdates: false,
                indexStockStatus: true,
                searchStrategy: new CatalogueSearchStrategy(),
            }),
            // Shared by the server instances and the worker when there is Redis, else in memory.
            CatalogueCachePlugin.init({ redisUrl: e.REDIS_URL }),
            DashboardPlugin.init({ route: 'dashboard', appDir: e.DASHBOARD_DIR }),
            // After every plugin that adds a scheduled task: it logs their runs.
            LoggedScheduledTasksPlugin,
            // Last: its request middleware goes ahead of every other plugin's.
            OperationsPlugin.init({ redis: e.REDIS_URL ? redisConnection(e.REDIS_URL) : undefined }),
        ],
    };
}

function redisConnection(url: string) {
    const u = new URL(url);
    return {
        host: u.hostname,
        port: Number(u.port || 6379),
        username: u.username || undefined,
        password: u.password ? decodeURIComponent(u.password) : undefined,
        db: u.pathname.length > 1 ? Number(u.pathname.slice(1)) : undefined,
        tls: u.protocol === 'rediss:' ? {} : undefined,
        // BullMQ workers need blocking commands to wait forever.
        maxRetriesPerRequest: null,
    };
}
