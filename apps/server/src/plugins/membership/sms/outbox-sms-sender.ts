import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import type { SmsCodeMessage, SmsSender } from './sms-sender';

/** One message in the outbox, as written: what a phone would have shown, and to whom. */
export interface OutboxSms extends SmsCodeMessage {
    sentAt: string;
    text: string;
}

/**
 * Without an SMS provider the codes go to files, one per message, in a directory of the
 * shop's own (`var/sms-outbox`): a developer, or a test, reads them there. No message leaves
 * the machine.
 */
export class OutboxSmsSender implements SmsSender {
    readonly name = 'outbox';

    constructor(private readonly dir: string) {}

    async sendCode(message: SmsCodeMessage): Promise<void> {
        await fs.mkdir(this.dir, { recursive: true });
        const sentAt = new Date().toISOString();
        const entry: OutboxSms = {
            ...message,
            sentAt,
            text: `【Morvaux】您的验证码为 ${message.code}，${message.validMinutes} 分钟内有效，请勿告诉他人。`,
        };
        const file = `${sentAt.replace(/[:.]/g, '-')}-${message.mobile}-${randomBytes(3).toString('hex')}.json`;
        await fs.writeFile(path.join(this.dir, file), JSON.stringify(entry, null, 2), { mode: 0o600 });
    }
}

/** The newest message the outbox holds for a number, if any (for developers and tests). */
export async function latestOutboxSms(dir: string, mobile: string): Promise<OutboxSms | undefined> {
    let files: string[];
    try {
        files = await fs.readdir(dir);
    } catch {
        return undefined;
    }
    const mine = files.filter((f) => f.includes(`-${mobile}-`)).sort();
    const newest = mine.at(-1);
    return newest ? (JSON.parse(await fs.readFile(path.join(dir, newest), 'utf8')) as OutboxSms) : undefined;
}
