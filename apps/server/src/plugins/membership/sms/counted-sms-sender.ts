import { recordSms } from '../../../common/metrics/registry';
import type { SmsCodeMessage, SmsSender, SmsTemplateMessage } from './sms-sender';

/** A sender whose every hand-over (sign-in code or template) is counted, sent or failed. */
export class CountedSmsSender implements SmsSender {
    constructor(private readonly inner: SmsSender) {}

    get name(): string {
        return this.inner.name;
    }

    async sendCode(message: SmsCodeMessage): Promise<void> {
        try {
            await this.inner.sendCode(message);
        } catch (err) {
            recordSms('code', 'failed');
            throw err;
        }
        recordSms('code', 'sent');
    }

    async sendTemplate(message: SmsTemplateMessage): Promise<boolean> {
        let sent: boolean;
        try {
            sent = await this.inner.sendTemplate(message);
        } catch (err) {
            recordSms(message.template, 'failed');
            throw err;
        }
        if (sent) recordSms(message.template, 'sent');
        return sent;
    }
}
