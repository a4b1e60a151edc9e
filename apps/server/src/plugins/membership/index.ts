export { MembershipPlugin } from './membership.plugin';
export { SMS_STRATEGY } from './constants';
export { SmsCodeService } from './services/sms-code.service';
export { MemberRecordsService } from './services/member-records.service';
export { smsCodeAnswer } from './api/sms-code.resolver';
export type { SmsCodePurpose } from './entities/sms-code.entity';
export { latestOutboxSms, outboxSmsFor, outboxTemplateSms } from './sms/outbox-sms-sender';
export type { SmsTemplate, SmsTemplateMessage } from './sms/sms-sender';
export type { MembershipPluginOptions } from './types';
