/**
 * A strap picture, 800x1200: both halves laid out vertically as in a strap catalogue, the
 * buckle half on top and the tail with its holes below. 'detail' is a close-up of the buckle.
 */
import type { ImageSpec } from './catalogue.types';
import { IVORY, darken, lighten, metalPalette, strapColour } from './palette';
import { strapBand } from './strap-band';
import { SERIF, backdrop, linear, n, softRect, svgDocument } from './svg';

export type StrapSpec = Extract<ImageSpec, { kind: 'strap' }>;

export const STRAP_WIDTH = 800;
export const STRAP_HEIGHT = 1200;
const GREIGE = { centre: '#f4efe7', mid: '#e3dbcf', edge: '#cbc1b2' };

function metalDefs(id: string, material: string): string {
    const m = metalPalette(material);
    return (
        linear(
            `${id}`,
            [
                [0, m.hi],
                [0.4, m.mid],
                [0.6, m.lo],
                [1, m.hi],
            ],
            0,
            0,
            0,
            1,
        ) +
        linear(
            `${id}-h`,
            [
                [0, m.lo],
                [0.3, m.hi],
                [0.7, m.mid],
                [1, m.lo],
            ],
            0,
            0,
            1,
            0,
        )
    );
}

function springBar(cx: number, y: number, w: number): string {
    return (
        `<rect x="${n(cx - w / 2 - 10)}" y="${n(y - 3)}" width="${n(w + 20)}" height="6" rx="3" fill="url(#bar-h)"/>` +
        `<rect x="${n(cx - w / 2 - 14)}" y="${n(y - 2)}" width="6" height="4" rx="2" fill="url(#bar)"/>` +
        `<rect x="${n(cx + w / 2 + 8)}" y="${n(y - 2)}" width="6" height="4" rx="2" fill="url(#bar)"/>`
    );
}

function pinBuckle(cx: number, y: number, w: number): string {
    const bw = w + 34;
    const h = w * 0.55;
    const top = y - h * 0.8;
    return (
        `<g filter="url(#drop)" opacity="0.45" transform="translate(5,8)"><rect x="${n(cx - bw / 2)}" y="${n(top)}" width="${n(bw)}" height="${n(h)}" rx="${n(h * 0.45)}" fill="none" stroke="#000" stroke-width="13"/></g>` +
        `<rect x="${n(cx - bw / 2)}" y="${n(top)}" width="${n(bw)}" height="${n(h)}" rx="${n(h * 0.45)}" fill="none" stroke="url(#buckle)" stroke-width="13"/>` +
        `<rect x="${n(cx - bw / 2)}" y="${n(top)}" width="${n(bw)}" height="${n(h)}" rx="${n(h * 0.45)}" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="1.5" transform="translate(0,-4)"/>` +
        `<rect x="${n(cx - 5)}" y="${n(top - 4)}" width="10" height="${n(h * 0.85)}" rx="5" fill="url(#buckle-h)" stroke="#000" stroke-opacity="0.25"/>`
    );
}

function keeper(cx: number, y: number, w: number, base: string, material: string): string {
    if (material === 'steel-bracelet') return '';
    const kw = w + 10;
    return (
        `<rect x="${n(cx - kw / 2)}" y="${n(y)}" width="${n(kw)}" height="20" rx="6" fill="url(#keeper)" stroke="${darken(base, 0.55)}" stroke-width="1.2"/>` +
        `<path d="M${n(cx - kw / 2 + 4)},${n(y + 5)}L${n(cx + kw / 2 - 4)},${n(y + 5)}M${n(cx - kw / 2 + 4)},${n(y + 15)}L${n(cx + kw / 2 - 4)},${n(y + 15)}" stroke="${lighten(base, 0.35)}" stroke-opacity="0.6" stroke-dasharray="5 4" stroke-width="1.4"/>`
    );
}

function holes(cx: number, from: number, count: number, w: number, base: string): string {
    let out = '';
    for (let k = 0; k < count; k++) {
        const y = from + k * 30;
        out += `<ellipse cx="${n(cx)}" cy="${n(y + 1.5)}" rx="${n(w * 0.032)}" ry="${n(w * 0.032)}" fill="${lighten(base, 0.3)}" fill-opacity="0.6"/>`;
        out += `<ellipse cx="${n(cx)}" cy="${n(y)}" rx="${n(w * 0.032)}" ry="${n(w * 0.032)}" fill="${darken(base, 0.75)}"/>`;
    }
    return out;
}

