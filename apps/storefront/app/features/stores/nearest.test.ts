import gcoord from 'gcoord';
import { describe, expect, it } from 'vitest';

import { byDistance, distanceKm, wgs84ToGcj02 } from './nearest';

describe("gcoord's conversions (the examples of its README)", () => {
    it('GCJ-02 [123, 45] is WGS-84 [122.99395597, 44.99804071]', () => {
        const [lng, lat] = gcoord.transform([123, 45], gcoord.GCJ02, gcoord.WGS84);
        expect(lng).toBeCloseTo(122.99395597, 6);
        expect(lat).toBeCloseTo(44.99804071, 6);
    });

    it('WGS-84 [116.403988, 39.914266] is BD-09 [116.41661560068297, 39.92196580126834]', () => {
        const [lng, lat] = gcoord.transform([116.403988, 39.914266], gcoord.WGS84, gcoord.BD09);
        expect(lng).toBeCloseTo(116.41661560068297, 9);
        expect(lat).toBeCloseTo(39.92196580126834, 9);
    });

    it('takes a browser position (WGS-84) back to the GCJ-02 point of the same example', () => {
        const point = wgs84ToGcj02({ longitude: 122.99395597, latitude: 44.99804071 });
        expect(point.longitude).toBeCloseTo(123, 5);
        expect(point.latitude).toBeCloseTo(45, 5);
    });

    it('moves a point in China by a few hundred metres, and one outside China not at all', () => {
        const beijing = { longitude: 116.403988, latitude: 39.914266 };
        const moved = distanceKm(beijing, wgs84ToGcj02(beijing));
        expect(moved).toBeGreaterThan(0.1);
        expect(moved).toBeLessThan(1);
        // Geneva lies outside China, where GCJ-02 is WGS-84.
        expect(wgs84ToGcj02({ longitude: 6.1432, latitude: 46.2044 })).toEqual({
            longitude: 6.1432,
            latitude: 46.2044,
        });
    });
});

describe('nearest stores', () => {
    const stores = [
        { slug: 'beijing-skp', longitude: 116.4811, latitude: 39.9097 },
        { slug: 'shanghai-plaza-66', longitude: 121.4545, latitude: 31.2272 },
        { slug: 'shanghai-ifc', longitude: 121.502, latitude: 31.2367 },
        { slug: 'chengdu-taikoo-li', longitude: 104.0833, latitude: 30.6537 },
    ];

    it('measures Beijing to Shanghai as about 1,070 km', () => {
        expect(distanceKm(stores[0], stores[1])).toBeGreaterThan(1050);
        expect(distanceKm(stores[0], stores[1])).toBeLessThan(1090);
    });

    it('sorts the stores by distance from the visitor, with each distance', () => {
        // The Bund, as a phone's GPS reads it.
        const origin = wgs84ToGcj02({ longitude: 121.4863, latitude: 31.2433 });
        const sorted = byDistance(stores, origin);
        expect(sorted.map((s) => s.slug)).toEqual([
            'shanghai-ifc',
            'shanghai-plaza-66',
            'beijing-skp',
            'chengdu-taikoo-li',
        ]);
        expect(sorted[0].distanceKm).toBeLessThan(3);
        expect(stores[0]).not.toHaveProperty('distanceKm');
    });

    it('keeps the order of stores at the same distance', () => {
        const twins = [
            { slug: 'a', longitude: 120, latitude: 30 },
            { slug: 'b', longitude: 120, latitude: 30 },
        ];
        expect(byDistance(twins, { longitude: 121, latitude: 31 }).map((s) => s.slug)).toEqual(['a', 'b']);
    });
});
