import { describe, expect, it } from 'vitest';

import {
    amapNavigationUrl,
    dateRuns,
    type ApiStore,
    parseStoreFilter,
    sortByCity,
    storeCard,
    storeJsonLd,
} from './store-view';

const hours = (opens: string | null, closes: string | null) =>
    (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((weekday) => ({
        weekday,
        opens: weekday === 'sunday' ? null : opens,
        closes: weekday === 'sunday' ? null : closes,
    }));

const store: ApiStore = {
    slug: 'shanghai-plaza-66',
    type: 'boutique',
    name: 'Plaza 66',
    addressLine: '1266 Nanjing West Road',
    description: '',
    provinceName: 'Shanghai',
    cityCode: 'shanghai',
    cityName: 'Shanghai',
    districtName: 'Jing’an',
    latitude: 31.2272,
    longitude: 121.4545,
    phone: '021 6288 0000',
    openingHours: hours('10:00', '22:00'),
    services: [{ slug: 'engraving', name: 'Engraving' }],
    takesAppointments: true,
};

describe('store cards', () => {
    it('reads the filters of the URL and leaves out what cannot be one', () => {
        expect(parseStoreFilter(new URLSearchParams('city=shanghai&type=boutique'))).toEqual({
            city: 'shanghai',
            type: 'boutique',
        });
        expect(parseStoreFilter(new URLSearchParams('city=<b>&type=shop'))).toEqual({});
    });

    it('is open at 10:30 Beijing time on a Monday, not at 09:30, and not on a closed day', () => {
        // 2027-03-01 is a Monday; 02:30 UTC is 10:30 in Beijing.
        const card = storeCard(store, [], new Date('2027-03-01T02:30:00Z'), 'morvaux');
        expect(card.openNow).toBe(true);
        expect(card.today).toEqual({ opens: '10:00', closes: '22:00' });
        expect(card.href).toBe('/stores/morvaux-boutiques/shanghai-plaza-66');
        expect(storeCard(store, [], new Date('2027-03-01T01:30:00Z'), 'morvaux').openNow).toBe(false);
        const holiday = [{ date: '2027-03-01', kind: 'closed' as const, storeSlug: null }];
        const closed = storeCard(store, holiday, new Date('2027-03-01T02:30:00Z'), 'morvaux');
        expect(closed.openNow).toBe(false);
        expect(closed.today).toBeNull();
        // Another store's closed day is not this one's.
        const other = [{ date: '2027-03-01', kind: 'closed' as const, storeSlug: 'beijing-skp' }];
        expect(storeCard(store, other, new Date('2027-03-01T02:30:00Z'), 'morvaux').openNow).toBe(true);
    });

    it('groups stores by city in the order of the cities', () => {
        const list = [
            { slug: 'a', cityCode: 'chengdu' },
            { slug: 'b', cityCode: 'shanghai' },
            { slug: 'c', cityCode: 'chengdu' },
            { slug: 'd', cityCode: 'beijing' },
        ];
        expect(sortByCity(list, ['shanghai', 'beijing', 'chengdu']).map((s) => s.slug)).toEqual(['b', 'd', 'a', 'c']);
    });

    it('puts closed days in runs of consecutive days, across a month', () => {
        expect(dateRuns(['2027-01-01', '2027-01-30', '2027-01-31', '2027-02-01', '2027-02-03'])).toEqual([
            { from: '2027-01-01', to: '2027-01-01' },
            { from: '2027-01-30', to: '2027-02-01' },
            { from: '2027-02-03', to: '2027-02-03' },
        ]);
    });

    it("links to AMap's navigation with the GCJ-02 point and the name", () => {
        expect(amapNavigationUrl(store)).toBe(
            'https://uri.amap.com/navigation?to=121.4545,31.2272,Plaza%2066&mode=car&coordinate=gaode&callnative=1',
        );
    });

    it('describes the store for search engines as a schema.org Store', () => {
        const ld = storeJsonLd(store, 'https://www.morvaux.cn/stores/morvaux-boutiques/shanghai-plaza-66', [
            '2027-10-01',
        ]) as Record<string, unknown>;
        expect(ld['@type']).toBe('Store');
        expect(ld.telephone).toBe('021 6288 0000');
        expect(ld.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 31.2272, longitude: 121.4545 });
        expect(ld.address).toMatchObject({ streetAddress: '1266 Nanjing West Road', addressCountry: 'CN' });
        const spec = ld.openingHoursSpecification as Array<Record<string, string>>;
        expect(spec).toHaveLength(6);
        expect(spec[0]).toEqual({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: 'https://schema.org/Monday',
            opens: '10:00',
            closes: '22:00',
        });
        expect(ld.specialOpeningHoursSpecification).toEqual([
            {
                '@type': 'OpeningHoursSpecification',
                validFrom: '2027-10-01',
                validThrough: '2027-10-01',
                opens: '00:00',
                closes: '00:00',
            },
        ]);
    });
});
