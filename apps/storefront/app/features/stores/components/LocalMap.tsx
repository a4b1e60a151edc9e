import { useTranslation } from 'react-i18next';

import { equirectangular, gridLines, mapBounds, outlinePath, spreadPins } from '../map-projection';
import type { MapProps } from './StoreMap';

const WIDTH = 600;
/** Pins of one city on the country's map are set this far apart (in the drawing's units). */
const PIN_GAP = 26;

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
    return (
        <figure className="store-map store-map--local" data-map="local">
            <svg
                className="store-map__svg"
                viewBox={`0 0 ${projection.width} ${projection.height}`}
                role="group"
                aria-label={t('stores.map.label')}
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
                            onClick={() => onSelect(store.slug)}
                            onKeyDown={(e) => {
                                if (e.key === 'Enter' || e.key === ' ') {
                                    e.preventDefault();
                                    onSelect(store.slug);
                                }
                            }}
                        >
                            <circle className="store-pin__hit" r={22} />
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
