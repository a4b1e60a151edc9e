import fs from 'node:fs';
import path from 'node:path';

/** A mail as the file outbox keeps it. */
export interface OutboxMail {
    recipient: string;
    subject: string;
    body: string;
    attachments?: Array<{ filename: string; contentType: string; content: string }>;
}

/** The mails of the outbox in `dir` sent to `recipient` that name `text` in their subject or body. */
export function outboxMailsTo(dir: string, recipient: string, text: string): OutboxMail[] {
    if (!fs.existsSync(dir)) return [];
    return fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as OutboxMail)
        .filter((m) => m.recipient === recipient && (m.subject + m.body).includes(text));
}
