import fs from 'node:fs/promises';
import path from 'node:path';

import { normalizeString } from '@vendure/common/lib/normalize-string';
import {
    NodemailerEmailSender,
    type EmailDetails,
    type EmailSender,
    type EmailTransportOptions,
} from '@vendure/email-plugin';

import { currentJobKey } from '../plugins/job-recovery';

/**
 * Sends the shop's mail, once per `send-email` job: a job run again after its worker died
 * (see the job-recovery plugin) finds the outbox file it wrote and writes no second one.
 * Outbox files are named as Vendure names them (time, recipient, subject, so that newest
 * sorts last) with the job's key (its id and creation time) at the end, and appear whole: written aside, then renamed.
 *
 * Over SMTP a mail the server accepted just before the worker died is sent again when the
 * job runs again: no SMTP server can be asked whether it already took one (the README says so).
 */
export class OncePerJobEmailSender implements EmailSender {
    private readonly nodemailer = new NodemailerEmailSender();

    async send(email: EmailDetails, options: EmailTransportOptions): Promise<void> {
        if (options.type !== 'file' || options.raw) return this.nodemailer.send(email, options);
        await writeOutboxMail(options.outputPath, email, currentJobKey());
    }
}

/** Writes `email` as JSON into `dir`, unless the file of the job keyed `jobKey` is there already. */
export async function writeOutboxMail(dir: string, email: EmailDetails, jobKey?: string): Promise<string> {
    await fs.mkdir(dir, { recursive: true });
    const suffix = jobKey === undefined ? '' : normalizeString(` job ${jobKey}`, '_');
    if (suffix) {
        const existing = (await fs.readdir(dir)).find((name) => name.endsWith(`${suffix}.json`));
        if (existing) return path.join(dir, existing);
    }
    const name = normalizeString(`${new Date().toISOString()} ${email.recipient} ${email.subject}`, '_') + suffix;
    const file = path.join(dir, `${name}.json`);
    const output = {
        date: new Date().toLocaleString(),
        from: email.from,
        recipient: email.recipient,
        subject: email.subject,
        body: email.body,
        cc: email.cc,
        bcc: email.bcc,
        replyTo: email.replyTo,
        // As a mail client would list them: text files as they are, anything else in base64.
        attachments: (email.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            ...(typeof a.content === 'string'
                ? { content: a.content }
                : a.content instanceof Buffer
                  ? { content: a.content.toString('base64'), encoding: 'base64' }
                  : { path: a.path }),
        })),
    };
    const partial = path.join(dir, `.${name}.partial`);
    await fs.writeFile(partial, JSON.stringify(output, null, 2));
    await fs.rename(partial, file);
    return file;
}
