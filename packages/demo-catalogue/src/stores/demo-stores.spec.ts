import { isShopDate, LOCALES, parseWeeklyHours, STORE_TYPES, weekdayOf } from '@maison/shared';
import { describe, expect, it } from 'vitest';

import type { Localised } from '../catalogue.types';
import { demoStores } from './demo-stores';

const { stores, services, calendar } = demoStores();

const texts = (value: Localised) => LOCALES.map((lang) => value[lang]);

describe('the demo stores', () => {
    it('are at least twelve in at least eight cities, boutiques and retailers, each slug once', () => {
        expect(stores.length).toBeGreaterThanOrEqual(12);
        expect(new Set(stores.map((s) => s.cityCode)).size).toBeGreaterThanOrEqual(8);
        expect(new Set(stores.map((s) => s.type))).toEqual(new Set(STORE_TYPES));
        expect(new Set(stores.map((s) => s.slug)).size).toBe(stores.length);
    });

    it('say everything in zh, en and de', () => {
        for (const s of stores) {
            for (const text of [s.name, s.addressLine, s.description, s.city, s.province, s.district]) {
                expect(
                    texts(text).every((t) => t.trim().length > 0),
                    s.slug,
                ).toBe(true);
            }
        }
        for (const service of services) {
            expect([...texts(service.name), ...texts(service.description)].every((t) => t.trim())).toBe(true);
        }
    });

    it('have valid hours, known services and points in China', () => {
        const known = new Set(services.map((s) => s.slug));
        for (const s of stores) {
            expect(parseWeeklyHours(s.openingHours), s.slug).toEqual(s.openingHours);
            expect(
                s.serviceSlugs.every((slug) => known.has(slug)),
                s.slug,
            ).toBe(true);
            expect(s.latitude).toBeGreaterThan(18);
            expect(s.latitude).toBeLessThan(54);
            expect(s.longitude).toBeGreaterThan(73);
            expect(s.longitude).toBeLessThan(136);
        }
        expect(stores.some((s) => s.type === 'retailer' && s.openingHours.monday === null)).toBe(true);
        expect(
            stores.some(
                (s) => s.type === 'boutique' && s.openingHours.sunday?.closes !== s.openingHours.monday?.closes,
            ),
        ).toBe(true);
    });
});

describe('the 2027 calendar', () => {
    it('closes the holidays and works only weekend days, each date once', () => {
        expect(calendar.every((day) => isShopDate(day.date) && day.date.startsWith('2027-'))).toBe(true);
        expect(new Set(calendar.map((day) => day.date)).size).toBe(calendar.length);
        const closed = calendar.filter((day) => day.kind === 'closed').map((day) => day.date);
        expect(closed).toEqual(expect.arrayContaining(['2027-01-01', '2027-02-06', '2027-05-05', '2027-10-07']));
        const working = calendar.filter((day) => day.kind === 'working');
        expect(working.length).toBeGreaterThan(0);
        expect(working.every((day) => ['saturday', 'sunday'].includes(weekdayOf(day.date)))).toBe(true);
    });
});
