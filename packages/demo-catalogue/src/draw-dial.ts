/**
 * The dial of a watch picture: sunburst, applied indices, printing, complications and hands.
 * Which complications a dial shows is read from the model label printed on it.
 */
import { dateWindow, moonphase, subdial, tourbillon } from './draw-complications';
import {
    ACCENT,
    LUME,
    dialFeatures,
    shadowCopies,
    trimMetal,
    type DialFeatures,
    type DialInput,
} from './dial-features';
import { darken, dialPalette, luminance, mix, type DialPalette } from './palette';
import { SANS, SERIF, escapeXml, linear, n, polar, radial, type Svg } from './svg';

export { dialFeatures, type DialInput } from './dial-features';

function sunburst(i: DialInput): string {
    let light = '';
    let dark = '';
    for (let k = 0; k < 120; k++) {
        const a0 = k * 3;
        const [x1, y1] = polar(i.cx, i.cy, i.r, a0);
        const [x2, y2] = polar(i.cx, i.cy, i.r, a0 + 1.5);
        const d = `M${n(i.cx)},${n(i.cy)}L${n(x1)},${n(y1)}L${n(x2)},${n(y2)}Z`;
        if (k % 2 === 0) light += d;
        else dark += d;
    }
    const wedge = (centre: number, spread: number): string => {
        const [x1, y1] = polar(i.cx, i.cy, i.r, centre - spread);
        const [x2, y2] = polar(i.cx, i.cy, i.r, centre + spread);
        return `M${n(i.cx)},${n(i.cy)}L${n(x1)},${n(y1)}A${n(i.r)},${n(i.r)} 0 0 1 ${n(x2)},${n(y2)}Z`;
    };
    return (
        `<path d="${light}" fill="#fff" fill-opacity="0.05"/><path d="${dark}" fill="#000" fill-opacity="0.04"/>` +
        `<path d="${wedge(-42, 24)}${wedge(138, 24)}" fill="url(#sheen)"/>` +
        `<path d="${wedge(48, 18)}${wedge(228, 18)}" fill="#000" fill-opacity="0.07"/>`
    );
}

function minuteTrack(i: DialInput, ink: string): string {
    let d = '';
    for (let k = 0; k < 60; k++) {
        const [x1, y1] = polar(i.cx, i.cy, i.r * (k % 5 === 0 ? 0.925 : 0.945), k * 6);
        const [x2, y2] = polar(i.cx, i.cy, i.r * 0.985, k * 6);
        d += `M${n(x1)},${n(y1)}L${n(x2)},${n(y2)}`;
    }
    return (
        `<path d="${d}" stroke="${ink}" stroke-opacity="0.7" stroke-width="${n(Math.max(1.2, i.r * 0.009))}"/>` +
        `<circle cx="${n(i.cx)}" cy="${n(i.cy)}" r="${n(i.r * 0.945)}" fill="none" stroke="${ink}" stroke-opacity="0.35" stroke-width="1"/>`
    );
}

