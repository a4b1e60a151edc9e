import type { WechatOfficialConfig } from './wechat/official-account-api';

export interface WechatOfficialPluginOptions {
    /** WeChat's API with the official account's AppID and AppSecret, or the local stand-in. */
    account: ({ kind: 'api' } & WechatOfficialConfig) | { kind: 'local'; appId?: string };
    /** The shop's public address: only its pages are signed for the JS-SDK and sent back to after authorisation. */
    publicUrl: string;
    /** Where shoppers' browsers reach this server's sandbox pages. */
    sandboxUrl: string;
}
