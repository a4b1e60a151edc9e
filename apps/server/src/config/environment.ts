import path from 'node:path';
import { ANALYTICS_RAW_RETENTION_DAYS_DEFAULT } from '@maison/shared';
import { z } from 'zod';

import { ConfigurationError } from './configuration-error';

/**
 * The server's environment, parsed once at boot. Code reads `env`, never `process.env`.
 * Everything has a default that suits the embedded demo; production sets the secrets.
 */

const repoRoot = path.resolve(__dirname, '../../../..');

/** What ASSET_STORAGE=s3 cannot do without; the endpoint and path style have defaults. */
const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const schema = z.object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3001),
    /** PostgreSQL connection string; absent means the embedded SQLite file. */
    DATABASE_URL: z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
        .optional(),
    /** Defaults to shop.sqlite in VAR_DIR. */
    SQLITE_PATH: z.string().optional(),
    /** Redis URL; turns on the BullMQ job queue with a separate worker process. */
    REDIS_URL: z
        .string()
        .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
        .optional(),
    /** Where uploaded and seeded assets are kept with local storage; defaults to assets/ in VAR_DIR. */
    ASSET_DIR: z.string().optional(),
    /**
     * Where pictures and customers' service photos are kept: `local` files (one instance), or
     * `s3`, a bucket every backend instance shares (Amazon S3, Aliyun OSS, Tencent COS, any
     * S3-compatible server), set by the S3_ variables below.
     */
    ASSET_STORAGE: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: z.string().min(1).optional(),
    /** The bucket's region, e.g. oss-cn-shanghai (Aliyun OSS) or ap-shanghai (Tencent COS). */
    S3_REGION: z.string().min(1).optional(),
    /** The S3-compatible endpoint; absent: Amazon S3's own for the region. */
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Addresses the bucket in the path (endpoint/bucket/key) rather than the host name (bucket.endpoint). */
    S3_FORCE_PATH_STYLE: z
        .enum(['true', 'false'])
        .default('false')
        .transform((v) => v === 'true'),
    /** The shop's public address, as shoppers reach the storefront. */
    PUBLIC_URL: z
        .url()
        .default('http://localhost:3000')
        .transform((u) => u.replace(/\/+$/, '')),
    /**
     * Prefix of asset URLs handed to clients; defaults to the shop's own /assets, which the
     * storefront proxies to us. Absolute, so the staff dashboard on this port can show them too.
     */
    ASSET_URL_PREFIX: z.url().optional(),
    /**
     * Which proxies' X-Forwarded-For and X-Forwarded-Proto to believe (Express "trust proxy"):
     * 'loopback' (the storefront on this machine) by default; add the load balancer's
     * addresses in production, comma-separated.
     */
    TRUST_PROXY: z.string().min(1).default('loopback'),
    /** Where the built staff dashboard is. */
    DASHBOARD_DIR: z.string().default(path.join(repoRoot, 'apps', 'server', 'dist', 'dashboard')),
    SUPERADMIN_USERNAME: z.string().min(1).default('superadmin'),
    /** Absent in the demo: a random password is made at first start and printed once. */
    SUPERADMIN_PASSWORD: z.string().min(8).optional(),
    /** Signs the session cookie; absent in the demo: made at first start and kept in var/. */
    COOKIE_SECRET: z.string().min(16).optional(),
    /**
     * The maker's Ed25519 private key that signs watch certificates (PKCS#8 PEM; `\\n` may stand
     * for the line breaks). Absent in the demo: made at first start and kept in var/.
     */
    CERTIFICATE_SIGNING_KEY: z
        .string()
        .min(1)
        .transform((v) => v.replace(/\\n/g, '\n'))
        .optional(),
    /** Keys the hash of warranty cards' codes; absent in the demo: made at first start and kept in var/. */
    WARRANTY_CODE_KEY: z.string().min(16).optional(),
    /** Comma-separated origins allowed to call the APIs from a browser; the shop's own by default. */
    CORS_ORIGINS: z.string().optional(),
    BRAND_NAME: z.string().default('Morvaux'),
    BRAND_SLUG: z
        .string()
        .regex(/^[a-z0-9-]+$/)
        .default('morvaux'),
    /** Seed demo data into an empty database. */
    SEED_DEMO_DATA: z
        .enum(['true', 'false'])
        .default('true')
        .transform((v) => v === 'true'),
    /**
     * Which catalogue an empty database is seeded with: the demo's, or `large`, the demo's
     * plus generated watches and straps up to DEMO_CATALOGUE_VARIANTS variants (load tests).
     */
    DEMO_CATALOGUE: z.enum(['demo', 'large']).default('demo'),
    DEMO_CATALOGUE_VARIANTS: z.coerce.number().int().min(1_000).max(200_000).default(10_000),
    /**
     * `live` takes real payments and refuses to start without both gateways' merchant settings;
     * `sandbox` lets the local sandbox play any gateway whose settings are absent. The embedded
     * demo runs the sandbox; the production profile (DATABASE_URL) must choose.
     */
    PAYMENT_MODE: z.enum(['sandbox', 'live']).optional(),
    /** Where Alipay and WeChat Pay post their notifications to this server (its public address). */
    PAYMENT_CALLBACK_URL: z.url().optional(),
    /** Where shoppers' browsers reach the sandbox's cashier pages (this server's address). */
    PAYMENT_SANDBOX_URL: z.url().optional(),
    ALIPAY_APP_ID: z.string().min(1).optional(),
    /** PEM; `\n` may stand for the line breaks. */
    ALIPAY_PRIVATE_KEY: z.string().min(1).optional(),
    ALIPAY_PUBLIC_KEY: z.string().min(1).optional(),
    ALIPAY_GATEWAY: z.url().default('https://openapi.alipay.com/gateway.do'),
    WECHATPAY_APP_ID: z.string().min(1).optional(),
    WECHATPAY_MCH_ID: z.string().min(1).optional(),
    WECHATPAY_MCH_SERIAL: z.string().min(1).optional(),
    WECHATPAY_PRIVATE_KEY: z.string().min(1).optional(),
    WECHATPAY_PUBLIC_KEY_ID: z.string().min(1).optional(),
    WECHATPAY_PUBLIC_KEY: z.string().min(1).optional(),
    WECHATPAY_API_V3_KEY: z.string().length(32, 'WECHATPAY_API_V3_KEY must be 32 characters').optional(),
    WECHATPAY_BASE_URL: z.url().default('https://api.mch.weixin.qq.com/'),
    // The WeChat mini-program and the official account (WeChat's browser), each bound to the
    // merchant for WeChat Pay's JSAPI; the mini-program's also signs members in (below).
    WECHAT_MINIPROGRAM_APP_ID: z
        .string()
        .regex(/^wx[0-9a-f]{16}$/, 'WECHAT_MINIPROGRAM_APP_ID is wx and 16 hex digits')
        .optional(),
    WECHAT_OFFICIAL_APP_ID: z
        .string()
        .regex(/^wx[0-9a-f]{16}$/, 'WECHAT_OFFICIAL_APP_ID is wx and 16 hex digits')
        .optional(),
    /**
     * `live` sends sign-in codes by Aliyun SMS behind Tencent's captcha, and refuses to start
     * without both's settings; `outbox` writes codes to SMS_OUTBOX_DIR behind a local captcha.
     * The embedded demo uses the outbox; the production profile (DATABASE_URL) must choose.
     */
    SMS_MODE: z.enum(['outbox', 'live']).optional(),
    /** Where sign-in codes go in `outbox` mode, one file per message; defaults to sms-outbox/ in VAR_DIR. */
    SMS_OUTBOX_DIR: z.string().optional(),
    ALIYUN_SMS_ACCESS_KEY_ID: z.string().min(1).optional(),
    ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().min(1).optional(),
    /** The approved signature (签名) and template (模板, with a `${code}` variable). */
    ALIYUN_SMS_SIGN_NAME: z.string().min(1).optional(),
    ALIYUN_SMS_TEMPLATE_CODE: z.string().min(1).optional(),
    ALIYUN_SMS_ENDPOINT: z.string().min(1).default('dysmsapi.aliyuncs.com'),
    /**
     * The approved templates of the appointment messages (booked, moved by the visitor, confirmed by staff, cancelled,
     * the day-before reminder). Each is optional: with Aliyun SMS on, a message whose template
     * is not set is skipped with a warning.
     */
    ALIYUN_SMS_TEMPLATE_APPOINTMENT_BOOKED: z.string().min(1).optional(),
    ALIYUN_SMS_TEMPLATE_APPOINTMENT_CHANGED: z.string().min(1).optional(),
    ALIYUN_SMS_TEMPLATE_APPOINTMENT_CONFIRMED: z.string().min(1).optional(),
    ALIYUN_SMS_TEMPLATE_APPOINTMENT_CANCELLED: z.string().min(1).optional(),
    ALIYUN_SMS_TEMPLATE_APPOINTMENT_REMINDER: z.string().min(1).optional(),
    /** The approved template of a watch sent for service: its reference (`${ref}`) and model (`${model}`). Optional as the ones above. */
    ALIYUN_SMS_TEMPLATE_SERVICE_REQUEST_SUBMITTED: z.string().min(1).optional(),
    /** The approved template of a move of that request: its reference (`${ref}`), state (`${state}`) and an estimate's total (`${total}`). */
    ALIYUN_SMS_TEMPLATE_SERVICE_REQUEST_UPDATED: z.string().min(1).optional(),
    TENCENT_CAPTCHA_SECRET_ID: z.string().min(1).optional(),
    TENCENT_CAPTCHA_SECRET_KEY: z.string().min(1).optional(),
    TENCENT_CAPTCHA_APP_ID: z.coerce.number().int().positive().optional(),
    TENCENT_CAPTCHA_APP_SECRET_KEY: z.string().min(1).optional(),
    /**
     * The WeChat mini-program (小程序) whose `wx.login` codes sign members' WeChat accounts in
     * (jscode2session): its AppID and AppSecret, both or neither. Without them a local stand-in
     * takes `sandbox-…` codes (see plugins/membership/wechat/local-wechat-session-exchange.ts).
     */
    WECHAT_MINIPROGRAM_APP_SECRET: z.string().min(1).optional(),
    /**
     * The official account (公众号) whose web authorisation names a WeChat-browser visitor's
     * openid and whose JS-SDK ticket signs shared pages: its AppSecret, with WECHAT_OFFICIAL_APP_ID
     * (both or neither). Without them a local stand-in plays it (sandbox authorisation page, fixed ticket).
     */
    WECHAT_OFFICIAL_APP_SECRET: z.string().min(1).optional(),
    /**
     * Kuaidi100's real-time query (实时快递查询) for the tracking page: the account's customer
     * id and key. Without them the page shows the events the shop itself recorded.
     */
    KUAIDI100_CUSTOMER: z.string().min(1).optional(),
    KUAIDI100_KEY: z.string().min(1).optional(),
    KUAIDI100_ENDPOINT: z.string().url().default('https://poll.kuaidi100.com/poll/query.do'),
    /** smtp:// or smtps:// with user and password; absent: mail is written to MAIL_OUTBOX_DIR. */
    SMTP_URL: z
        .string()
        .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
        .optional(),
    MAIL_FROM: z.string().min(3).default('"Morvaux" <noreply@morvaux.cn>'),
    /**
     * Where staff are mailed a contact form's message that names no boutique, or whose boutique
     * has no address of its own. Absent: such messages wait in the dashboard's inbox only.
     */
    SHOP_INBOX_EMAIL: z.email().optional(),
    /** Where mail goes without SMTP_URL, one file per message; defaults to outbox/ in VAR_DIR. */
    MAIL_OUTBOX_DIR: z.string().optional(),
    EMAIL_TEMPLATE_DIR: z.string().default(path.join(repoRoot, 'apps', 'server', 'email-templates')),
    /** The online purchase hotline, printed in mail. */
    HOTLINE: z.string().default('400 000 1886'),
    /**
     * Days raw analytics (page views, events, purchases) are kept before they are deleted; the
     * daily figures rolled up from them are kept 25 months.
     */
    ANALYTICS_RAW_RETENTION_DAYS: z.coerce.number().int().min(2).max(3650).default(ANALYTICS_RAW_RETENTION_DAYS_DEFAULT),
    /** pino's level names: fatal, error, warn, info, verbose (Vendure's), debug, trace, silent. */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'verbose', 'debug', 'trace', 'silent']).default('info'),
    /** json: one JSON object a line, for the log collector; pretty: readable lines. Default by NODE_ENV. */
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    /** The private port of GET /metrics (and the worker's GET /healthz); absent: no such listener. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** Where the metrics listener binds; 0.0.0.0 inside a container network. */
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    /** How long a process draining after SIGTERM lets in-flight requests and jobs finish. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(25_000),
    /** Directory of the server's own var/ files (secrets made at first start, seed images). */
    VAR_DIR: z.string().default(path.join(repoRoot, 'var')),
});