function foldingClasp(cx: number, cy: number, w: number): string {
    const cw = w * 1.04;
    const h = w * 0.62;
    return (
        `<g filter="url(#drop)" opacity="0.4" transform="translate(4,8)"><rect x="${n(cx - cw / 2)}" y="${n(cy - h / 2)}" width="${n(cw)}" height="${n(h)}" rx="10" fill="#000"/></g>` +
        `<rect x="${n(cx - cw / 2 - 8)}" y="${n(cy - 14)}" width="${n(cw + 16)}" height="28" rx="8" fill="url(#buckle)"/>` +
        `<rect x="${n(cx - cw / 2)}" y="${n(cy - h / 2)}" width="${n(cw)}" height="${n(h)}" rx="10" fill="url(#buckle-h)" stroke="#000" stroke-opacity="0.3"/>` +
        `<rect x="${n(cx - cw * 0.36)}" y="${n(cy - h * 0.3)}" width="${n(cw * 0.72)}" height="${n(h * 0.6)}" rx="6" fill="url(#buckle)" stroke="#fff" stroke-opacity="0.4"/>` +
        `<text x="${n(cx)}" y="${n(cy + w * 0.035)}" font-family="${SERIF}" font-size="${n(w * 0.1)}" letter-spacing="${n(w * 0.02)}" fill="#000" fill-opacity="0.45" text-anchor="middle">MORVAUX</text>`
    );
}

export function drawStrap(spec: StrapSpec): string {
    const cx = STRAP_WIDTH / 2;
    const w = Math.min(26, Math.max(12, spec.widthMm)) * 12;
    const base = strapColour(spec.colour);
    const detail = spec.view === 'detail';
    const bg = backdrop('bg', STRAP_WIDTH, STRAP_HEIGHT, detail ? GREIGE : IVORY, 0.4);
    const opts = { cx, material: spec.material, colour: spec.colour, metal: 'stainless-steel' };
    const bracelet = spec.material === 'steel-bracelet';
    const defs: string[] = [
        bg.defs,
        metalDefs('buckle', 'stainless-steel'),
        metalDefs('bar', 'stainless-steel'),
        linear(
            'keeper',
            [
                [0, darken(base, 0.4)],
                [0.5, lighten(base, 0.1)],
                [1, darken(base, 0.4)],
            ],
            0,
            0,
            1,
            0,
        ),
        `<filter id="drop" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="10"/></filter>`,
    ];
    let body = '';
    let focusY: number;
    if (bracelet) {
        const upper = strapBand({ ...opts, id: 'bu', y0: 600, y1: 70, w0: w * 0.92, w1: w });
        const lower = strapBand({ ...opts, id: 'bl', y0: 600, y1: 1130, w0: w * 0.92, w1: w });
        defs.push(upper.defs, lower.defs);
        body +=
            softRect(cx - w / 2 + 8, 84, w, 1060, 8, 24, 0.3) +
            upper.body +
            lower.body +
            springBar(cx, 78, w) +
            springBar(cx, 1122, w) +
            foldingClasp(cx, 600, w);
        focusY = 600;
    } else {
        const upper = strapBand({ ...opts, id: 'su', y0: 540, y1: 150, w0: w, w1: w * 0.82 });
        const lower = strapBand({ ...opts, id: 'sl', y0: 620, y1: 1130, w0: w, w1: w * 0.82, tip: 'round' });
        defs.push(upper.defs, lower.defs);
        body +=
            softRect(cx - w / 2 + 8, 164, w, 390, 8, 24, 0.28) +
            softRect(cx - w / 2 + 8, 634, w, 500, w * 0.4, 24, 0.28) +
            upper.body +
            lower.body +
            keeper(cx, 230, w * 0.86, base, spec.material) +
            keeper(cx, 275, w * 0.87, base, spec.material) +
            pinBuckle(cx, 150, w * 0.82) +
            springBar(cx, 528, w) +
            springBar(cx, 632, w) +
            holes(cx, 860, 6, w, base);
        focusY = 250;
    }
    const content = detail
        ? `<g transform="translate(${cx} ${STRAP_HEIGHT / 2}) scale(2.1) rotate(-8) translate(${-cx} ${-focusY})">${body}</g>`
        : body;
    return svgDocument(STRAP_WIDTH, STRAP_HEIGHT, defs.join(''), bg.body + content);
}
