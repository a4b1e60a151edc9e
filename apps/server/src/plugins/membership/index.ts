export { MembershipPlugin } from './membership.plugin';
export { SmsCodeService } from './services/sms-code.service';
export { MemberRecordsService } from './services/member-records.service';
export { latestOutboxSms } from './sms/outbox-sms-sender';
export type { MembershipPluginOptions } from './types';
