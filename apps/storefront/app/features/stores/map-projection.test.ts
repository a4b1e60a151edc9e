import { describe, expect, it } from 'vitest';

import {
    boundsOf,
    CHINA_BOUNDS,
    equirectangular,
    gridLines,
    mapBounds,
    outlinePath,
    spreadPins,
} from './map-projection';

const beijing = { longitude: 116.4811, latitude: 39.9097 };
const shanghai = { longitude: 121.4545, latitude: 31.2272 };
const shanghaiIfc = { longitude: 121.502, latitude: 31.2367 };

describe('the local store map', () => {
    it('puts the frame corners on the box corners, north up', () => {
        const p = equirectangular(CHINA_BOUNDS, 600);
        expect(p.project({ longitude: CHINA_BOUNDS.west, latitude: CHINA_BOUNDS.north })).toEqual({ x: 0, y: 0 });
        const se = p.project({ longitude: CHINA_BOUNDS.east, latitude: CHINA_BOUNDS.south });
        expect(se.x).toBeCloseTo(600, 6);
        expect(se.y).toBeCloseTo(p.height, 0);
    });

    it('shortens longitude by the cosine of the middle latitude', () => {
        const bounds = { west: 100, east: 110, south: 50, north: 70 };
        const p = equirectangular(bounds, 500);
        // 10° of longitude at 60° are as long as 5° of latitude: the 20° high box is four times as high as wide.
        expect(p.height).toBe(2000);
        const middle = p.project({ longitude: 105, latitude: 60 });
        expect(middle.x).toBeCloseTo(250, 6);
        expect(middle.y).toBeCloseTo(1000, 6);
    });

    it('places Shanghai east and south of Beijing', () => {
        const p = equirectangular(CHINA_BOUNDS, 600);
        const b = p.project(beijing);
        const s = p.project(shanghai);
        expect(s.x).toBeGreaterThan(b.x);
        expect(s.y).toBeGreaterThan(b.y);
        for (const { x, y } of [b, s]) {
            expect(x).toBeGreaterThan(0);
            expect(x).toBeLessThan(600);
            expect(y).toBeGreaterThan(0);
            expect(y).toBeLessThan(p.height);
        }
    });

    it('frames the stores of one city closely and stores across China with the whole country', () => {
        const city = mapBounds([shanghai, shanghaiIfc]);
        expect(city.west).toBeLessThan(shanghai.longitude);
        expect(city.east).toBeGreaterThan(shanghaiIfc.longitude);
        // A region of four degrees of latitude around the city, drawn 4:3.
        expect(city.north - city.south).toBeCloseTo(4, 6);
        expect(equirectangular(city, 600).height).toBe(450);
        expect(mapBounds([beijing, shanghai, { longitude: 104.08, latitude: 30.65 }])).toEqual(CHINA_BOUNDS);
        expect(mapBounds([])).toEqual(CHINA_BOUNDS);
        // One store still has a frame of some size around it.
        const one = boundsOf([beijing]);
        expect(one.east - one.west).toBeGreaterThan(0.2);
    });

    it('sets pins that would overlap around their middle, at least the gap apart', () => {
        const pins = spreadPins(
            [
                { id: 'a', x: 100, y: 100 },
                { id: 'b', x: 101, y: 100 },
                { id: 'c', x: 100, y: 101 },
                { id: 'far', x: 300, y: 300 },
            ],
            20,
        );
        expect(pins.map((p) => p.id)).toEqual(['a', 'b', 'c', 'far']);
        expect(pins[3]).toEqual({ id: 'far', x: 300, y: 300 });
        for (const [i, j] of [
            [0, 1],
            [1, 2],
            [0, 2],
        ]) {
            expect(Math.hypot(pins[i].x - pins[j].x, pins[i].y - pins[j].y)).toBeGreaterThanOrEqual(19.99);
        }
    });

    it('draws a closed outline and a grid inside the frame', () => {
        const p = equirectangular(CHINA_BOUNDS, 600);
        const path = outlinePath(p);
        expect(path.startsWith('M')).toBe(true);
        expect(path.endsWith('Z')).toBe(true);
        expect(gridLines({ west: 73, east: 135.5, south: 17.5, north: 54 }, 10)).toEqual({
            longitudes: [80, 90, 100, 110, 120, 130],
            latitudes: [20, 30, 40, 50],
        });
    });
});
