/**
 * One length of strap or bracelet drawn as a vertical band, shared by the watch pictures (the
 * straps above and below the case) and the strap pictures (both halves of a strap).
 */
import { darken, lighten, luminance, metalPalette, mix, strapColour } from './palette';
import { hashString } from '@maison/shared';
import { linear, n, radial, type Svg } from './svg';

export interface BandOptions {
    /** Prefix of the ids this band defines; unique inside one SVG. */
    id: string;
    cx: number;
    /** Attached end (at the case or the spring bar). */
    y0: number;
    /** Free end, where the band curves away or ends in a tip. */
    y1: number;
    w0: number;
    w1: number;
    material: string;
    colour: string;
    /** Case material, for bracelets that match their case. */
    metal?: string;
    /** Darken towards y1 as if the strap curved away from the light. */
    shadeEnd?: boolean;
    tip?: 'square' | 'round';
}

function outline(o: BandOptions): string {
    const dir = Math.sign(o.y1 - o.y0) || 1;
    const l0 = o.cx - o.w0 / 2;
    const r0 = o.cx + o.w0 / 2;
    const l1 = o.cx - o.w1 / 2;
    const r1 = o.cx + o.w1 / 2;
    if (o.tip === 'round') {
        const yr = o.y1 - dir * o.w1 * 0.55;
        return (
            `M${n(l0)},${n(o.y0)} L${n(l1)},${n(yr)} Q${n(l1)},${n(o.y1)} ${n(o.cx)},${n(o.y1)} ` +
            `Q${n(r1)},${n(o.y1)} ${n(r1)},${n(yr)} L${n(r0)},${n(o.y0)} Z`
        );
    }
    return `M${n(l0)},${n(o.y0)} L${n(l1)},${n(o.y1)} L${n(r1)},${n(o.y1)} L${n(r0)},${n(o.y0)} Z`;
}

/** Width of the band at height y, for textures that follow the taper. */
function widthAt(o: BandOptions, y: number): number {
    const t = (y - o.y0) / (o.y1 - o.y0);
    return o.w0 + (o.w1 - o.w0) * Math.min(1, Math.max(0, t));
}

function rows(o: BandOptions, step: number): number[] {
    const dir = Math.sign(o.y1 - o.y0) || 1;
    const count = Math.ceil(Math.abs(o.y1 - o.y0) / step) + 1;
    return Array.from({ length: count }, (_, i) => o.y0 + dir * i * step);
}

function stitching(o: BandOptions, thread: string, inset: number): string {
    const dir = Math.sign(o.y1 - o.y0) || 1;
    const yEnd = o.tip === 'round' ? o.y1 - dir * o.w1 * 0.55 : o.y1;
    const side = (s: number): string => {
        const x0 = o.cx + s * (o.w0 / 2 - inset);
        const x1 = o.cx + s * (widthAt(o, yEnd) / 2 - inset);
        return `M${n(x0)},${n(o.y0 + dir * inset)} L${n(x1)},${n(yEnd)}`;
    };
    let d = `${side(-1)} ${side(1)}`;
    if (o.tip === 'round') {
        const r = o.w1 / 2 - inset;
        d += ` M${n(o.cx - r)},${n(yEnd)} Q${n(o.cx - r)},${n(o.y1 - dir * inset)} ${n(o.cx)},${n(o.y1 - dir * inset)} Q${n(o.cx + r)},${n(o.y1 - dir * inset)} ${n(o.cx + r)},${n(yEnd)}`;
    }
    const across = `M${n(o.cx - o.w0 / 2 + inset)},${n(o.y0 + dir * inset)} L${n(o.cx + o.w0 / 2 - inset)},${n(o.y0 + dir * inset)}`;
    return (
        `<path d="${d} ${across}" fill="none" stroke="${darken(thread, 0.5)}" stroke-opacity="0.35" stroke-width="2.6" stroke-dasharray="8 5" transform="translate(0.8,1.2)"/>` +
        `<path d="${d} ${across}" fill="none" stroke="${thread}" stroke-width="2.2" stroke-linecap="round" stroke-dasharray="8 5"/>`
    );
}

