import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { latestOutboxSms, OutboxSmsSender } from './outbox-sms-sender';

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
});
