import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { latestOutboxSms, OutboxSmsSender, outboxTemplateSms } from './outbox-sms-sender';

describe('the SMS outbox', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-outbox-'));
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('keeps each code for its own number, the newest found first', async () => {
        const outbox = new OutboxSmsSender(dir);
        await outbox.sendCode({ mobile: '13800138000', code: '111111', validMinutes: 5 });
        await new Promise((r) => setTimeout(r, 5));
        await outbox.sendCode({ mobile: '13800138000', code: '222222', validMinutes: 5 });
        await outbox.sendCode({ mobile: '13900139000', code: '333333', validMinutes: 5 });
        const latest = await latestOutboxSms(dir, '13800138000');
        expect(latest?.code).toBe('222222');
        expect(latest?.text).toContain('222222');
        expect(latest?.text).toContain('5 分钟');
        expect((await latestOutboxSms(dir, '13900139000'))?.code).toBe('333333');
        expect(await latestOutboxSms(dir, '13700137000')).toBeUndefined();
        expect(await latestOutboxSms(path.join(dir, 'none'), '13800138000')).toBeUndefined();
    });

    it('keeps a templated message with its signature, and a code sent before stays found', async () => {
        const outbox = new OutboxSmsSender(dir);
        await outbox.sendCode({ mobile: '13800138001', code: '444444', validMinutes: 5 });
        await new Promise((r) => setTimeout(r, 5));
        const sent = await outbox.sendTemplate({
            mobile: '13800138001',
            template: 'appointmentReminder',
            params: { ref: 'ABCD2345' },
            text: '明天见。',
        });
        expect(sent).toBe(true);
        expect((await latestOutboxSms(dir, '13800138001'))?.code).toBe('444444');
        const [reminder] = await outboxTemplateSms(dir, '13800138001', 'appointmentReminder');
        expect(reminder).toMatchObject({ text: '【Morvaux】明天见。', params: { ref: 'ABCD2345' } });
        expect(await outboxTemplateSms(dir, '13800138001', 'appointmentBooked')).toEqual([]);
    });
});
