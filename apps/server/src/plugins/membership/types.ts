import type { TencentCaptchaConfig } from './captcha/tencent-captcha-verifier';
import type { AliyunSmsConfig } from './sms/aliyun-sms-sender';
import type { WechatMiniProgramConfig } from './wechat/jscode2session-exchange';

export interface MembershipPluginOptions {
    /** Where sign-in codes are sent: Aliyun's SMS service, or files in a local outbox. */
    sms: ({ kind: 'aliyun' } & AliyunSmsConfig) | { kind: 'outbox'; dir: string };
    /** What stands between a script and the codes: Tencent's captcha, or the local stand-in. */
    captcha: ({ kind: 'tencent' } & TencentCaptchaConfig) | { kind: 'local' };
    /**
     * Who a mini-program's `wx.login` code belongs to: WeChat's jscode2session with the
     * mini-program's AppID and AppSecret, or the local stand-in (`sandbox-…` codes). Local unless given.
     */
    wechat?: ({ kind: 'jscode2session' } & WechatMiniProgramConfig) | { kind: 'local' };
}
