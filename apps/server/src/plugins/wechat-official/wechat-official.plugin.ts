import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { shopApiExtensions } from './api/api-extensions';
import { WechatOfficialOpenIdResultResolver, WechatOfficialResolver } from './api/wechat-official.resolver';
import { WECHAT_OFFICIAL_OPTIONS } from './constants';
import { SandboxAuthorizeController } from './sandbox/sandbox-authorize.controller';
import { WechatOfficialService } from './services/wechat-official.service';
import type { WechatOfficialPluginOptions } from './types';

/**
 * The official account (公众号) for pages open in WeChat's browser: the silent web authorisation
 * that names the visitor's openid for WeChat Pay's JSAPI, and the JS-SDK signature that lets a
 * page set what WeChat shows when it is shared.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [
        WechatOfficialService,
        { provide: WECHAT_OFFICIAL_OPTIONS, useFactory: () => WechatOfficialPlugin.options },
    ],
    controllers: [SandboxAuthorizeController],
    shopApiExtensions: {
        schema: shopApiExtensions,
        resolvers: [WechatOfficialResolver, WechatOfficialOpenIdResultResolver],
    },
    compatibility: '^3.0.0',
})
export class WechatOfficialPlugin {
    static options: WechatOfficialPluginOptions;

    static init(options: WechatOfficialPluginOptions): typeof WechatOfficialPlugin {
        WechatOfficialPlugin.options = options;
        return WechatOfficialPlugin;
    }
}