/** Large rectangular scales down the centre, smaller ones towards the edges, as on a real hide. */
function alligatorScales(o: BandOptions, base: string): string {
    const light = luminance(base) > 0.55;
    const stroke = darken(base, light ? 0.28 : 0.6);
    const columns = [0, 0.13, 0.27, 0.5, 0.73, 0.87, 1];
    const step = Math.max(20, o.w0 * 0.17);
    const dir = Math.sign(o.y1 - o.y0) || 1;
    let out = '';
    rows(o, step).forEach((y, r) => {
        const w = widthAt(o, y);
        const h = step * (0.85 + (hashString(`${o.id}${r}`) % 30) / 100);
        const top = Math.min(y, y + dir * h);
        for (let c = 0; c < columns.length - 1; c++) {
            const jitter = ((hashString(`${o.id}${r}-${c}`) % 9) - 4) * 0.008;
            const a = (columns[c] ?? 0) + (c > 0 ? jitter : 0);
            const b = (columns[c + 1] ?? 1) + (c < columns.length - 2 ? jitter : 0);
            const x = o.cx - w / 2 + a * w;
            const width = (b - a) * w;
            // Edge scales are roughly square: two per row.
            const split = c === 0 || c === columns.length - 2 ? 2 : 1;
            for (let k = 0; k < split; k++) {
                const cellH = h / split;
                out += `<rect x="${n(x + 1.4)}" y="${n(top + k * cellH + 1.4)}" width="${n(width - 2.8)}" height="${n(cellH - 2.8)}" rx="${n(Math.min(width, cellH) * 0.32)}" fill="url(#${o.id}-scale)" stroke="${stroke}" stroke-width="1.3" stroke-opacity="0.6"/>`;
            }
        }
    });
    return out;
}

function rubberGrooves(o: BandOptions, base: string): string {
    let out = '';
    for (const y of rows(o, 22).slice(1)) {
        const w = widthAt(o, y) * 0.36;
        out += `<path d="M${n(o.cx - w)},${n(y)} L${n(o.cx + w)},${n(y)}" stroke="${darken(base, 0.6)}" stroke-width="4" stroke-linecap="round"/>`;
        out += `<path d="M${n(o.cx - w)},${n(y + 3)} L${n(o.cx + w)},${n(y + 3)}" stroke="${lighten(base, 0.25)}" stroke-opacity="0.5" stroke-width="1.5" stroke-linecap="round"/>`;
    }
    return out;
}

function fabricStripes(o: BandOptions, base: string): string {
    const stripe = luminance(base) > 0.55 ? darken(base, 0.35) : lighten(base, 0.55);
    const band = (from: number, to: number, colour: string, opacity: number): string => {
        const pts = [
            [o.cx + from * o.w0, o.y0],
            [o.cx + to * o.w0, o.y0],
            [o.cx + to * o.w1, o.y1],
            [o.cx + from * o.w1, o.y1],
        ]
            .map(([x, y]) => `${n(x ?? 0)},${n(y ?? 0)}`)
            .join(' ');
        return `<polygon points="${pts}" fill="${colour}" fill-opacity="${opacity}"/>`;
    };
    return (
        band(-0.07, 0.07, stripe, 0.85) +
        band(-0.3, -0.26, stripe, 0.7) +
        band(0.26, 0.3, stripe, 0.7) +
        `<rect x="${n(o.cx - o.w0)}" y="${n(Math.min(o.y0, o.y1))}" width="${n(o.w0 * 2)}" height="${n(Math.abs(o.y1 - o.y0))}" fill="url(#${o.id}-weave)"/>`
    );
}

function braceletLinks(o: BandOptions): Svg {
    const black = o.colour === 'black';
    const m = metalPalette(black ? 'ceramic' : (o.metal ?? 'stainless-steel'));
    const defs =
        linear(
            `${o.id}-pol`,
            [
                [0, m.lo],
                [0.3, m.hi],
                [0.55, m.mid],
                [0.8, m.hi],
                [1, m.lo],
            ],
            0,
            0,
            1,
            0,
        ) +
        linear(
            `${o.id}-bru`,
            [
                [0, m.mid],
                [0.5, mix(m.mid, m.hi, 0.4)],
                [1, m.lo],
            ],
            0,
            0,
            0,
            1,
        );
    const fiveLink = o.colour === 'metal';
    const step = Math.max(22, o.w0 * 0.3);
    let body = '';
    rows(o, step).forEach((y, r) => {
        const w = widthAt(o, y);
        const top = Math.min(y, y + Math.sign(o.y1 - o.y0) * step);
        const left = o.cx - w / 2;
        const outer = w * 0.3;
        const link = (x: number, width: number, fill: string, dy = 0): string =>
            `<rect x="${n(x + 1.2)}" y="${n(top + dy + 1.2)}" width="${n(width - 2.4)}" height="${n(step - 2.4)}" rx="${n(step * 0.18)}" fill="url(#${fill})" stroke="${m.edge}" stroke-opacity="0.55" stroke-width="1.2"/>`;
        body += link(left, outer, `${o.id}-bru`) + link(left + w - outer, outer, `${o.id}-bru`);
        if (fiveLink) {
            const inner = (w - 2 * outer) / 3;
            for (let i = 0; i < 3; i++)
                body += link(left + outer + i * inner, inner, i === 1 ? `${o.id}-bru` : `${o.id}-pol`);
        } else {
            // Centre links sit half a link off the outer ones, as on a real three-link bracelet.
            body += link(left + outer, w - 2 * outer, `${o.id}-pol`, -step / 2);
            if (r === 0) body += link(left + outer, w - 2 * outer, `${o.id}-pol`, step / 2);
        }
    });
    return { defs, body };
}

