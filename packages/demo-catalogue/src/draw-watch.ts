/**
 * A watch picture, 800x1200 (the card's 2:3): the watch seen from the front on a studio
 * backdrop, its strap running off the top and bottom. The 'angle' view is a closer, tilted
 * shot on charcoal so a card's second image differs at a glance.
 */
import type { ImageSpec } from './catalogue.types';
import { bezel } from './draw-bezel';
import { drawDial } from './draw-dial';
import { CHARCOAL, IVORY, metalPalette } from './palette';
import { strapBand } from './strap-band';
import { backdrop, linear, n, softCircle, softRect, svgDocument } from './svg';

export type WatchSpec = Extract<ImageSpec, { kind: 'watch' }>;

export const WATCH_WIDTH = 800;
export const WATCH_HEIGHT = 1200;

/** Case radius in px: wider references look wider, within the frame. */
export function caseRadius(diameterMm: number): number {
    return 192 + (Math.min(46, Math.max(34, diameterMm)) - 36) * 6.5;
}

function lugsAndCrown(spec: WatchSpec, cx: number, cy: number, R: number, strapW: number): string {
    const lw = R * 0.12;
    const ext = R * 1.1;
    const x0 = strapW / 2 - 2;
    // One lug drawn at top right and mirrored; it flares into the case, whose edge hides its root.
    const lug =
        `M${n(x0)},${n(-R * 0.5)} L${n(x0)},${n(-ext + 7)} Q${n(x0)},${n(-ext)} ${n(x0 + 7)},${n(-ext)} ` +
        `L${n(x0 + lw * 0.85 - 6)},${n(-ext)} Q${n(x0 + lw * 0.88)},${n(-ext)} ${n(x0 + lw * 0.9)},${n(-ext + 9)} ` +
        `C${n(x0 + lw * 0.98)},${n(-R * 0.96)} ${n(x0 + lw * 1.25)},${n(-R * 0.78)} ${n(x0 + lw * 1.9)},${n(-R * 0.55)} Z`;
    const ridge = `M${n(x0 + lw * 0.45)},${n(-ext + 4)} C${n(x0 + lw * 0.5)},${n(-R * 0.95)} ${n(x0 + lw * 0.7)},${n(-R * 0.85)} ${n(x0 + lw)},${n(-R * 0.72)}`;
    let out = '';
    for (const [sx, sy] of [
        [1, 1],
        [-1, 1],
        [1, -1],
        [-1, -1],
    ] as const) {
        const at = `translate(${n(cx)},${n(cy)}) scale(${sx},${sy})`;
        out += `<path d="${lug}" transform="${at}" fill="url(#lug)" stroke="url(#edge)" stroke-width="1.5"/>`;
        out += `<path d="${ridge}" transform="${at}" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="2.5" stroke-linecap="round"/>`;
    }
    const crownH = R * 0.24;
    const crownW = R * 0.12;
    const cxr = cx + R * 0.97;
    let knurl = '';
    for (let k = 1; k < 9; k++)
        knurl += `M${n(cxr + 10)},${n(cy - crownH / 2 + (k * crownH) / 9)}L${n(cxr + crownW + 8)},${n(cy - crownH / 2 + (k * crownH) / 9)}`;
    out += `<rect x="${n(cxr - 6)}" y="${n(cy - R * 0.07)}" width="${n(18)}" height="${n(R * 0.14)}" fill="url(#crown)"/>`;
    out += `<rect x="${n(cxr + 8)}" y="${n(cy - crownH / 2)}" width="${n(crownW)}" height="${n(crownH)}" rx="${n(crownW * 0.3)}" fill="url(#crown)" stroke="url(#edge)" stroke-width="1.5"/>`;
    out += `<path d="${knurl}" stroke="#000" stroke-opacity="0.22" stroke-width="1.5"/>`;
    if (spec.chronograph) {
        for (const angle of [-32, 32]) {
            out += `<g transform="rotate(${angle} ${n(cx)} ${n(cy)})"><rect x="${n(cx + R * 0.9)}" y="${n(cy - R * 0.045)}" width="${n(R * 0.2)}" height="${n(R * 0.09)}" fill="url(#crown)" stroke="url(#edge)"/><rect x="${n(cx + R * 1.06)}" y="${n(cy - R * 0.075)}" width="${n(R * 0.08)}" height="${n(R * 0.15)}" rx="4" fill="url(#crown)" stroke="url(#edge)"/></g>`;
        }
    }
    return out;
}

