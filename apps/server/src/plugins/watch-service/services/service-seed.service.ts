import type { DemoService, ServiceSeeder, ServiceSeedResult } from '@maison/demo-catalogue';
import { LOCALES } from '@maison/shared';
import { Injectable } from '@nestjs/common';
import { LanguageCode, RequestContextService, TransactionalConnection } from '@vendure/core';

import { ServiceCentre } from '../entities/service-centre.entity';
import { ServiceCentresService } from './service-centres.service';

const languages = LOCALES.map((lang) => lang as LanguageCode);

/**
 * Loads the demo service centres into a shop that has none: on first start, and on the first
 * start of a demo shop seeded before centres existed. A shop with any centre is left alone, so
 * a centre staff deleted does not come back.
 */
@Injectable()
export class ServiceSeedService implements ServiceSeeder {
    constructor(
        private connection: TransactionalConnection,
        private requestContexts: RequestContextService,
        private centres: ServiceCentresService,
    ) {}

    /** Adds the demo centres to a shop without any; how many it added. */
    async seedService(data: DemoService): Promise<ServiceSeedResult> {
        const ctx = await this.requestContexts.create({ apiType: 'admin', languageCode: LanguageCode.zh });
        return this.connection.withTransaction(ctx, async (tx) => {
            const added: ServiceSeedResult = { centres: 0 };
            if ((await this.connection.getRepository(tx, ServiceCentre).count()) > 0) return added;
            for (const [position, centre] of data.centres.entries()) {
                await this.centres.create(tx, {
                    countryCode: centre.countryCode,
                    kind: centre.kind,
                    phone: centre.phone,
                    email: centre.email,
                    position,
                    translations: languages.map((languageCode) => {
                        const l = languageCode as keyof typeof centre.name;
                        return {
                            languageCode,
                            name: centre.name[l],
                            city: centre.city[l],
                            addressLine: centre.addressLine[l],
                            hours: centre.hours[l],
                        };
                    }),
                });
                added.centres++;
            }
            return added;
        });
    }
}
