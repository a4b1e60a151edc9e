import { z } from 'zod';

/** The storefront server's environment, parsed once. */
const schema = z
    .object({
        NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
        PORT: z.coerce.number().int().min(1).max(65535).default(3000),
        /** Where the Vendure server answers; the browser never sees this address. */
        BACKEND_URL: z.url().default('http://localhost:3001'),
        /**
         * Signs the session cookie. Always required: `npm start` and `npm run dev` make one at first
         * start and keep it in var/secrets.json; production sets it.
         */
        SESSION_SECRET: z.string().min(16, 'SESSION_SECRET must be at least 16 characters'),
        /** The shop's public address; a form posted from any other origin is refused. */
        PUBLIC_URL: z
            .url()
            .default('http://localhost:3000')
            .transform((u) => u.replace(/\/+$/, '')),
        /** Where product pictures are served from, as the server hands them out (its ASSET_URL_PREFIX). */
        ASSET_URL_PREFIX: z.url().optional(),
        BRAND_NAME: z.string().default('Morvaux'),
        BRAND_SLUG: z
            .string()
            .regex(/^[a-z0-9-]+$/)
            .default('morvaux'),
        /** ICP licence and public-security filing numbers shown in the footer. */
        ICP_LICENCE: z.string().default('沪ICP备00000000号-1'),
        PUBLIC_SECURITY_FILING: z.string().default('沪公网安备 31010000000000号'),
        /** Online purchase hotline shown in the menu and footer. */
        HOTLINE: z.string().default('400 000 1886'),
        /** What the footer's QR codes open: the WeChat mini-program and the public account. */
        MINI_PROGRAM_URL: z.url().default('https://www.morvaux.cn/mini-program'),
        WECHAT_ACCOUNT_URL: z.url().default('https://www.morvaux.cn/wechat'),
        WEIBO_URL: z.url().default('https://weibo.com/morvaux'),
        XIAOHONGSHU_URL: z.url().default('https://www.xiaohongshu.com/user/profile/morvaux'),
        /**
         * Origins of the payment gateways' pages a shopper may be sent to, comma-separated; the
         * backend's own (its payment sandbox) is added.
         */
        PAYMENT_GATEWAY_ORIGINS: z
            .string()
            .default('https://openapi.alipay.com,https://mapi.alipay.com,https://wx.tenpay.com'),
        /**
         * Addresses whose analytics are left out, comma-separated, each one address or a CIDR range
         * (the boutiques' and the office's networks, where staff browse the shop). Empty: none.
         */
        ANALYTICS_EXCLUDE_ADDRESSES: z.string().default(''),
        /** The customer-service chat widget's script; loaded only after cookie consent. Empty: no widget. */
        CHAT_WIDGET_URL: z.union([z.url(), z.literal('')]).default(''),
        /**
         * The Tencent captcha application the sign-in page shows before a code is texted (the
         * backend's TENCENT_CAPTCHA_APP_ID). Empty: the backend's local captcha stands in.
         */
        TENCENT_CAPTCHA_APP_ID: z.union([z.string().regex(/^\d{5,20}$/), z.literal('')]).default(''),
        /**
         * The AMap (高德) JS API 2.0 key of the store map and its security code (安全密钥), which AMap
         * asks for with every key made since 2021-12-02: both or neither. Without them the store
         * pages draw their own map from the stores' coordinates.
         */
        AMAP_KEY: z
            .string()
            .regex(/^[A-Za-z0-9]{8,64}$/)
            .optional(),
        AMAP_SECURITY_CODE: z
            .string()
            .regex(/^[A-Za-z0-9]{8,64}$/)
            .optional(),
    })
    .refine((e) => (e.AMAP_KEY === undefined) === (e.AMAP_SECURITY_CODE === undefined), {
        message: 'AMAP_KEY and AMAP_SECURITY_CODE are set together or not at all',
        path: ['AMAP_KEY'],
    });

export type StorefrontEnv = z.infer<typeof schema>;

/** The names of every variable the storefront reads, for tools that check a deployment's settings. */
export const storefrontEnvKeys: readonly string[] = Object.keys(schema.shape);

/** Parses an environment; throws one readable line naming every wrong or missing variable. */
export function parseStorefrontEnv(source: NodeJS.ProcessEnv): StorefrontEnv {
    const result = schema.safeParse(source);
    if (!result.success) {
        const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
        throw new Error(`invalid environment: ${lines.join('; ')}`);
    }
    return result.data;
}

export const env = parseStorefrontEnv(process.env);

/** What the browser may know about the brand and the site (no secrets). */
export function publicConfig() {
    return {
        brandName: env.BRAND_NAME,
        brandSlug: env.BRAND_SLUG,
        icpLicence: env.ICP_LICENCE,
        publicSecurityFiling: env.PUBLIC_SECURITY_FILING,
        hotline: env.HOTLINE,
        weiboUrl: env.WEIBO_URL,
        xiaohongshuUrl: env.XIAOHONGSHU_URL,
        chatWidgetUrl: env.CHAT_WIDGET_URL,
        tencentCaptchaAppId: env.TENCENT_CAPTCHA_APP_ID,
        /**
         * The store map's AMap key and security code, or null: AMap's JS API reads both in the
         * browser (the code is bound to the key and the shop's domain in AMap's console).
         */
        amap:
            env.AMAP_KEY && env.AMAP_SECURITY_CODE ? { key: env.AMAP_KEY, securityCode: env.AMAP_SECURITY_CODE } : null,
        /** The shop's public address: canonical links, alternates and the sitemap are absolute. */
        publicUrl: new URL(env.PUBLIC_URL).origin,
    };
}

export type PublicConfig = ReturnType<typeof publicConfig>;

/** Origins a state-changing request may come from besides the one it was addressed to. */
export const trustedOrigins: readonly string[] = [new URL(env.PUBLIC_URL).origin];

/** The origin product pictures load from (the shop's own unless a CDN is configured). */
export const assetOrigin: string = new URL(env.ASSET_URL_PREFIX ?? `${env.PUBLIC_URL}/assets/`).origin;

/** Where checkout may send a shopper to pay: the configured gateways and the backend's sandbox. */
export const gatewayOrigins: readonly string[] = (() => {
    const backend = new URL(env.BACKEND_URL);
    const sandbox = new URL(`${backend.protocol}//localhost:${backend.port}`).origin;
    return [
        ...env.PAYMENT_GATEWAY_ORIGINS.split(',')
            .map((o) => o.trim())
            .filter(Boolean)
            .map((o) => new URL(o).origin),
        backend.origin,
        sandbox,
    ];
})();
