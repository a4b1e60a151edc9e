import type { MembershipPluginOptions } from '../plugins/membership/types';
import { ConfigurationError } from './configuration-error';
import type { ServerEnv } from './environment';
import { allOrNone } from './setting-groups';

const ALIYUN_SMS = [
    'ALIYUN_SMS_ACCESS_KEY_ID',
    'ALIYUN_SMS_ACCESS_KEY_SECRET',
    'ALIYUN_SMS_SIGN_NAME',
    'ALIYUN_SMS_TEMPLATE_CODE',
] as const;
const TENCENT_CAPTCHA = [
    'TENCENT_CAPTCHA_SECRET_ID',
    'TENCENT_CAPTCHA_SECRET_KEY',
    'TENCENT_CAPTCHA_APP_ID',
    'TENCENT_CAPTCHA_APP_SECRET_KEY',
] as const;
const WECHAT_MINIPROGRAM = ['WECHAT_MINIPROGRAM_APP_ID', 'WECHAT_MINIPROGRAM_APP_SECRET'] as const;

/**
 * The membership plugin's settings from the environment: Aliyun SMS, Tencent's captcha and the
 * WeChat mini-program's code exchange when all their settings are there, the local outbox,
 * captcha and code exchange when none are. `SMS_MODE=live`
 * requires both real; a shop on PostgreSQL (the production profile) must say which it is, as a
 * shop whose codes go to a file signs nobody in.
 */
export function membershipSettings(e: ServerEnv): MembershipPluginOptions {
    if (!e.SMS_MODE && e.DATABASE_URL) {
        throw new ConfigurationError(
            'set SMS_MODE: live to send sign-in codes by SMS, or outbox to write them to files',
        );
    }
    const live = e.SMS_MODE === 'live';
    const aliyun = allOrNone(e, ALIYUN_SMS, live, 'SMS');
    const tencent = allOrNone(e, TENCENT_CAPTCHA, live, 'captcha');
    const wechat = allOrNone(e, WECHAT_MINIPROGRAM, false, 'WeChat mini-program');
    // Real messages behind a captcha any script answers would let anyone spend the shop's SMS.
    if (aliyun && !tencent)
        throw new ConfigurationError(`captcha settings incomplete: set ${TENCENT_CAPTCHA.join(', ')} with Aliyun SMS`);
    return {
        sms: aliyun
            ? {
                  kind: 'aliyun',
                  accessKeyId: e.ALIYUN_SMS_ACCESS_KEY_ID!,
                  accessKeySecret: e.ALIYUN_SMS_ACCESS_KEY_SECRET!,
                  signName: e.ALIYUN_SMS_SIGN_NAME!,
                  templateCode: e.ALIYUN_SMS_TEMPLATE_CODE!,
                  templates: {
                      appointmentBooked: e.ALIYUN_SMS_TEMPLATE_APPOINTMENT_BOOKED,
                      appointmentChanged: e.ALIYUN_SMS_TEMPLATE_APPOINTMENT_CHANGED,
                      appointmentConfirmed: e.ALIYUN_SMS_TEMPLATE_APPOINTMENT_CONFIRMED,
                      appointmentCancelled: e.ALIYUN_SMS_TEMPLATE_APPOINTMENT_CANCELLED,
                      appointmentReminder: e.ALIYUN_SMS_TEMPLATE_APPOINTMENT_REMINDER,
                      serviceRequestSubmitted: e.ALIYUN_SMS_TEMPLATE_SERVICE_REQUEST_SUBMITTED,
                      serviceRequestUpdated: e.ALIYUN_SMS_TEMPLATE_SERVICE_REQUEST_UPDATED,
                  },
                  endpoint: e.ALIYUN_SMS_ENDPOINT,
              }
            : { kind: 'outbox', dir: e.SMS_OUTBOX_DIR },
        captcha: tencent
            ? {
                  kind: 'tencent',
                  secretId: e.TENCENT_CAPTCHA_SECRET_ID!,
                  secretKey: e.TENCENT_CAPTCHA_SECRET_KEY!,
                  appId: e.TENCENT_CAPTCHA_APP_ID!,
                  appSecretKey: e.TENCENT_CAPTCHA_APP_SECRET_KEY!,
              }
            : { kind: 'local' },
        wechat: wechat
            ? {
                  kind: 'jscode2session',
                  appId: e.WECHAT_MINIPROGRAM_APP_ID!,
                  appSecret: e.WECHAT_MINIPROGRAM_APP_SECRET!,
              }
            : { kind: 'local' },
    };
}