export function drawWatch(spec: WatchSpec): string {
    const cx = WATCH_WIDTH / 2;
    const cy = WATCH_HEIGHT / 2;
    const R = caseRadius(spec.diameterMm);
    const strapW = R * 0.98;
    const m = metalPalette(spec.caseMaterial);
    const dark = spec.view === 'angle';
    const bg = backdrop('bg', WATCH_WIDTH, WATCH_HEIGHT, dark ? CHARCOAL : IVORY, dark ? 0.35 : 0.45);
    const strapOpts = {
        cx,
        w0: strapW,
        w1: strapW * 0.86,
        material: spec.strapMaterial,
        colour: spec.strapColour,
        metal: spec.caseMaterial,
        shadeEnd: true,
    };
    const top = strapBand({ ...strapOpts, id: 'st', y0: cy - R * 0.7, y1: -40 });
    const bottom = strapBand({ ...strapOpts, id: 'sb', y0: cy + R * 0.7, y1: WATCH_HEIGHT + 40 });
    const dial = drawDial({
        cx,
        cy,
        r: R * 0.78,
        dial: spec.dial,
        caseMaterial: spec.caseMaterial,
        chronograph: spec.chronograph,
        label: spec.label,
    });
    const b = bezel(spec, cx, cy, R);
    const defs =
        bg.defs +
        top.defs +
        bottom.defs +
        dial.defs +
        b.defs +
        linear(
            'case',
            [
                [0, m.mid],
                [0.3, m.lo],
                [0.55, m.edge],
                [0.75, m.lo],
                [1, m.mid],
            ],
            0,
            0,
            1,
            1,
        ) +
        linear(
            'bezel',
            [
                [0, m.hi],
                [0.18, m.mid],
                [0.36, m.hi],
                [0.52, m.lo],
                [0.7, m.mid],
                [0.86, m.hi],
                [1, m.lo],
            ],
            0.1,
            0,
            0.9,
            1,
        ) +
        linear(
            'lug',
            [
                [0, m.lo],
                [0.35, m.hi],
                [0.7, m.mid],
                [1, m.lo],
            ],
            0,
            0,
            1,
            0,
        ) +
        linear(
            'rehaut',
            [
                [0, m.edge],
                [0.5, m.lo],
                [1, m.hi],
            ],
            0,
            0,
            1,
            1,
        ) +
        linear(
            'crown',
            [
                [0, m.hi],
                [0.5, m.mid],
                [1, m.lo],
            ],
            0,
            0,
            0,
            1,
        ) +
        linear(
            'edge',
            [
                [0, m.edge],
                [1, m.lo],
            ],
            0,
            0,
            1,
            1,
        ) +
        linear(
            'glass',
            [
                [0, '#ffffff', 0.22],
                [0.45, '#ffffff', 0.04],
                [1, '#ffffff', 0],
            ],
            0,
            0,
            0.8,
            1,
        );
    const shadowColour = dark ? '#000000' : '#2a2117';
    const shadow =
        `<g transform="translate(16,26)">` +
        softRect(cx - strapW / 2, -60, strapW, WATCH_HEIGHT + 120, 0, 40, dark ? 0.45 : 0.2, shadowColour) +
        softCircle('case-shadow', cx, cy, R * 1.02, 60, dark ? 0.75 : 0.38, shadowColour) +
        `</g>`;
    const glassR = R * 0.78;
    const watch =
        shadow +
        top.body +
        bottom.body +
        lugsAndCrown(spec, cx, cy, R, strapW) +
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="url(#case)" stroke="${m.edge}" stroke-width="1.5"/>` +
        b.body +
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.955)}" fill="none" stroke="${m.edge}" stroke-opacity="0.8" stroke-width="2"/>` +
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.8)}" fill="url(#rehaut)" stroke="${m.edge}" stroke-width="2"/>` +
        dial.body +
        `<path d="M${n(cx - glassR)},${n(cy)} A${n(glassR)},${n(glassR)} 0 0 1 ${n(cx + glassR * 0.7)},${n(cy - glassR * 0.72)} Q${n(cx)},${n(cy - glassR * 0.25)} ${n(cx - glassR)},${n(cy)} Z" fill="url(#glass)"/>` +
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(glassR)}" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="2"/>`;
    const framed = dark
        ? `<g transform="translate(${cx} ${cy + 20}) rotate(-14) scale(1.22) translate(${-cx} ${-cy})">${watch}</g>`
        : watch;
    return svgDocument(WATCH_WIDTH, WATCH_HEIGHT, defs, bg.body + framed);
}
