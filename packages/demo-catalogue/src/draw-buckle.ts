/**
 * A buckle picture, 800x1200: the buckle on a short loop of black calfskin, so it reads as a
 * buckle at card size, on the same ivory backdrop as the straps.
 */
import type { ImageSpec } from './catalogue.types';
import { IVORY, metalPalette } from './palette';
import { strapBand } from './strap-band';
import { SERIF, backdrop, linear, n, softRect, svgDocument } from './svg';

export type BuckleSpec = Extract<ImageSpec, { kind: 'buckle' }>;

export const BUCKLE_WIDTH = 800;
export const BUCKLE_HEIGHT = 1200;

function pin(cx: number, cy: number): string {
    const bw = 330;
    const bh = 250;
    const x = cx - bw / 2;
    const y = cy - bh / 2;
    const frame = `<rect x="${n(x)}" y="${n(y)}" width="${bw}" height="${bh}" rx="70"`;
    return (
        `<g filter="url(#drop)" opacity="0.45" transform="translate(10,18)">${frame} fill="none" stroke="#2a2117" stroke-width="40"/></g>` +
        `${frame} fill="none" stroke="url(#metal)" stroke-width="40"/>` +
        `${frame} fill="none" stroke="url(#bevel)" stroke-width="14"/>` +
        `<rect x="${n(x - 12)}" y="${n(y - 12)}" width="${bw + 24}" height="${bh + 24}" rx="82" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="1.5"/>` +
        `<g filter="url(#drop)" opacity="0.4" transform="translate(6,10)"><rect x="${n(cx - 13)}" y="${n(y - 22)}" width="26" height="${bh + 20}" rx="13" fill="#2a2117"/></g>` +
        `<rect x="${n(cx - 13)}" y="${n(y - 22)}" width="26" height="${bh + 20}" rx="13" fill="url(#metal-h)" stroke="#000" stroke-opacity="0.25"/>`
    );
}

function folding(cx: number, cy: number): string {
    const w = 210;
    const h = 440;
    const x = cx - w / 2;
    const y = cy - h / 2;
    const button = (sx: number): string =>
        `<rect x="${n(sx > 0 ? x + w - 6 : x - 22)}" y="${n(cy - 34)}" width="28" height="68" rx="12" fill="url(#metal)" stroke="#000" stroke-opacity="0.35"/>`;
    return (
        `<g filter="url(#drop)" opacity="0.45" transform="translate(10,18)"><rect x="${n(x)}" y="${n(y)}" width="${w}" height="${h}" rx="40" fill="#2a2117"/></g>` +
        button(-1) +
        button(1) +
        `<rect x="${n(x)}" y="${n(y)}" width="${w}" height="${h}" rx="40" fill="url(#metal-h)" stroke="#000" stroke-opacity="0.3"/>` +
        `<rect x="${n(x + 22)}" y="${n(y + 40)}" width="${w - 44}" height="${h - 80}" rx="22" fill="url(#brushed)" stroke="#fff" stroke-opacity="0.5" stroke-width="2"/>` +
        `<path d="M${n(x + 14)},${n(y + 24)}Q${n(cx)},${n(y + 6)} ${n(x + w - 14)},${n(y + 24)}M${n(x + 14)},${n(y + h - 24)}Q${n(cx)},${n(y + h - 6)} ${n(x + w - 14)},${n(y + h - 24)}" fill="none" stroke="#000" stroke-opacity="0.3" stroke-width="2"/>` +
        `<text x="${n(cx)}" y="${n(cy + 9)}" font-family="${SERIF}" font-size="26" letter-spacing="6" fill="#000" fill-opacity="0.45" text-anchor="middle">MORVAUX</text>`
    );
}

export function drawBuckle(spec: BuckleSpec): string {
    const m = metalPalette(spec.material);
    const cx = BUCKLE_WIDTH / 2;
    const bg = backdrop('bg', BUCKLE_WIDTH, BUCKLE_HEIGHT, IVORY, 0.45);
    const strapOpts = { cx, material: 'leather', colour: 'black' };
    // The strap tapers towards a folding clasp; a pin buckle's bar sits inside the strap's loop.
    const straps = spec.folding
        ? [
              strapBand({ ...strapOpts, id: 'ua', y0: 560, y1: -20, w0: 200, w1: 250 }),
              strapBand({ ...strapOpts, id: 'ub', y0: 640, y1: 1220, w0: 200, w1: 250 }),
          ]
        : [strapBand({ ...strapOpts, id: 'ua', y0: 700, y1: 1220, w0: 300, w1: 310 })];
    const defs =
        bg.defs +
        straps.map((s) => s.defs).join('') +
        linear(
            'metal',
            [
                [0, m.hi],
                [0.35, m.mid],
                [0.55, m.lo],
                [0.8, m.mid],
                [1, m.hi],
            ],
            0,
            0,
            0.3,
            1,
        ) +
        linear(
            'metal-h',
            [
                [0, m.lo],
                [0.25, m.hi],
                [0.5, m.mid],
                [0.75, m.hi],
                [1, m.lo],
            ],
            0,
            0,
            1,
            0,
        ) +
        linear(
            'bevel',
            [
                [0, '#ffffff', 0.55],
                [0.5, '#ffffff', 0],
                [1, '#000000', 0.25],
            ],
            0,
            0,
            0,
            1,
        ) +
        linear(
            'brushed',
            [
                [0, m.mid],
                [0.5, m.hi],
                [1, m.mid],
            ],
            0,
            0,
            1,
            1,
        ) +
        `<filter id="drop" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="14"/></filter>`;
    const strapShadow = spec.folding
        ? softRect(cx - 115, -20, 250, 1260, 0, 30, 0.28)
        : softRect(cx - 140, 716, 300, 520, 0, 30, 0.28);
    const body =
        bg.body +
        strapShadow +
        straps.map((s) => s.body).join('') +
        (spec.folding
            ? folding(cx, 600)
            : `<g transform="translate(${cx} 560) scale(1.25) translate(${-cx} -560)">${pin(cx, 560)}</g>`);
    return svgDocument(BUCKLE_WIDTH, BUCKLE_HEIGHT, defs, body);
}
