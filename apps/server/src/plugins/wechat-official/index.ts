export { WechatOfficialPlugin } from './wechat-official.plugin';
export { WechatOfficialService } from './services/wechat-official.service';
export { SANDBOX_JSAPI_TICKET, SANDBOX_OFFICIAL_APP_ID } from './wechat/local-official-account';
export type { WechatOfficialPluginOptions } from './types';
