import gcoord from 'gcoord';

import type { GeoPoint } from './map-projection';

/**
 * A browser's position is WGS-84 (GPS); the stores' points are GCJ-02, the system China's maps
 * must use, offset from it by up to several hundred metres. gcoord converts.
 */
export function wgs84ToGcj02(point: GeoPoint): GeoPoint {
    const [longitude, latitude] = gcoord.transform([point.longitude, point.latitude], gcoord.WGS84, gcoord.GCJ02);
    return { longitude, latitude };
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
    const dLat = rad(b.latitude - a.latitude);
    const dLng = rad(b.longitude - a.longitude);
    const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
    return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The stores nearest first, each with its distance from `origin` (GCJ-02); ties keep their order. */
export function byDistance<T extends GeoPoint>(
    stores: readonly T[],
    origin: GeoPoint,
): Array<T & { distanceKm: number }> {
    return stores
        .map((store, index) => ({ store, index, km: distanceKm(origin, store) }))
        .sort((a, b) => a.km - b.km || a.index - b.index)
        .map(({ store, km }) => ({ ...store, distanceKm: km }));
}
