import type { DemoService, ServiceSeeder, ServiceSeedResult } from '@maison/demo-catalogue';
import { LOCALES } from '@maison/shared';
import { Injectable } from '@nestjs/common';
import {
    AssetService,
    isGraphQlErrorResult,
    LanguageCode,
    RequestContextService,
    TransactionalConnection,
} from '@vendure/core';
import fs from 'node:fs';
import path from 'node:path';

import { ServiceCentre } from '../entities/service-centre.entity';
import { UserManual } from '../entities/user-manual.entity';
import { ServiceCentresService } from './service-centres.service';
import { UserManualsService } from './user-manuals.service';

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
        private manuals: UserManualsService,
        private assets: AssetService,
    ) {}

    /** Adds the demo centres to a shop without centres, the manuals to one without manuals; how many of each. */
    async seedService(data: DemoService, fileDir: string): Promise<ServiceSeedResult> {
        const ctx = await this.requestContexts.create({ apiType: 'admin', languageCode: LanguageCode.zh });
        return this.connection.withTransaction(ctx, async (tx) => {
            const added: ServiceSeedResult = { centres: 0, manuals: 0 };
            if ((await this.connection.getRepository(tx, UserManual).count()) === 0) {
                for (const manual of data.manuals) {
                    const file = path.join(fileDir, manual.file);
                    const asset = await this.assets.createFromFileStream(fs.createReadStream(file), file, tx);
                    if (isGraphQlErrorResult(asset)) throw new Error(`${file}: ${asset.message}`);
                    await this.manuals.create(tx, {
                        calibre: manual.calibre,
                        modelCodes: manual.modelCodes,
                        collectionSlugs: manual.collectionSlugs,
                        languages: manual.languages,
                        fileId: asset.id,
                        position: manual.position,
                        translations: languages.map((languageCode) => {
                            const l = languageCode as keyof typeof manual.title;
                            return { languageCode, title: manual.title[l], modelNames: manual.modelNames[l] };
                        }),
                    });
                    added.manuals++;
                }
            }
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
