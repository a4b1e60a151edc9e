/**
 * The store map drawn here when AMap is not loaded (no key, or no consent yet): an
 * equirectangular projection of GCJ-02 points onto an SVG box. At the scale of a country the
 * few hundred metres between GCJ-02 and WGS-84 do not show, and no tile leaves the shop.
 */

export interface GeoPoint {
    longitude: number;
    latitude: number;
}

export interface Bounds {
    west: number;
    east: number;
    south: number;
    north: number;
}

/** Mainland China with a margin: the frame when the stores shown are few or far apart. */
export const CHINA_BOUNDS: Bounds = { west: 73, east: 135.5, south: 17.5, north: 54 };

/**
 * A coarse outline of mainland China's border and coast (longitude, latitude), enough to see
 * where a pin lies; not a survey.
 */
export const CHINA_OUTLINE: ReadonlyArray<readonly [number, number]> = [
    [73.6, 39.5],
    [75.0, 37.2],
    [78.9, 34.3],
    [79.3, 32.5],
    [78.7, 31.5],
    [81.1, 30.0],
    [85.8, 28.2],
    [88.8, 27.3],
    [92.1, 26.9],
    [95.4, 29.0],
    [97.4, 28.2],
    [98.7, 25.9],
    [97.5, 24.0],
    [99.5, 22.1],
    [101.7, 21.2],
    [103.5, 22.7],
    [106.7, 22.8],
    [108.1, 21.6],
    [110.3, 20.3],
    [111.0, 21.5],
    [113.5, 22.2],
    [116.5, 22.9],
    [118.5, 24.5],
    [119.6, 26.0],
    [121.0, 28.0],
    [122.0, 30.0],
    [121.9, 31.7],
    [120.9, 32.6],
    [119.2, 34.5],
    [120.3, 36.1],
    [122.5, 37.0],
    [121.0, 37.7],
    [119.0, 37.3],
    [118.0, 38.2],
    [117.7, 39.0],
    [119.3, 39.5],
    [121.3, 40.8],
    [121.6, 39.0],
    [123.0, 39.7],
    [124.4, 40.1],
    [126.9, 41.8],
    [129.0, 42.4],
    [130.6, 42.6],
    [131.2, 44.9],
    [133.1, 45.1],
    [134.7, 48.3],
    [133.0, 48.2],
    [130.9, 47.9],
    [127.5, 49.8],
    [125.8, 52.9],
    [123.5, 53.5],
    [120.8, 53.3],
    [120.0, 52.0],
    [117.8, 49.5],
    [116.7, 49.8],
    [115.5, 48.1],
    [118.0, 47.1],
    [119.7, 46.7],
    [116.0, 45.7],
    [111.8, 45.1],
    [111.0, 43.4],
    [105.0, 41.6],
    [100.8, 42.6],
    [96.4, 42.8],
    [95.3, 44.3],
    [90.9, 45.3],
    [90.7, 47.7],
    [87.8, 49.2],
    [85.7, 47.1],
    [82.5, 45.5],
    [82.3, 44.1],
    [80.2, 42.2],
    [76.9, 41.0],
    [73.6, 39.5],
];

/** The smallest frame around the points, grown by `margin` (a share of its size, at least `minSpan` degrees wide and high). */
export function boundsOf(points: readonly GeoPoint[], margin = 0.15, minSpan = 0.2): Bounds {
    if (points.length === 0) return CHINA_BOUNDS;
    const lngs = points.map((p) => p.longitude);
    const lats = points.map((p) => p.latitude);
    let west = Math.min(...lngs);
    let east = Math.max(...lngs);
    let south = Math.min(...lats);
    let north = Math.max(...lats);
    const grow = (lo: number, hi: number): [number, number] => {
        const span = Math.max(hi - lo, minSpan);
        const mid = (lo + hi) / 2;
        const half = (span * (1 + 2 * margin)) / 2;
        return [mid - half, mid + half];
    };
    [west, east] = grow(west, east);
    [south, north] = grow(south, north);
    return { west, east, south, north };
}

/** The drawing's width over its height. */
export const MAP_ASPECT = 4 / 3;
/** The least height of a frame, in degrees of latitude: a city's stores are shown with their region around them. */
const MIN_REGION_DEG = 4;

