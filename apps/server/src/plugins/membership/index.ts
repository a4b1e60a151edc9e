export { MembershipPlugin } from './membership.plugin';
export { SmsCodeService } from './services/sms-code.service';
export { latestOutboxSms } from './sms/outbox-sms-sender';
export type { MembershipPluginOptions } from './types';
