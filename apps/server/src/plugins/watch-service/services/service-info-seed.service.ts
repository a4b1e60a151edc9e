import type { DemoServiceInfo, ServiceInfoSeeder, ServiceInfoSeedResult } from '@maison/demo-catalogue';
import { LOCALES } from '@maison/shared';
import { Injectable } from '@nestjs/common';
import { LanguageCode, RequestContextService, TransactionalConnection } from '@vendure/core';

import { FaqService } from './faq.service';
import { ServicePricesService } from './service-prices.service';

const languages = LOCALES.map((lang) => lang as LanguageCode);

/**
 * Loads the demo price table and FAQ, each only into a shop that has none: a row or entry staff
 * deleted does not come back on the next start.
 */
@Injectable()
export class ServiceInfoSeedService implements ServiceInfoSeeder {
    constructor(
        private connection: TransactionalConnection,
        private requestContexts: RequestContextService,
        private prices: ServicePricesService,
        private faq: FaqService,
    ) {}

    /** Adds the demo prices to an empty table and the demo FAQ to an empty FAQ; how many of each it added. */
    async seedServiceInfo(data: DemoServiceInfo): Promise<ServiceInfoSeedResult> {
        const ctx = await this.requestContexts.create({ apiType: 'admin', languageCode: LanguageCode.zh });
        return this.connection.withTransaction(ctx, async (tx) => {
            const added: ServiceInfoSeedResult = { prices: 0, faqEntries: 0 };
            if (await this.prices.isEmpty(tx)) {
                for (const price of data.prices) {
                    await this.prices.create(tx, { ...price, complication: price.complication ?? null });
                    added.prices++;
                }
            }
            if (await this.faq.isEmpty(tx)) {
                for (const [position, entry] of data.faq.entries()) {
                    await this.faq.create(tx, {
                        topic: entry.topic,
                        position,
                        translations: languages.map((lang) => ({
                            languageCode: lang,
                            question: entry.question[lang as keyof typeof entry.question],
                            answer: entry.answer[lang as keyof typeof entry.answer],
                        })),
                    });
                    added.faqEntries++;
                }
            }
            return added;
        });
    }
}
