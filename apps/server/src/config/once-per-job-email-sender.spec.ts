import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { EmailDetails } from '@vendure/email-plugin';
import { describe, expect, it } from 'vitest';

import { runAsJob } from '../plugins/job-recovery/job-context';
import { OncePerJobEmailSender, writeOutboxMail } from './once-per-job-email-sender';

const mail = {
    from: 'shop@example.com',
    recipient: 'wang@example.com',
    subject: '订单确认 A1',
    body: '<p>谢谢</p>',
} as EmailDetails;

describe('OncePerJobEmailSender', () => {
    it('writes one outbox file per job, however often the job runs', async () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
        const sender = new OncePerJobEmailSender();
        const options = { type: 'file', outputPath: dir } as const;
        const made = new Date('2026-11-25T08:00:00Z');
        await runAsJob({ id: 7, createdAt: made }, () => sender.send(mail, options));
        await runAsJob({ id: 7, createdAt: made }, () => sender.send(mail, options));
        await runAsJob({ id: 8, createdAt: made }, () => sender.send(mail, options));
        // Job 7 of a database made anew is another job: its mail is written.
        await runAsJob({ id: 7, createdAt: new Date('2026-11-26T08:00:00Z') }, () => sender.send(mail, options));
        const files = fs.readdirSync(dir);
        expect(files).toHaveLength(3);
        expect(files.filter((f) => f.endsWith(`_job_7-${made.getTime()}.json`))).toHaveLength(1);
        expect(JSON.parse(fs.readFileSync(path.join(dir, files[0]!), 'utf8'))).toMatchObject({
            recipient: 'wang@example.com',
        });
    });

    it('writes every mail sent outside a job', async () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
        const sender = new OncePerJobEmailSender();
        await sender.send(mail, { type: 'file', outputPath: dir });
        await new Promise((r) => setTimeout(r, 2));
        await sender.send(mail, { type: 'file', outputPath: dir });
        expect(fs.readdirSync(dir)).toHaveLength(2);
    });

    it('keeps a mail’s attachments: text as it is, anything else in base64', async () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
        const attachments = [
            { filename: 'visit.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' },
            { filename: 'logo.png', contentType: 'image/png', content: Buffer.from([1, 2, 3]) },
        ];
        const file = await writeOutboxMail(dir, { ...mail, attachments } as EmailDetails);
        expect(JSON.parse(fs.readFileSync(file, 'utf8')).attachments).toEqual([
            { filename: 'visit.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' },
            { filename: 'logo.png', contentType: 'image/png', content: 'AQID', encoding: 'base64' },
        ]);
    });
});
