/** Sub-dials, date window, moon phase and tourbillon aperture of a watch dial. */
import { ACCENT, type DialFeatures, type DialInput } from './dial-features';
import { darken, lighten, luminance, type DialPalette } from './palette';
import { SANS, n, polar } from './svg';

export function subdial(i: DialInput, angle: number, p: DialPalette, f: DialFeatures, handAngle: number): string {
    const sr = i.r * (f.smallSeconds ? 0.22 : 0.2);
    const [x, y] = polar(i.cx, i.cy, i.r * (f.smallSeconds ? 0.46 : 0.45), angle);
    const light = luminance(p.base) > 0.5;
    const fill = f.panda ? (light ? '#1c1d21' : '#ece8df') : light ? darken(p.base, 0.07) : lighten(p.base, 0.06);
    const ink = f.panda ? (light ? '#eceae4' : '#222') : p.ink;
    let rings = '';
    for (let k = 1; k <= 5; k++)
        rings += `<circle cx="${n(x)}" cy="${n(y)}" r="${n((sr * k) / 6)}" fill="none" stroke="${ink}" stroke-opacity="0.12"/>`;
    let ticks = '';
    for (let k = 0; k < 30; k++) {
        const [x1, y1] = polar(x, y, sr * (k % 5 === 0 ? 0.72 : 0.84), k * 12);
        const [x2, y2] = polar(x, y, sr * 0.95, k * 12);
        ticks += `M${n(x1)},${n(y1)}L${n(x2)},${n(y2)}`;
    }
    return (
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(sr)}" fill="${fill}" stroke="url(#idx-edge)" stroke-width="2.5"/>` +
        rings +
        `<path d="${ticks}" stroke="${ink}" stroke-width="1.3" stroke-opacity="0.85"/>` +
        `<g transform="translate(${n(x)},${n(y)}) rotate(${handAngle})"><path d="M-1.6,${n(sr * 0.2)}L-1.6,${n(-sr * 0.82)}L0,${n(-sr * 0.9)}L1.6,${n(-sr * 0.82)}L1.6,${n(sr * 0.2)}Z" fill="${f.sporty ? ACCENT : ink}"/><circle r="${n(sr * 0.08)}" fill="url(#idx)"/></g>`
    );
}

export function dateWindow(i: DialInput): string {
    const w = i.r * 0.17;
    const h = i.r * 0.13;
    const x = i.cx + i.r * 0.64;
    return (
        `<rect x="${n(x)}" y="${n(i.cy - h / 2)}" width="${n(w)}" height="${n(h)}" rx="2" fill="#f8f6f1" stroke="url(#idx-edge)" stroke-width="3"/>` +
        `<text x="${n(x + w / 2)}" y="${n(i.cy + h * 0.3)}" font-family="${SANS}" font-size="${n(h * 0.78)}" font-weight="600" fill="#1d1d1f" text-anchor="middle">18</text>`
    );
}

export function moonphase(i: DialInput, p: DialPalette): string {
    const cx = i.cx;
    const cy = i.cy + i.r * 0.46;
    const r = i.r * 0.2;
    let stars = '';
    for (const [dx, dy] of [
        [-0.6, -0.35],
        [0.55, -0.5],
        [0.15, -0.7],
        [-0.25, -0.6],
        [0.7, -0.15],
    ] as const) {
        stars += `<circle cx="${n(cx + dx * r)}" cy="${n(cy + dy * r)}" r="1.6" fill="#f3e3a8"/>`;
    }
    return (
        `<clipPath id="moon-clip"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/></clipPath>` +
        `<g clip-path="url(#moon-clip)"><rect x="${n(cx - r)}" y="${n(cy - r)}" width="${n(2 * r)}" height="${n(2 * r)}" fill="#12234d"/>${stars}` +
        `<circle cx="${n(cx - r * 0.25)}" cy="${n(cy - r * 0.25)}" r="${n(r * 0.42)}" fill="url(#idx)"/>` +
        `<circle cx="${n(cx - r * 0.72)}" cy="${n(cy + r * 0.55)}" r="${n(r * 0.62)}" fill="${p.base}"/><circle cx="${n(cx + r * 0.72)}" cy="${n(cy + r * 0.55)}" r="${n(r * 0.62)}" fill="${p.base}"/></g>` +
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="url(#idx-edge)" stroke-width="3"/>`
    );
}

export function tourbillon(i: DialInput): string {
    const cx = i.cx;
    const cy = i.cy + i.r * 0.45;
    const r = i.r * 0.27;
    let arms = '';
    let spring = '';
    for (let k = 0; k < 3; k++) {
        const [x, y] = polar(cx, cy, r * 0.9, k * 120 + 20);
        arms += `<path d="M${n(cx)},${n(cy)}L${n(x)},${n(y)}" stroke="url(#idx)" stroke-width="${n(r * 0.12)}" stroke-linecap="round"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.07)}" fill="#2a4fa8"/>`;
    }
    for (let k = 1; k <= 4; k++)
        spring += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.1 * k)}" fill="none" stroke="#c9ccd2" stroke-opacity="0.5" stroke-width="0.8"/>`;
    return (
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#pit)"/>` +
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.62)}" fill="none" stroke="url(#idx)" stroke-width="${n(r * 0.09)}"/>` +
        spring +
        arms +
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.12)}" fill="url(#idx)"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.05)}" fill="#9b1b30"/>` +
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="url(#idx-edge)" stroke-width="4"/>`
    );
}