/** The settings one variable's check cannot see: those that need each other. */
const checkedSchema = schema.superRefine((e, ctx) => {
    if (e.ASSET_STORAGE !== 's3') return;
    const missing = S3_REQUIRED.filter((name) => !e[name]);
    if (missing.length > 0) {
        ctx.addIssue({ code: 'custom', path: ['ASSET_STORAGE'], message: `s3 needs ${missing.join(', ')}` });
    }
});

/** The names of every variable the server reads, for tools that check a deployment's settings. */
export const serverEnvKeys: readonly string[] = Object.keys(schema.shape);

export type ServerEnv = Omit<
    z.infer<typeof schema>,
    | 'SQLITE_PATH'
    | 'ASSET_DIR'
    | 'ASSET_URL_PREFIX'
    | 'CORS_ORIGINS'
    | 'MAIL_OUTBOX_DIR'
    | 'SMS_OUTBOX_DIR'
    | 'LOG_FORMAT'
> & {
    LOG_FORMAT: 'json' | 'pretty';
    MAIL_OUTBOX_DIR: string;
    SMS_OUTBOX_DIR: string;
    SQLITE_PATH: string;
    ASSET_DIR: string;
    ASSET_URL_PREFIX: string;
    CORS_ORIGINS: string[];
};

/** Parses an environment; throws one readable line per wrong variable. */
export function parseEnv(source: NodeJS.ProcessEnv): ServerEnv {
    const result = checkedSchema.safeParse(source);
    if (!result.success) {
        const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
        throw new ConfigurationError(`invalid environment: ${lines.join('; ')}`);
    }
    const e = result.data;
    return {
        ...e,
        SQLITE_PATH: e.SQLITE_PATH ?? path.join(e.VAR_DIR, 'shop.sqlite'),
        LOG_FORMAT: e.LOG_FORMAT ?? (e.NODE_ENV === 'production' ? 'json' : 'pretty'),
        ASSET_DIR: e.ASSET_DIR ?? path.join(e.VAR_DIR, 'assets'),
        MAIL_OUTBOX_DIR: e.MAIL_OUTBOX_DIR ?? path.join(e.VAR_DIR, 'outbox'),
        SMS_OUTBOX_DIR: e.SMS_OUTBOX_DIR ?? path.join(e.VAR_DIR, 'sms-outbox'),
        ASSET_URL_PREFIX: e.ASSET_URL_PREFIX ?? `${e.PUBLIC_URL}/assets/`,
        CORS_ORIGINS: (e.CORS_ORIGINS ?? new URL(e.PUBLIC_URL).origin)
            .split(',')
            .map((o) => o.trim())
            .filter(Boolean),
    };
}

export const env: ServerEnv = parseEnv(process.env);