/** A frame grown about its middle to the drawing's aspect (longitude shortened by the cosine of the latitude). */
export function withAspect(bounds: Bounds, aspect = MAP_ASPECT): Bounds {
    const midLat = (bounds.north + bounds.south) / 2;
    const cos = Math.cos((midLat * Math.PI) / 180);
    let height = Math.max(bounds.north - bounds.south, MIN_REGION_DEG);
    let width = bounds.east - bounds.west;
    if ((width * cos) / height < aspect) width = (height * aspect) / cos;
    else height = (width * cos) / aspect;
    const midLng = (bounds.east + bounds.west) / 2;
    return {
        west: midLng - width / 2,
        east: midLng + width / 2,
        south: midLat - height / 2,
        north: midLat + height / 2,
    };
}

/**
 * The frame a set of stores is shown in: all of China, or the region around them (one city's
 * stores with the coast or the land around), in the drawing's aspect.
 */
export function mapBounds(points: readonly GeoPoint[]): Bounds {
    const own = boundsOf(points);
    // Stores spread over more than a region are shown against the whole country.
    return own.east - own.west > 12 || own.north - own.south > 9 ? CHINA_BOUNDS : withAspect(own);
}

export interface Projection {
    width: number;
    height: number;
    project(point: GeoPoint): { x: number; y: number };
}

/**
 * Equirectangular: x follows longitude, y latitude (north up). A degree of longitude is
 * shortened by the cosine of the frame's middle latitude, so shapes are not stretched sideways;
 * the box's height follows from its width.
 */
export function equirectangular(bounds: Bounds, width: number): Projection {
    const midLat = ((bounds.north + bounds.south) / 2) * (Math.PI / 180);
    const scale = width / ((bounds.east - bounds.west) * Math.cos(midLat));
    const height = Math.round((bounds.north - bounds.south) * scale);
    return {
        width,
        height,
        project: (p) => ({
            x: (p.longitude - bounds.west) * Math.cos(midLat) * scale,
            y: (bounds.north - p.latitude) * scale,
        }),
    };
}

/**
 * Pins closer than `minGap` apart (stores of one city on a map of the country) are set around
 * their group's middle, so each can be seen and clicked. Keeps the input's order.
 */
export function spreadPins<T extends { x: number; y: number }>(pins: readonly T[], minGap: number): T[] {
    const groups: number[][] = [];
    pins.forEach((pin, i) => {
        const group = groups.find((g) => g.some((j) => Math.hypot(pins[j].x - pin.x, pins[j].y - pin.y) < minGap));
        if (group) group.push(i);
        else groups.push([i]);
    });
    const out = [...pins];
    for (const group of groups) {
        if (group.length < 2) continue;
        const cx = group.reduce((s, i) => s + pins[i].x, 0) / group.length;
        const cy = group.reduce((s, i) => s + pins[i].y, 0) / group.length;
        // A ring on which neighbours stand minGap apart.
        const radius = minGap / (2 * Math.sin(Math.PI / group.length));
        group.forEach((i, k) => {
            const angle = -Math.PI / 2 + (2 * Math.PI * k) / group.length;
            out[i] = { ...pins[i], x: cx + radius * Math.cos(angle), y: cy + radius * Math.sin(angle) };
        });
    }
    return out;
}

/** An SVG path through the outline's points, projected. */
export function outlinePath(projection: Projection, outline = CHINA_OUTLINE): string {
    return (
        outline
            .map(([longitude, latitude], i) => {
                const { x, y } = projection.project({ longitude, latitude });
                return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
            })
            .join(' ') + ' Z'
    );
}

/** Grid lines every `step` degrees inside the frame, for orientation. */
export function gridLines(bounds: Bounds, step: number): { longitudes: number[]; latitudes: number[] } {
    const within = (lo: number, hi: number) => {
        const out: number[] = [];
        for (let v = Math.ceil(lo / step) * step; v <= hi; v += step) out.push(Number(v.toFixed(6)));
        return out;
    };
    return { longitudes: within(bounds.west, bounds.east), latitudes: within(bounds.south, bounds.north) };
}
