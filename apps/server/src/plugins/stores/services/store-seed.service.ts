import type { DemoStores, StoreSeeder, StoreSeedResult } from '@maison/demo-catalogue';
import { LOCALES } from '@maison/shared';
import { Injectable } from '@nestjs/common';
import { ID, LanguageCode, RequestContextService, TransactionalConnection } from '@vendure/core';
import { IsNull } from 'typeorm';

import { StoreCalendarDay } from '../entities/store-calendar-day.entity';
import { StoreService } from '../entities/store-service.entity';
import { Store } from '../entities/store.entity';
import { StoreCalendarService } from './store-calendar.service';
import { weeklyHoursAsList } from './store-input';
import { StoreServicesService } from './store-services.service';
import { StoresService } from './stores.service';

const languages = LOCALES.map((lang) => lang as LanguageCode);

/**
 * Loads the demo stores into a shop that has none: on first start, and on the first start of a
 * demo shop seeded before stores existed. A shop with any store is left alone, so a demo store
 * staff deleted does not come back on the next start.
 */
@Injectable()
export class StoreSeedService implements StoreSeeder {
    constructor(
        private connection: TransactionalConnection,
        private requestContexts: RequestContextService,
        private stores: StoresService,
        private services: StoreServicesService,
        private calendar: StoreCalendarService,
    ) {}

    /** Adds the services, stores and calendar days not yet there; how many of each it added. */
    async seedStores(data: DemoStores): Promise<StoreSeedResult> {
        const ctx = await this.requestContexts.create({ apiType: 'admin', languageCode: LanguageCode.zh });
        return this.connection.withTransaction(ctx, async (tx) => {
            const added: StoreSeedResult = { services: 0, stores: 0, calendarDays: 0 };
            if ((await this.connection.getRepository(tx, Store).count()) > 0) return added;
            const serviceIds = new Map<string, ID>();
            for (const service of data.services) {
                const existing = await this.connection
                    .getRepository(tx, StoreService)
                    .findOneBy({ slug: service.slug });
                const id =
                    existing?.id ??
                    (
                        await this.services.create(tx, {
                            slug: service.slug,
                            translations: languages.map((lang) => ({
                                languageCode: lang,
                                name: service.name[lang as keyof typeof service.name],
                                description: service.description[lang as keyof typeof service.description],
                            })),
                        })
                    ).id;
                if (!existing) added.services++;
                serviceIds.set(service.slug, id);
            }
            for (const [position, store] of data.stores.entries()) {
                if (await this.connection.getRepository(tx, Store).existsBy({ slug: store.slug })) continue;
                const text = (lang: LanguageCode) => {
                    const l = lang as keyof typeof store.name;
                    return {
                        languageCode: lang,
                        name: store.name[l],
                        addressLine: store.addressLine[l],
                        description: store.description[l],
                        provinceName: store.province[l],
                        cityName: store.city[l],
                        districtName: store.district[l],
                    };
                };
                await this.stores.create(tx, {
                    slug: store.slug,
                    type: store.type,
                    provinceCode: store.provinceCode,
                    cityCode: store.cityCode,
                    latitude: store.latitude,
                    longitude: store.longitude,
                    phone: store.phone,
                    email: store.email,
                    takesAppointments: store.takesAppointments,
                    slotMinutes: store.slotMinutes,
                    slotCapacity: store.slotCapacity,
                    position,
                    openingHours: weeklyHoursAsList(store.openingHours),
                    serviceIds: store.serviceSlugs.map((slug) => serviceIds.get(slug)!),
                    translations: languages.map(text),
                });
                added.stores++;
            }
            const days = this.connection.getRepository(tx, StoreCalendarDay);
            for (const day of data.calendar) {
                if (await days.existsBy({ date: day.date, storeId: IsNull() })) continue;
                await this.calendar.set(tx, day);
                added.calendarDays++;
            }
            return added;
        });
    }
}
