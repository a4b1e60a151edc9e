import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import type { SmsCodeMessage, SmsSender, SmsTemplate, SmsTemplateMessage } from './sms-sender';

/** The signature a real message carries, as Aliyun puts it before the text. */
const SIGNATURE = '【Morvaux】';

/** One message in the outbox, as written: what a phone would have shown, and to whom. */
export interface OutboxSms extends SmsCodeMessage {
    sentAt: string;
    text: string;
}

/** A templated message in the outbox: its template, the variables Aliyun would get, and the text. */
export interface OutboxTemplateSms {
    mobile: string;
    template: SmsTemplate;
    params: Record<string, string>;
    sentAt: string;
    text: string;
}

/**
 * Without an SMS provider the messages go to files, one per message, in a directory of the
 * shop's own (`var/sms-outbox`): a developer, or a test, reads them there. No message leaves
 * the machine.
 */
export class OutboxSmsSender implements SmsSender {
    readonly name = 'outbox';

    constructor(private readonly dir: string) {}

    async sendCode(message: SmsCodeMessage): Promise<void> {
        await this.write(message.mobile, {
            ...message,
            text: `${SIGNATURE}您的验证码为 ${message.code}，${message.validMinutes} 分钟内有效，请勿告诉他人。`,
        });
    }

    async sendTemplate(message: SmsTemplateMessage): Promise<boolean> {
        await this.write(message.mobile, { ...message, text: `${SIGNATURE}${message.text}` });
        return true;
    }

    private async write(mobile: string, entry: object): Promise<void> {
        await fs.mkdir(this.dir, { recursive: true });
        const sentAt = new Date().toISOString();
        const file = `${sentAt.replace(/[:.]/g, '-')}-${mobile}-${randomBytes(3).toString('hex')}.json`;
        await fs.writeFile(path.join(this.dir, file), JSON.stringify({ ...entry, sentAt }, null, 2), { mode: 0o600 });
    }
}

/** Every message the outbox holds for a number, oldest first (for developers and tests). */
export async function outboxSmsFor(dir: string, mobile: string): Promise<Array<OutboxSms | OutboxTemplateSms>> {
    let files: string[];
    try {
        files = await fs.readdir(dir);
    } catch {
        return [];
    }
    const mine = files.filter((f) => f.includes(`-${mobile}-`)).sort();
    return Promise.all(
        mine.map(
            async (f) => JSON.parse(await fs.readFile(path.join(dir, f), 'utf8')) as OutboxSms | OutboxTemplateSms,
        ),
    );
}

/** The newest code the outbox holds for a number, if any: templated messages sent since do not hide it. */
export async function latestOutboxSms(dir: string, mobile: string): Promise<OutboxSms | undefined> {
    const codes = (await outboxSmsFor(dir, mobile)).filter((m): m is OutboxSms => 'code' in m);
    return codes.at(-1);
}

/** The templated messages of one template the outbox holds for a number, oldest first. */
export async function outboxTemplateSms(
    dir: string,
    mobile: string,
    template: SmsTemplate,
): Promise<OutboxTemplateSms[]> {
    return (await outboxSmsFor(dir, mobile)).filter(
        (m): m is OutboxTemplateSms => 'template' in m && m.template === template,
    );
}
