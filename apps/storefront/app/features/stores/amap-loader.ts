import type { GeoPoint } from './map-projection';

/** The JS API version the map is written for (issue 31). */
export const AMAP_VERSION = '2.0';

export interface AmapConfig {
    key: string;
    securityCode: string;
}

declare global {
    interface Window {
        _AMapSecurityConfig?: { securityJsCode?: string; serviceHost?: string };
    }
}

/** What `@amap/amap-jsapi-loader`'s load is given: the key and version 2.0, no plugin. */
export function amapLoadOptions(config: AmapConfig) {
    return { key: config.key, version: AMAP_VERSION, plugins: [] as string[] };
}

/** The part of AMap's global the map uses. */
export interface AmapGlobal {
    Map: new (container: HTMLElement, options: Record<string, unknown>) => AmapMapInstance;
    Marker: new (options: Record<string, unknown>) => AmapMarker;
}
export interface AmapMapInstance {
    add(markers: AmapMarker[]): void;
    setFitView(markers?: AmapMarker[]): void;
    setCenter(position: [number, number]): void;
    destroy(): void;
}
export type AmapMarker = object;

let loading: Promise<AmapGlobal> | undefined;

/**
 * Loads AMap's JS API once per page. AMap reads the security code from
 * `window._AMapSecurityConfig` when its script starts, so it is set before the loader runs.
 * A failed load is forgotten, so the next map may try again.
 */
export function loadAmap(config: AmapConfig): Promise<AmapGlobal> {
    if (!loading) {
        window._AMapSecurityConfig = { securityJsCode: config.securityCode };
        loading = import('@amap/amap-jsapi-loader')
            .then(({ load }) => load(amapLoadOptions(config)) as Promise<AmapGlobal>)
            .catch((err: unknown) => {
                loading = undefined;
                throw err;
            });
    }
    return loading;
}

/** AMap's positions are [longitude, latitude] in GCJ-02, as the stores' points are. */
export function amapPosition(point: GeoPoint): [number, number] {
    return [point.longitude, point.latitude];
}

/** For tests: forget a load. */
export function resetAmapLoader() {
    loading = undefined;
}
