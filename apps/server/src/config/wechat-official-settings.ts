import type { WechatOfficialPluginOptions } from '../plugins/wechat-official';
import type { ServerEnv } from './environment';
import { allOrNone } from './setting-groups';

const WECHAT_OFFICIAL = ['WECHAT_OFFICIAL_APP_ID', 'WECHAT_OFFICIAL_APP_SECRET'] as const;

/** The official account from the environment: WeChat's API with both settings, the local stand-in with neither. */
export function wechatOfficialSettings(e: ServerEnv): WechatOfficialPluginOptions {
    const real = allOrNone(e, WECHAT_OFFICIAL, false, 'WeChat official account');
    return {
        account: real
            ? { kind: 'api', appId: e.WECHAT_OFFICIAL_APP_ID!, appSecret: e.WECHAT_OFFICIAL_APP_SECRET! }
            : { kind: 'local' },
        publicUrl: e.PUBLIC_URL,
        sandboxUrl: (e.PAYMENT_SANDBOX_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    };
}
