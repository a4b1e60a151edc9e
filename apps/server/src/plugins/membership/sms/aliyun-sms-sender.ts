import Dysmsapi, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';

import type { SmsCodeMessage, SmsSender } from './sms-sender';

export interface AliyunSmsConfig {
    accessKeyId: string;
    accessKeySecret: string;
    /** The approved signature (签名) the messages carry. */
    signName: string;
    /** The approved template (模板) with a `${code}` variable. */
    templateCode: string;
    /** The API's address, `dysmsapi.aliyuncs.com` unless told. */
    endpoint: string;
}

/** Aliyun's SMS service (短信服务) through its SDK: the code goes into an approved template. */
export class AliyunSmsSender implements SmsSender {
    readonly name = 'aliyun';
    private readonly client: Dysmsapi;

    constructor(private readonly config: AliyunSmsConfig) {
        this.client = new Dysmsapi(
            new $OpenApiUtil.Config({
                accessKeyId: config.accessKeyId,
                accessKeySecret: config.accessKeySecret,
                endpoint: config.endpoint,
            }),
        );
    }

    async sendCode(message: SmsCodeMessage): Promise<void> {
        const res = await this.client.sendSms(
            new SendSmsRequest({
                phoneNumbers: message.mobile,
                signName: this.config.signName,
                templateCode: this.config.templateCode,
                templateParam: JSON.stringify({ code: message.code }),
            }),
        );
        if (res.body?.code !== 'OK')
            throw new Error(`aliyun sms: ${res.body?.code ?? 'no answer'} ${res.body?.message ?? ''}`);
    }
}