function indices(i: DialInput, f: DialFeatures): string {
    const taken = new Set<number>(f.subdials);
    if (f.date) taken.add(90);
    if (f.tourbillon || f.perpetual) taken.add(180);
    const w = i.r * 0.058;
    const outer = i.r * 0.9;
    const inner = i.r * (f.sporty ? 0.7 : 0.72);
    const baton = (angle: number, dx = 0, len = outer - inner): string =>
        `<rect x="${n(i.cx - w / 2 + dx)}" y="${n(i.cy - outer)}" width="${n(w)}" height="${n(len)}" rx="${n(w * 0.2)}" fill="url(#idx)" stroke="url(#idx-edge)" stroke-width="1" transform="rotate(${angle} ${n(i.cx)} ${n(i.cy)})"/>` +
        (f.sporty
            ? `<rect x="${n(i.cx - w * 0.22 + dx)}" y="${n(i.cy - outer + w * 0.35)}" width="${n(w * 0.44)}" height="${n(len - w * 0.7)}" fill="${LUME}" transform="rotate(${angle} ${n(i.cx)} ${n(i.cy)})"/>`
            : '');
    let out = '';
    for (let h = 0; h < 12; h++) {
        const angle = h * 30;
        if (taken.has(angle)) continue;
        if (angle === 0) {
            out += baton(0, -w * 0.75) + baton(0, w * 0.75);
        } else if (f.diamonds) {
            const [x, y] = polar(i.cx, i.cy, i.r * 0.8, angle);
            out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(i.r * 0.045)}" fill="url(#gem)" stroke="url(#idx-edge)" stroke-width="2"/>`;
            out += `<path d="M${n(x - i.r * 0.03)},${n(y)}L${n(x + i.r * 0.03)},${n(y)}M${n(x)},${n(y - i.r * 0.03)}L${n(x)},${n(y + i.r * 0.03)}" stroke="#fff" stroke-opacity="0.8" stroke-width="1"/>`;
        } else if (f.diver && angle % 90 !== 0) {
            const [x, y] = polar(i.cx, i.cy, i.r * 0.8, angle);
            out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(i.r * 0.062)}" fill="${LUME}" stroke="url(#idx-edge)" stroke-width="3"/>`;
        } else {
            out += baton(angle, 0, angle % 90 === 0 && f.sporty ? outer - inner + i.r * 0.04 : outer - inner);
        }
    }
    // Shadows give applied indices their relief.
    const silhouette = out.replace(/url\(#(idx|gem|idx-edge)\)/g, '#000').replace(new RegExp(LUME, 'g'), '#000');
    return `${shadowCopies(silhouette, 1.2, 0.3)}${out}`;
}

function hand(kind: 'dauphine' | 'sword', length: number, width: number, lume: boolean): string {
    const L = length;
    const w = width / 2;
    if (kind === 'dauphine') {
        return (
            `<path d="M0,${n(-L)}L${n(-w)},${n(-L * 0.1)}L0,${n(L * 0.12)}Z" fill="url(#hand-l)"/>` +
            `<path d="M0,${n(-L)}L${n(w)},${n(-L * 0.1)}L0,${n(L * 0.12)}Z" fill="url(#hand-r)"/>`
        );
    }
    return (
        `<path d="M${n(-w)},${n(L * 0.14)}L${n(-w)},${n(-L * 0.84)}L0,${n(-L)}L${n(w)},${n(-L * 0.84)}L${n(w)},${n(L * 0.14)}Z" fill="url(#hand-l)"/>` +
        `<path d="M0,${n(-L)}L${n(w)},${n(-L * 0.84)}L${n(w)},${n(L * 0.14)}L0,${n(L * 0.14)}Z" fill="url(#hand-r)"/>` +
        (lume
            ? `<path d="M${n(-w * 0.5)},${n(-L * 0.25)}L${n(-w * 0.5)},${n(-L * 0.8)}L0,${n(-L * 0.9)}L${n(w * 0.5)},${n(-L * 0.8)}L${n(w * 0.5)},${n(-L * 0.25)}Z" fill="${LUME}"/>`
            : '')
    );
}

function hands(i: DialInput, f: DialFeatures, p: DialPalette): string {
    const style = f.sporty ? 'sword' : 'dauphine';
    const at = (angle: number, svg: string): string =>
        `<g transform="translate(${n(i.cx)},${n(i.cy)}) rotate(${angle})">${svg}</g>`;
    const secColour = f.sporty ? (p.base === dialPalette('red').base ? '#f3f0ea' : ACCENT) : 'url(#hand-l)';
    const seconds =
        f.smallSeconds || f.tourbillon
            ? ''
            : at(
                  216,
                  `<rect x="-1.3" y="${n(-i.r * 0.93)}" width="2.6" height="${n(i.r * 1.15)}" fill="${secColour}"/><circle cy="${n(i.r * 0.17)}" r="${n(i.r * 0.035)}" fill="${secColour}"/>`,
              );
    const gmt = f.gmt
        ? at(
              150,
              `<rect x="-1.5" y="${n(-i.r * 0.8)}" width="3" height="${n(i.r * 0.8)}" fill="${ACCENT}"/><path d="M0,${n(-i.r * 0.9)}L${n(i.r * 0.05)},${n(-i.r * 0.78)}L${n(-i.r * 0.05)},${n(-i.r * 0.78)}Z" fill="${ACCENT}"/>`,
          )
        : '';
    const all =
        gmt +
        at(305, hand(style, i.r * 0.56, i.r * (style === 'sword' ? 0.075 : 0.1), f.sporty)) +
        at(60, hand(style, i.r * 0.84, i.r * (style === 'sword' ? 0.06 : 0.075), f.sporty)) +
        seconds;
    return (
        shadowCopies(all.replace(/url\(#hand-[lr]\)|#[0-9a-fA-F]{6}/g, '#000'), 2.2, 0.38) +
        all +
        `<circle cx="${n(i.cx)}" cy="${n(i.cy)}" r="${n(i.r * 0.04)}" fill="url(#idx)"/><circle cx="${n(i.cx)}" cy="${n(i.cy)}" r="${n(i.r * 0.014)}" fill="${darken(p.base, 0.3)}"/>`
    );
}

export function drawDial(i: DialInput): Svg {
    const p = dialPalette(i.dial);
    const m = trimMetal(i.caseMaterial, i.dial);
    const f = dialFeatures(i.label, i.chronograph);
    const defs =
        radial(
            'dial',
            [
                [0, p.light],
                [0.55, p.base],
                [1, p.dark],
            ],
            0.42,
            0.38,
            0.75,
        ) +
        `<radialGradient id="sheen" gradientUnits="userSpaceOnUse" cx="${n(i.cx)}" cy="${n(i.cy)}" r="${n(i.r)}"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.55" stop-color="#fff" stop-opacity="${luminance(p.base) > 0.6 ? 0.25 : 0.16}"/><stop offset="1" stop-color="#fff" stop-opacity="0.05"/></radialGradient>` +
        linear(
            'idx',
            [
                [0, m.hi],
                [0.45, m.mid],
                [0.55, m.lo],
                [1, m.hi],
            ],
            0,
            0,
            1,
            0,
        ) +
        linear(
            'idx-edge',
            [
                [0, m.lo],
                [0.5, m.hi],
                [1, m.edge],
            ],
            0,
            0,
            1,
            1,
        ) +
        linear(
            'hand-l',
            [
                [0, m.hi],
                [1, mix(m.hi, m.mid, 0.5)],
            ],
            0,
            0,
            1,
            1,
        ) +
        linear(
            'hand-r',
            [
                [0, m.mid],
                [1, m.lo],
            ],
            0,
            0,
            1,
            1,
        ) +
        radial(
            'gem',
            [
                [0, '#ffffff'],
                [0.5, '#e6ecf5'],
                [0.8, '#aab6c8'],
                [1, '#f7f9ff'],
            ],
            0.4,
            0.35,
            0.6,
        ) +
        radial('pit', [
            [0, '#2b2c30'],
            [1, '#050506'],
        ]);
    const printY = i.cy - i.r * 0.42;
    const body =
        `<circle cx="${n(i.cx)}" cy="${n(i.cy)}" r="${n(i.r)}" fill="url(#dial)"/>` +
        sunburst(i) +
        minuteTrack(i, p.ink) +
        f.subdials.map((a, k) => subdial(i, a, p, f, [40, 200, 300][k] ?? 0)).join('') +
        (f.date ? dateWindow(i) : '') +
        (f.perpetual ? moonphase(i, p) : '') +
        (f.tourbillon ? tourbillon(i) : '') +
        indices(i, f) +
        `<text x="${n(i.cx)}" y="${n(printY)}" font-family="${SERIF}" font-size="${n(i.r * 0.105)}" letter-spacing="${n(i.r * 0.022)}" fill="${p.ink}" text-anchor="middle">MORVAUX</text>` +
        `<text x="${n(i.cx)}" y="${n(printY + i.r * 0.085)}" font-family="${SANS}" font-size="${n(i.r * 0.036)}" letter-spacing="${n(i.r * 0.012)}" fill="${p.ink}" fill-opacity="0.75" text-anchor="middle">LE LOCLE · 1886</text>` +
        (f.subdials.includes(180) || f.tourbillon || f.perpetual
            ? ''
            : `<text x="${n(i.cx)}" y="${n(i.cy + i.r * 0.36)}" font-family="${SANS}" font-size="${n(i.r * 0.042)}" letter-spacing="${n(i.r * 0.014)}" fill="${f.sporty ? ACCENT : p.ink}" fill-opacity="0.9" text-anchor="middle">${escapeXml(i.label)}</text>`) +
        `<text x="${n(i.cx)}" y="${n(i.cy + i.r * 0.905)}" font-family="${SANS}" font-size="${n(i.r * 0.03)}" letter-spacing="${n(i.r * 0.01)}" fill="${p.ink}" fill-opacity="0.7" text-anchor="middle">SWISS MADE</text>` +
        hands(i, f, p);
    return { defs, body };
}
