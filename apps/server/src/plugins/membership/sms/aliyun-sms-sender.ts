import Dysmsapi, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import { Logger } from '@vendure/core';

import { loggerCtx } from '../constants';
import type { SmsCodeMessage, SmsSender, SmsTemplate, SmsTemplateMessage } from './sms-sender';

export interface AliyunSmsConfig {
    accessKeyId: string;
    accessKeySecret: string;
    /** The approved signature (签名) the messages carry. */
    signName: string;
    /** The approved template (模板) with a `${code}` variable. */
    templateCode: string;
    /** The approved template of each templated message; one not given is skipped with a warning. */
    templates: Partial<Record<SmsTemplate, string>>;
    /** The API's address, `dysmsapi.aliyuncs.com` unless told. */
    endpoint: string;
}

/** The one call of Aliyun's SDK the sender makes (a fake stands in for it in tests). */
export type AliyunSmsClient = Pick<Dysmsapi, 'sendSms'>;

/** Aliyun's SMS service (短信服务) through its SDK: each message goes into an approved template. */
export class AliyunSmsSender implements SmsSender {
    readonly name = 'aliyun';
    private readonly client: AliyunSmsClient;

    constructor(
        private readonly config: AliyunSmsConfig,
        client?: AliyunSmsClient,
    ) {
        this.client =
            client ??
            new Dysmsapi(
                new $OpenApiUtil.Config({
                    accessKeyId: config.accessKeyId,
                    accessKeySecret: config.accessKeySecret,
                    endpoint: config.endpoint,
                }),
            );
    }

    async sendCode(message: SmsCodeMessage): Promise<void> {
        await this.send(message.mobile, this.config.templateCode, { code: message.code });
    }

    async sendTemplate(message: SmsTemplateMessage): Promise<boolean> {
        const templateCode = this.config.templates[message.template];
        if (!templateCode) {
            Logger.warn(`no Aliyun template for ${message.template}: message skipped`, loggerCtx);
            return false;
        }
        await this.send(message.mobile, templateCode, message.params);
        return true;
    }

    private async send(mobile: string, templateCode: string, params: Record<string, string>): Promise<void> {
        const res = await this.client.sendSms(
            new SendSmsRequest({
                phoneNumbers: mobile,
                signName: this.config.signName,
                templateCode,
                templateParam: JSON.stringify(params),
            }),
        );
        if (res.body?.code !== 'OK')
            throw new Error(`aliyun sms: ${res.body?.code ?? 'no answer'} ${res.body?.message ?? ''}`);
    }
}