export function strapBand(o: BandOptions): Svg {
    const d = outline(o);
    const clip = `<clipPath id="${o.id}-clip"><path d="${d}"/></clipPath>`;
    const shade = o.shadeEnd
        ? `<linearGradient id="${o.id}-end" gradientUnits="userSpaceOnUse" x1="0" y1="${n(o.y0)}" x2="0" y2="${n(o.y1)}"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.5"/></linearGradient>`
        : '';
    const shadeRect = o.shadeEnd
        ? `<rect x="${n(o.cx - o.w0)}" y="${n(Math.min(o.y0, o.y1))}" width="${n(o.w0 * 2)}" height="${n(Math.abs(o.y1 - o.y0))}" fill="url(#${o.id}-end)"/>`
        : '';
    if (o.material === 'steel-bracelet') {
        const links = braceletLinks(o);
        return {
            defs: clip + shade + links.defs,
            body: `<g clip-path="url(#${o.id}-clip)">${links.body}${shadeRect}</g>`,
        };
    }
    const base = strapColour(o.colour);
    const matte = o.material === 'rubber' || o.material === 'fabric';
    const defs =
        clip +
        shade +
        linear(
            `${o.id}-fill`,
            [
                [0, darken(base, 0.45)],
                [0.1, base],
                [0.42, lighten(base, matte ? 0.06 : 0.16)],
                [0.6, base],
                [0.92, darken(base, 0.12)],
                [1, darken(base, 0.5)],
            ],
            0,
            0,
            1,
            0,
        ) +
        radial(
            `${o.id}-scale`,
            [
                [0, lighten(base, 0.1)],
                [0.7, base],
                [1, darken(base, 0.18)],
            ],
            0.45,
            0.4,
            0.7,
        ) +
        `<pattern id="${o.id}-weave" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0,6 L6,0" stroke="#fff" stroke-opacity="0.09" stroke-width="1.4"/><path d="M0,0 L6,6" stroke="#000" stroke-opacity="0.08" stroke-width="1"/></pattern>`;
    let texture = '';
    if (o.material === 'alligator') texture = alligatorScales(o, base);
    else if (o.material === 'rubber') texture = rubberGrooves(o, base);
    else if (o.material === 'fabric') texture = fabricStripes(o, base);
    const thread = luminance(base) > 0.5 ? darken(base, 0.3) : mix(base, '#f3ead8', 0.55);
    const stitched = o.material === 'leather' || o.material === 'alligator' || o.material === 'fabric';
    const inset = Math.max(6, o.w0 * 0.065);
    return {
        defs,
        body:
            `<path d="${d}" fill="url(#${o.id}-fill)"/>` +
            `<g clip-path="url(#${o.id}-clip)">${texture}` +
            // Lets the band's rounded shading show through the scales.
            (o.material === 'alligator'
                ? `<rect x="${n(o.cx - o.w0)}" y="${n(Math.min(o.y0, o.y1))}" width="${n(o.w0 * 2)}" height="${n(Math.abs(o.y1 - o.y0))}" fill="url(#${o.id}-fill)" opacity="0.4"/>`
                : '') +
            `${stitched ? stitching(o, thread, inset) : ''}${shadeRect}</g>` +
            `<path d="${d}" fill="none" stroke="${darken(base, 0.55)}" stroke-width="1.6"/>`,
    };
}
