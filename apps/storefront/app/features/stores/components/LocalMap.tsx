import { useTranslation } from '~/lib/use-translation';

import { CHINA_BOUNDS, equirectangular, gridLines, mapBounds, outlinePath, spreadPins } from '../map-projection';
import type { MapProps } from './StoreMap';

const WIDTH = 600;
/** Pins of one city on the country's map are set this far apart (in the drawing's units). */
const PIN_GAP = 26;
/**
 * A tap or click chooses the nearest pin within this many screen pixels: each pin's target is
 * as large as its neighbours leave it, up to a finger's width and more, on a phone's shrunk
 * drawing too, and no pin's target covers another pin.
 */
const TOUCH_RADIUS_PX = 30;

/**
 * The stores drawn here from their GCJ-02 points: the outline of China, a grid and a pin per
 * store, with no tile from anywhere. Each pin is a button named after its store.
 */
export function LocalMap({ stores, selected, onSelect }: MapProps) {
    const { t } = useTranslation();
    const bounds = mapBounds(stores);
    const projection = equirectangular(bounds, WIDTH);
    const step = bounds.east - bounds.west > 12 ? 10 : bounds.east - bounds.west > 2 ? 1 : 0.1;
    const grid = gridLines(bounds, step);
    const pins = spreadPins(
        stores.map((s) => ({ ...projection.project(s), store: s })),
        PIN_GAP,
    );
    const chosen = pins.find((p) => p.store.slug === selected);

    const choose = (e: React.MouseEvent<SVGSVGElement>) => {
        const pin = (e.target as Element).closest<SVGGElement>('[data-slug]');
        // A click from the keyboard or a screen reader has no position: it is the pin's own.
        if (e.detail === 0) {
            if (pin?.dataset.slug) onSelect(pin.dataset.slug);
            return;
        }
        const ctm = e.currentTarget.getScreenCTM();
        if (!ctm) return;
        const at = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
        const nearest = pins
            .map((p) => ({ slug: p.store.slug, d: Math.hypot(p.x - at.x, p.y - at.y) * ctm.a }))
            .sort((a, b) => a.d - b.d)[0];
        if (nearest && nearest.d <= TOUCH_RADIUS_PX) onSelect(nearest.slug);
    };
    // Zoomed in on a region, each city is named beside its pins; the country's outline speaks for itself.
    const cities =
        bounds === CHINA_BOUNDS
            ? []
            : [...new Set(stores.map((s) => s.cityName))].map((name) => {
                  const own = stores.filter((s) => s.cityName === name).map((s) => projection.project(s));
                  return {
                      name,
                      x: Math.max(...own.map((p) => p.x)),
                      y: own.reduce((sum, p) => sum + p.y, 0) / own.length,
                  };
              });
    return (
        <figure className="store-map store-map--local" data-map="local">
            <svg
                className="store-map__svg"
                viewBox={`0 0 ${projection.width} ${projection.height}`}
                role="group"
                aria-label={t('stores.map.label')}
                onClick={choose}
            >
                <rect className="store-map__sea" width={projection.width} height={projection.height} />
                <path className="store-map__land" d={outlinePath(projection)} />
                {grid.longitudes.map((lng) => {
                    const { x } = projection.project({ longitude: lng, latitude: bounds.north });
                    return (
                        <line
                            key={`lng-${lng}`}
                            className="store-map__grid"
                            x1={x}
                            x2={x}
                            y1={0}
                            y2={projection.height}
                        />
                    );
                })}
                {grid.latitudes.map((lat) => {
                    const { y } = projection.project({ longitude: bounds.west, latitude: lat });
                    return (
                        <line
                            key={`lat-${lat}`}
                            className="store-map__grid"
                            x1={0}
                            x2={projection.width}
                            y1={y}
                            y2={y}
                        />
                    );
                })}
                {cities.map((c) => (
                    <text
                        key={c.name}
                        className="store-map__city"
                        x={Math.min(c.x + PIN_GAP, projection.width - 8)}
                        y={c.y + 5}
                        textAnchor={c.x + PIN_GAP + 60 > projection.width ? 'end' : 'start'}
                        aria-hidden="true"
                    >
                        {c.name}
                    </text>
                ))}
                {pins.map(({ x, y, store }) => {
                    const isSelected = store.slug === selected;
                    return (
                        <g
                            key={store.slug}
                            className={`store-pin store-pin--${store.type}${isSelected ? ' store-pin--selected' : ''}`}
                            transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
                            role="button"
                            tabIndex={0}
                            aria-label={store.name}
                            aria-pressed={isSelected}
                            data-slug={store.slug}
                            onKeyDown={(e) => {
                                if (e.key === 'Enter' || e.key === ' ') {
                                    e.preventDefault();
                                    onSelect(store.slug);
                                }
                            }}
                        >
                            <circle className="store-pin__ring" r={20} />
                            <circle className="store-pin__dot" r={isSelected ? 11 : 8} />
                        </g>
                    );
                })}
                {chosen && (
                    <text
                        className="store-map__caption"
                        x={Math.min(Math.max(chosen.x, 80), projection.width - 80)}
                        y={chosen.y > 40 ? chosen.y - 20 : chosen.y + 34}
                        textAnchor="middle"
                        aria-hidden="true"
                    >
                        {chosen.store.name}
                    </text>
                )}
            </svg>
        </figure>
    );
}
