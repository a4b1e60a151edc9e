import type { TencentCaptchaConfig } from './captcha/tencent-captcha-verifier';
import type { AliyunSmsConfig } from './sms/aliyun-sms-sender';

export interface MembershipPluginOptions {
    /** Where sign-in codes are sent: Aliyun's SMS service, or files in a local outbox. */
    sms: ({ kind: 'aliyun' } & AliyunSmsConfig) | { kind: 'outbox'; dir: string };
    /** What stands between a script and the codes: Tencent's captcha, or the local stand-in. */
    captcha: ({ kind: 'tencent' } & TencentCaptchaConfig) | { kind: 'local' };
}
