import { CommonClient } from 'tencentcloud-sdk-nodejs-common';

import type { CaptchaAnswer, CaptchaVerifier } from './captcha-verifier';

export interface TencentCaptchaConfig {
    secretId: string;
    secretKey: string;
    /** The captcha application (CaptchaAppId) and its key (AppSecretKey). */
    appId: number;
    appSecretKey: string;
}

/** Tencent Cloud's captcha (天御验证码): its DescribeCaptchaResult says whether a ticket is genuine. */
export class TencentCaptchaVerifier implements CaptchaVerifier {
    readonly name = 'tencent';
    private readonly client: CommonClient;

    constructor(private readonly config: TencentCaptchaConfig) {
        this.client = new CommonClient('captcha.tencentcloudapi.com', '2019-07-22', {
            credential: { secretId: config.secretId, secretKey: config.secretKey },
            region: '',
        });
    }

    async verify(answer: CaptchaAnswer): Promise<boolean> {
        const result = (await this.client.request('DescribeCaptchaResult', {
            CaptchaType: 9,
            Ticket: answer.ticket,
            Randstr: answer.randstr,
            UserIp: answer.clientAddress,
            CaptchaAppId: this.config.appId,
            AppSecretKey: this.config.appSecretKey,
        })) as { CaptchaCode?: number };
        // 1 is the only "passed"; every other code is a refusal or an error of the ticket.
        return result.CaptchaCode === 1;
    }
}
