import type { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { describe, expect, it } from 'vitest';

import { type AliyunSmsClient, AliyunSmsSender, type AliyunSmsConfig } from './aliyun-sms-sender';

const config: AliyunSmsConfig = {
    accessKeyId: 'LTAI000',
    accessKeySecret: 'secret',
    signName: 'Morvaux',
    templateCode: 'SMS_000001',
    templates: { appointmentBooked: 'SMS_100001' },
    endpoint: 'dysmsapi.aliyuncs.com',
};

/** Aliyun's client as the sender calls it: records each request and answers with `code`. */
function fakeClient(code = 'OK') {
    const requests: SendSmsRequest[] = [];
    const client = {
        sendSms: (request: SendSmsRequest) => {
            requests.push(request);
            return Promise.resolve({ body: { code, message: code === 'OK' ? 'OK' : 'refused' } });
        },
    } as unknown as AliyunSmsClient;
    return { client, requests };
}

const booked = {
    mobile: '13800138000',
    template: 'appointmentBooked' as const,
    params: { store: '上海恒隆广场精品店', date: '2027年3月10日', time: '10:00', ref: 'ABCD2345', token: 't0k' },
    text: 'unused by Aliyun',
};

describe('Aliyun SMS', () => {
    it('sends the sign-in code into its template', async () => {
        const { client, requests } = fakeClient();
        await new AliyunSmsSender(config, client).sendCode({ mobile: '13800138000', code: '042017', validMinutes: 5 });
        expect(requests[0]).toMatchObject({
            phoneNumbers: '13800138000',
            signName: 'Morvaux',
            templateCode: 'SMS_000001',
        });
        expect(JSON.parse(requests[0].templateParam!)).toEqual({ code: '042017' });
    });

    it('fills a templated message’s variables into its own template', async () => {
        const { client, requests } = fakeClient();
        expect(await new AliyunSmsSender(config, client).sendTemplate(booked)).toBe(true);
        expect(requests[0]).toMatchObject({ phoneNumbers: '13800138000', templateCode: 'SMS_100001' });
        expect(JSON.parse(requests[0].templateParam!)).toEqual(booked.params);
    });

    it('skips a message whose template is not set, without calling Aliyun', async () => {
        const { client, requests } = fakeClient();
        const sender = new AliyunSmsSender(config, client);
        expect(await sender.sendTemplate({ ...booked, template: 'appointmentReminder' })).toBe(false);
        expect(requests).toHaveLength(0);
    });

    it('throws when Aliyun refuses', async () => {
        const { client } = fakeClient('isv.BUSINESS_LIMIT_CONTROL');
        await expect(new AliyunSmsSender(config, client).sendTemplate(booked)).rejects.toThrow(
            'isv.BUSINESS_LIMIT_CONTROL',
        );
    });
});
