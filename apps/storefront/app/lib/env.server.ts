import { z } from 'zod';

/** The storefront server's environment, parsed once. */
const schema = z.object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** Where the Vendure server answers; the browser never sees this address. */
    BACKEND_URL: z.url().default('http://localhost:3001'),
    /** Signs the session cookie. Required in production. */
    SESSION_SECRET: z.string().min(16).optional(),
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
    /** The customer-service chat widget's script; loaded only after cookie consent. Empty: no widget. */
    CHAT_WIDGET_URL: z.union([z.url(), z.literal('')]).default(''),
});

export type StorefrontEnv = z.infer<typeof schema>;

function parse(): StorefrontEnv {
    const result = schema.safeParse(process.env);
    if (!result.success) {
        const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
        throw new Error(`invalid environment: ${lines.join('; ')}`);
    }
    if (result.data.NODE_ENV === 'production' && !result.data.SESSION_SECRET) {
        throw new Error('invalid environment: SESSION_SECRET must be set when NODE_ENV=production');
    }
    return result.data;
}

export const env = parse();

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
    };
}

export type PublicConfig = ReturnType<typeof publicConfig>;
