import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import {
    LanguageCode,
    Logger,
    PaymentMethod,
    PaymentMethodService,
    ProcessContext,
    RequestContextService,
    TransactionalConnection,
} from '@vendure/core';

import { GATEWAY_CODES, loggerCtx, type GatewayCode } from '../constants';

const NAMES: Record<GatewayCode, Record<'zh' | 'en' | 'de', string>> = {
    alipay: { zh: '支付宝', en: 'Alipay', de: 'Alipay' },
    wechatpay: { zh: '微信支付', en: 'WeChat Pay', de: 'WeChat Pay' },
};

/**
 * Every shop has Alipay and WeChat Pay, whether its database was seeded or migrated empty:
 * a method missing at start is created (enabled) in the default channel. Staff may disable it.
 */
@Injectable()
export class PaymentMethodsSetup implements OnApplicationBootstrap {
    constructor(
        private connection: TransactionalConnection,
        private paymentMethodService: PaymentMethodService,
        private processContext: ProcessContext,
        private requestContextService: RequestContextService,
    ) {}

    async onApplicationBootstrap(): Promise<void> {
        // One process creates them: the worker starts alongside and would race it.
        if (!this.processContext.isServer) return;
        const ctx = await this.requestContextService.create({ apiType: 'admin' });
        const existing = await this.connection.getRepository(ctx, PaymentMethod).find({ select: ['code'] });
        for (const code of GATEWAY_CODES) {
            if (existing.some((m) => m.code === code)) continue;
            await this.paymentMethodService.create(ctx, {
                code,
                enabled: true,
                handler: { code, arguments: [] },
                translations: Object.entries(NAMES[code]).map(([languageCode, name]) => ({
                    languageCode: languageCode as LanguageCode,
                    name,
                    description: '',
                })),
            });
            Logger.info(`Created the payment method ${code}`, loggerCtx);
        }
    }
}
