import { describe, expect, it } from 'vitest';

import { registry } from '../../../common/metrics/registry';
import { CountedSmsSender } from './counted-sms-sender';
import type { SmsSender } from './sms-sender';

async function count(kind: string, outcome: string): Promise<number> {
    const metric = await registry.getSingleMetric('maison_sms_total')!.get();
    return metric.values.find((v) => v.labels.kind === kind && v.labels.outcome === outcome)?.value ?? 0;
}

describe('CountedSmsSender', () => {
    const message = { mobile: '13812345678', code: '123456', validMinutes: 5 };
    const template = { mobile: '13812345678', template: 'appointmentBooked' as const, params: {}, text: '…' };

    it('counts what the provider took as sent and what it refused as failed, and passes failures on', async () => {
        let fail = false;
        let configured = true;
        const inner: SmsSender = {
            name: 'test',
            sendCode: async () => {
                if (fail) throw new Error('provider refused');
            },
            sendTemplate: async () => {
                if (fail) throw new Error('provider refused');
                return configured;
            },
        };
        const sender = new CountedSmsSender(inner);
        const sent = await count('code', 'sent');
        const failed = await count('code', 'failed');
        await sender.sendCode(message);
        fail = true;
        await expect(sender.sendCode(message)).rejects.toThrow('provider refused');
        expect(await count('code', 'sent')).toBe(sent + 1);
        expect(await count('code', 'failed')).toBe(failed + 1);

        fail = false;
        const templatesSent = await count('appointmentBooked', 'sent');
        expect(await sender.sendTemplate(template)).toBe(true);
        configured = false;
        // A template that is not configured is skipped, not sent.
        expect(await sender.sendTemplate(template)).toBe(false);
        expect(await count('appointmentBooked', 'sent')).toBe(templatesSent + 1);
        expect(sender.name).toBe('test');
    });
});
