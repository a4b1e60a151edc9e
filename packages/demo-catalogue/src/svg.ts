/** Tiny helpers for writing SVG by hand: short numbers, gradients, polar coordinates. */

/** A drawn part: what goes into <defs> and what is painted. */
export interface Svg {
    defs: string;
    body: string;
}

/** One decimal is plenty at 800 px and keeps the documents small. */
export function n(value: number): string {
    return (Math.round(value * 10) / 10).toString();
}

/** Point at `angle` degrees clockwise from 12 o'clock. */
export function polar(cx: number, cy: number, r: number, angle: number): [number, number] {
    const rad = ((angle - 90) * Math.PI) / 180;
    return [cx + r * Math.cos(rad), cy + r * Math.sin(rad)];
}

export function stops(colours: Array<[number, string] | [number, string, number]>): string {
    return colours
        .map(([offset, colour, opacity]) =>
            opacity === undefined
                ? `<stop offset="${offset}" stop-color="${colour}"/>`
                : `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity}"/>`,
        )
        .join('');
}

export function linear(
    id: string,
    colours: Array<[number, string] | [number, string, number]>,
    x1 = 0,
    y1 = 0,
    x2 = 1,
    y2 = 1,
): string {
    return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(colours)}</linearGradient>`;
}

export function radial(
    id: string,
    colours: Array<[number, string] | [number, string, number]>,
    cx = 0.5,
    cy = 0.5,
    r = 0.5,
    fx = cx,
    fy = cy,
): string {
    return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stops(colours)}</radialGradient>`;
}

/** Escapes text for SVG content (collection titles come from data). */
export function escapeXml(text: string): string {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export const SERIF = "Didot, 'Bodoni 72', 'Playfair Display', Georgia, 'Times New Roman', serif";
export const SANS = "'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', sans-serif";

export function svgDocument(width: number, height: number, defs: string, body: string): string {
    return (
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
        `<defs>${defs}</defs>${body}</svg>`
    );
}

/** Studio backdrop: a soft radial light over the whole canvas. */
export function backdrop(
    id: string,
    width: number,
    height: number,
    colours: { centre: string; mid: string; edge: string },
    cy = 0.42,
): { defs: string; body: string } {
    return {
        defs: radial(
            id,
            [
                [0, colours.centre],
                [0.55, colours.mid],
                [1, colours.edge],
            ],
            0.5,
            cy,
            0.85,
        ),
        body: `<rect width="${width}" height="${height}" fill="url(#${id})"/>`,
    };
}

/*
 * Soft shadows without blur filters: librsvg spends most of a picture's render time in
 * feGaussianBlur, so large shadows are faked with layered shapes and fading gradients.
 */

/** A rectangle's shadow: stacked translucent rectangles whose sum fades over `spread` px. */
export function softRect(
    x: number,
    y: number,
    w: number,
    h: number,
    rx: number,
    spread: number,
    opacity: number,
    colour = '#2a2117',
): string {
    const steps = 7;
    let out = '';
    for (let k = 0; k < steps; k++) {
        const e = -spread / 2 + (spread * k) / (steps - 1);
        out += `<rect x="${n(x - e)}" y="${n(y - e)}" width="${n(w + 2 * e)}" height="${n(h + 2 * e)}" rx="${n(Math.max(0, rx + e))}"/>`;
    }
    return `<g fill="${colour}" fill-opacity="${Math.round((opacity / steps) * 1000) / 1000}">${out}</g>`;
}

/** A disc's shadow: one circle with a radial gradient fading over `spread` px. */
export function softCircle(
    id: string,
    cx: number,
    cy: number,
    r: number,
    spread: number,
    opacity: number,
    colour = '#2a2117',
): string {
    const outer = r + spread / 2;
    const inner = Math.max(0, (r - spread / 2) / outer);
    return (
        `<radialGradient id="${id}"><stop offset="${Math.round(inner * 1000) / 1000}" stop-color="${colour}" stop-opacity="${opacity}"/>` +
        `<stop offset="${Math.round(((inner + 1) / 2) * 1000) / 1000}" stop-color="${colour}" stop-opacity="${Math.round(opacity * 0.35 * 1000) / 1000}"/>` +
        `<stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>` +
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(outer)}" fill="url(#${id})"/>`
    );
}
