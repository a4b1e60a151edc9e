/** The bezel of a watch picture: polished, diving scale, GMT 24 hours, tachymeter or gem-set. */
import type { ImageSpec } from './catalogue.types';
import { dialFeatures } from './dial-features';
import { darken, dialPalette } from './palette';
import { linear, n, polar, type Svg } from './svg';

type WatchSpec = Extract<ImageSpec, { kind: 'watch' }>;

export function bezel(spec: WatchSpec, cx: number, cy: number, R: number): Svg {
    const f = dialFeatures(spec.label, spec.chronograph);
    const outer = R * 0.955;
    const inner = R * 0.8;
    const ring = (fill: string): string =>
        `<path d="M${n(cx - outer)},${n(cy)}a${n(outer)},${n(outer)} 0 1 0 ${n(2 * outer)},0a${n(outer)},${n(outer)} 0 1 0 ${n(-2 * outer)},0Z M${n(cx - inner)},${n(cy)}a${n(inner)},${n(inner)} 0 1 1 ${n(2 * inner)},0a${n(inner)},${n(inner)} 0 1 1 ${n(-2 * inner)},0Z" fill="${fill}" fill-rule="evenodd"/>`;
    const ticks = (count: number, every: number, colour: string): string => {
        let d = '';
        for (let k = 0; k < count; k++) {
            const long = k % every === 0;
            const [x1, y1] = polar(cx, cy, R * (long ? 0.83 : 0.87), (k * 360) / count);
            const [x2, y2] = polar(cx, cy, R * 0.93, (k * 360) / count);
            d += `M${n(x1)},${n(y1)}L${n(x2)},${n(y2)}`;
        }
        return `<path d="${d}" stroke="${colour}" stroke-width="${n(R * 0.012)}" stroke-linecap="round"/>`;
    };
    const pip = (): string => {
        const [x, y] = polar(cx, cy, R * 0.875, 0);
        return `<path d="M${n(x)},${n(y + R * 0.05)}L${n(x - R * 0.05)},${n(y - R * 0.04)}L${n(x + R * 0.05)},${n(y - R * 0.04)}Z" fill="#efe9d2" stroke="#9a968a"/>`;
    };
    if (f.diver || f.tachymeter) {
        const insert =
            f.diver && spec.dial !== 'black' && spec.dial !== 'orange' && spec.dial !== 'yellow'
                ? darken(dialPalette(spec.dial).base, 0.35)
                : '#141416';
        const defs = linear(
            'insert',
            [
                [0, '#ffffff', 0.16],
                [0.5, '#ffffff', 0],
                [1, '#ffffff', 0.08],
            ],
            0,
            0,
            1,
            1,
        );
        return {
            defs,
            body:
                ring(insert) +
                ring('url(#insert)') +
                (f.diver ? ticks(60, 5, '#e9e6dc') + pip() : ticks(48, 4, '#e9e6dc')),
        };
    }
    if (f.gmt) {
        const top = darken(dialPalette(spec.dial).base, 0.2);
        const half = `<clipPath id="gmt-half"><rect x="0" y="${n(cy)}" width="${n(cx * 2)}" height="${n(R * 2)}"/></clipPath>`;
        return {
            defs:
                half +
                linear(
                    'insert',
                    [
                        [0, '#ffffff', 0.16],
                        [0.5, '#ffffff', 0],
                        [1, '#ffffff', 0.08],
                    ],
                    0,
                    0,
                    1,
                    1,
                ),
            body:
                ring(top) +
                `<g clip-path="url(#gmt-half)">${ring('#121214')}</g>` +
                ring('url(#insert)') +
                ticks(24, 3, '#ecebe6') +
                pip(),
        };
    }
    if (f.diamonds) {
        let gems = '';
        for (let k = 0; k < 36; k++) {
            const [x, y] = polar(cx, cy, R * 0.878, k * 10);
            gems += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(R * 0.066)}" fill="url(#gem)" stroke="url(#bezel)" stroke-width="1.5"/>`;
        }
        return { defs: '', body: ring('url(#bezel)') + gems };
    }
    return { defs: '', body: ring('url(#bezel)') };
}
