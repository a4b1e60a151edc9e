/**
 * Scenes of the brand's pictures as simple vector compositions: the workshop, a dial, the
 * Jura, the sea, brush calligraphy, a night sky, a box, and an abstract one for any other name.
 * Each takes its variations from `rng`, so one name always gives the same picture.
 */
import type { Rng } from '@maison/shared';

import { DIAL_PALETTE, darken, lighten, mix } from '../palette';
import { linear, n, polar, radial, type Svg } from '../svg';
import { BRAND_COLOURS as C, GROUNDS } from './content-palette';

export type Scene = (rng: Rng, w: number, h: number) => Svg;

export const workshop: Scene = (rng, w, h) => {
    const win = {
        x: w * (0.06 + rng.next() * 0.3),
        y: h * (0.06 + rng.next() * 0.08),
        w: w * (0.3 + rng.next() * 0.2),
        h: h * 0.5,
    };
    const columns = rng.int(2, 5);
    const rows = rng.int(2, 4);
    // Northern light is cool; some pictures show the bench at the end of the day.
    const evening = rng.chance(0.3);
    let panes = '';
    for (let i = 1; i < columns; i++) panes += `M${n(win.x + (win.w * i) / columns)},${n(win.y)}v${n(win.h)}`;
    for (let i = 1; i < rows; i++) panes += `M${n(win.x)},${n(win.y + (win.h * i) / rows)}h${n(win.w)}`;
    let tools = '';
    for (let i = 0; i < 7; i++) {
        const x = w * 0.62 + i * w * 0.035;
        tools += `<rect x="${n(x)}" y="${n(h * 0.66)}" width="${n(w * 0.008)}" height="${n(h * (0.07 + rng.next() * 0.05))}" rx="2" fill="${i % 3 === 0 ? C.gold : '#9aa0a8'}"/>`;
    }
    const mx = w * (0.3 + rng.next() * 0.15);
    const my = h * 0.76;
    return {
        defs:
            linear('wall', [
                [0, '#3a3530'],
                [1, '#1d1a17'],
            ]) +
            linear('light', [
                [0, evening ? '#f3d9b0' : '#e9eef3'],
                [1, evening ? '#8d6f88' : '#9fb2c4'],
            ]) +
            linear(
                'bench',
                [
                    [0, '#6b4a2e'],
                    [1, '#3b2817'],
                ],
                0,
                0,
                0,
                1,
            ) +
            radial('glow', [
                [0, '#f7f3ea', 0.35],
                [1, '#f7f3ea', 0],
            ]),
        body:
            `<rect width="${w}" height="${h}" fill="url(#wall)"/>` +
            `<rect x="${n(win.x)}" y="${n(win.y)}" width="${n(win.w)}" height="${n(win.h)}" fill="url(#light)"/>` +
            `<path d="${panes}" stroke="#2b2824" stroke-width="${n(w * 0.008)}"/>` +
            `<ellipse cx="${n(win.x + win.w / 2)}" cy="${n(h * 0.66)}" rx="${n(win.w * 0.9)}" ry="${n(h * 0.18)}" fill="url(#glow)"/>` +
            `<rect x="0" y="${n(h * 0.64)}" width="${w}" height="${n(h * 0.36)}" fill="url(#bench)"/>` +
            `<rect x="0" y="${n(h * 0.64)}" width="${w}" height="${n(h * 0.015)}" fill="#8a6442"/>` +
            tools +
            `<circle cx="${n(mx)}" cy="${n(my)}" r="${n(h * 0.07)}" fill="#c9ccd1" stroke="${C.gold}" stroke-width="3"/>` +
            `<circle cx="${n(mx)}" cy="${n(my)}" r="${n(h * 0.045)}" fill="none" stroke="#7b828b" stroke-width="2" stroke-dasharray="4 3"/>` +
            `<circle cx="${n(mx + h * 0.16)}" cy="${n(my - h * 0.02)}" r="${n(h * 0.045)}" fill="#1c1c1f" stroke="#555" stroke-width="4"/>` +
            `<circle cx="${n(mx + h * 0.16)}" cy="${n(my - h * 0.02)}" r="${n(h * 0.03)}" fill="#6d8fb5" opacity="0.6"/>`,
    };
};

/** A small counter of the dial: the small seconds, or a chronograph's registers. */
function subdial(x: number, y: number, r: number, face: string, ink: string, angle: number): string {
    const [hx, hy] = polar(x, y, r * 0.8, angle);
    return (
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${face}" stroke="${ink}" stroke-opacity="0.5"/>` +
        `<path d="M${n(x)},${n(y)}L${n(hx)},${n(hy)}" stroke="${C.gold}" stroke-width="2"/>`
    );
}

/** A dial close up; a chronograph has three registers and pushers, a diver a turning bezel. */
export const dialOf =
    (kind: 'dress' | 'chronograph' | 'diver' = 'dress'): Scene =>
    (rng, w, h) =>
        drawDial(rng, w, h, kind);

function drawDial(rng: Rng, w: number, h: number, kind: 'dress' | 'chronograph' | 'diver'): Svg {
    const colour = rng.pick(['blue', 'silver', 'black', 'green', 'white', 'sand', 'brown'] as const);
    const p = DIAL_PALETTE[colour] ?? { base: '#c9ccd1', light: '#f1f2f4', dark: '#979ca4', ink: '#25272c' };
    const cx = w * (0.35 + rng.next() * 0.3);
    const cy = h * 0.5;
    const R = h * 0.42;
    let indices = '';
    for (let k = 0; k < 60; k++) {
        const long = k % 5 === 0;
        const [x1, y1] = polar(cx, cy, R * (long ? 0.7 : 0.8), k * 6);
        const [x2, y2] = polar(cx, cy, R * 0.84, k * 6);
        indices += `<path d="M${n(x1)},${n(y1)}L${n(x2)},${n(y2)}" stroke="${long ? C.gold : p.ink}" stroke-width="${long ? n(R * 0.03) : 1.5}"/>`;
    }
    const hand = (angle: number, len: number, width: number) =>
        `<path d="M0,${n(-len)}L${n(width)},0L0,${n(len * 0.15)}L${n(-width)},0Z" fill="${C.goldLight}" stroke="${C.goldDeep}" stroke-width="1" transform="translate(${n(cx)},${n(cy)}) rotate(${angle})"/>`;
    const counterFace = darken(p.base, 0.12);
    const counters =
        kind === 'chronograph'
            ? [0, 120, 240]
                  .map((a) => {
                      const [x, y] = polar(cx, cy, R * 0.42, a + 90);
                      return subdial(x, y, R * 0.16, lighten(p.base, 0.25), p.ink, rng.int(0, 359));
                  })
                  .join('')
            : subdial(cx, cy + R * 0.42, R * 0.16, counterFace, p.ink, rng.int(0, 359));
    let bezel = '';
    if (kind === 'diver') {
        for (let k = 0; k < 60; k += 5) {
            const [x1, y1] = polar(cx, cy, R * 0.97, k * 6);
            const [x2, y2] = polar(cx, cy, R * 1.06, k * 6);
            bezel += `M${n(x1)},${n(y1)}L${n(x2)},${n(y2)}`;
        }
    }
    const pushers =
        kind === 'chronograph'
            ? [-35, 35]
                  .map((a) => {
                      const [x, y] = polar(cx, cy, R * 1.12, 90 + a);
                      return `<rect x="${n(x - R * 0.05)}" y="${n(y - R * 0.06)}" width="${n(R * 0.1)}" height="${n(R * 0.12)}" rx="3" fill="url(#case)" transform="rotate(${a} ${n(x)} ${n(y)})"/>`;
                  })
                  .join('')
            : '';
    return {
        defs:
            radial('bg', [
                [0, '#3b3a3f'],
                [1, '#0e0e10'],
            ]) +
            radial(
                'face',
                [
                    [0, p.light],
                    [0.6, p.base],
                    [1, p.dark],
                ],
                0.4,
                0.35,
                0.8,
            ) +
            linear('case', [
                [0, '#fbfbfc'],
                [0.5, '#a9aeb6'],
                [1, '#4f555d'],
            ]),
        body:
            `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
            pushers +
            `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 1.1)}" fill="url(#case)"/>` +
            (kind === 'diver'
                ? `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 1.02)}" fill="none" stroke="${C.charcoal}" stroke-width="${n(R * 0.11)}"/>` +
                  `<path d="${bezel}" stroke="${C.ivory}" stroke-width="${n(R * 0.02)}"/>`
                : '') +
            `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.95)}" fill="url(#face)"/>` +
            indices +
            counters +
            hand(rng.int(0, 359), R * 0.5, R * 0.045) +
            hand(rng.int(0, 359), R * 0.75, R * 0.035) +
            `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.03)}" fill="${C.gold}"/>` +
            `<rect x="${n(cx + R * 1.08)}" y="${n(cy - R * 0.1)}" width="${n(R * 0.12)}" height="${n(R * 0.2)}" rx="4" fill="url(#case)"/>`,
    };
}

/** A ridge line across the picture: a random walk from left to right. */
function ridge(rng: Rng, w: number, h: number, base: number, height: number, steps: number): string {
    let d = `M0,${h}L0,${n(base)}`;
    let y = base;
    for (let i = 1; i <= steps; i++) {
        y = Math.min(base + height * 0.3, Math.max(base - height, y + (rng.next() - 0.5) * height));
        d += `L${n((w * i) / steps)},${n(y)}`;
    }
    return `${d}L${w},${h}Z`;
}

export const mountains: Scene = (rng, w, h) => {
    const dusk = rng.chance(0.5);
    const layers = [0.5, 0.62, 0.74, 0.86].map((t, i) => ({
        d: ridge(rng, w, h, h * t, h * (0.22 - i * 0.04), 10 + i * 4),
        fill: mix(dusk ? '#6d6a8a' : '#9fb4c9', C.jura, i / 3),
    }));
    return {
        defs: linear(
            'sky',
            [
                [0, dusk ? '#2d3561' : '#b9cde0'],
                [1, dusk ? '#e6a77a' : '#f4efe6'],
            ],
            0,
            0,
            0,
            1,
        ),
        body:
            `<rect width="${w}" height="${h}" fill="url(#sky)"/>` +
            `<circle cx="${n(w * (0.2 + rng.next() * 0.6))}" cy="${n(h * 0.3)}" r="${n(h * 0.06)}" fill="${dusk ? '#f6d3a1' : '#ffffff'}" opacity="0.85"/>` +
            layers
                .map(
                    (l, i) =>
                        `<path d="${l.d}" fill="${l.fill}"${i === 0 ? ' stroke="#ffffff" stroke-width="3" stroke-opacity="0.6"' : ''}/>`,
                )
                .join(''),
    };
};

export const sea: Scene = (rng, w, h) => {
    const horizon = h * (0.45 + rng.next() * 0.1);
    let waves = '';
    for (let i = 0; i < 9; i++) {
        const y = horizon + ((h - horizon) * (i + 1)) / 10;
        const amp = 3 + i * 1.5;
        const len = 60 + i * 20;
        let d = `M0,${n(y)}`;
        for (let x = 0; x <= w; x += len / 2)
            d += `q${n(len / 4)},${n(((x / (len / 2)) % 2 === 0 ? -1 : 1) * amp)} ${n(len / 2)},0`;
        waves += `<path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="${n(0.08 + i * 0.02)}" stroke-width="2"/>`;
    }
    let sails = '';
    for (let k = 0; k < rng.int(1, 3); k++) {
        const x = w * (0.2 + rng.next() * 0.6);
        const s = h * (0.12 + rng.next() * 0.1);
        sails +=
            `<path d="M${n(x)},${n(horizon - s)}L${n(x)},${n(horizon - s * 0.1)}L${n(x + s * 0.55)},${n(horizon - s * 0.1)}Z" fill="${C.ivory}"/>` +
            `<path d="M${n(x - s * 0.05)},${n(horizon - s * 0.85)}L${n(x - s * 0.05)},${n(horizon - s * 0.1)}L${n(x - s * 0.4)},${n(horizon - s * 0.1)}Z" fill="${C.gold}" opacity="0.9"/>` +
            `<path d="M${n(x - s * 0.45)},${n(horizon - s * 0.08)}L${n(x + s * 0.6)},${n(horizon - s * 0.08)}L${n(x + s * 0.45)},${n(horizon)}L${n(x - s * 0.35)},${n(horizon)}Z" fill="${C.charcoal}"/>`;
    }
    return {
        defs:
            linear(
                'sky',
                [
                    [0, '#7fa6c8'],
                    [1, '#e8eef2'],
                ],
                0,
                0,
                0,
                1,
            ) +
            linear(
                'water',
                [
                    [0, '#2c5d8f'],
                    [1, C.navy],
                ],
                0,
                0,
                0,
                1,
            ),
        body:
            `<rect width="${w}" height="${n(horizon)}" fill="url(#sky)"/>` +
            `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="url(#water)"/>` +
            waves +
            sails,
    };
};

/** A brush stroke: a band that swells and thins along a curve, with a dry tail. */
function stroke(rng: Rng, x: number, y: number, dx: number, dy: number, width: number): string {
    const bend = (rng.next() - 0.5) * width * 3;
    const nx = -dy / Math.hypot(dx, dy);
    const ny = dx / Math.hypot(dx, dy);
    const mx = x + dx / 2 + nx * bend;
    const my = y + dy / 2 + ny * bend;
    const a = width * 0.5;
    return (
        `M${n(x + nx * a * 0.4)},${n(y + ny * a * 0.4)}` +
        `Q${n(mx + nx * a)},${n(my + ny * a)} ${n(x + dx)},${n(y + dy)}` +
        `Q${n(mx - nx * a)},${n(my - ny * a)} ${n(x - nx * a * 0.4)},${n(y - ny * a * 0.4)}Z`
    );
}

/** Ink on paper, or gold on red lacquer; `red` undefined lets the name decide. */
export const calligraphyOn =
    (red?: boolean): Scene =>
    (rng, w, h) =>
        brush(rng, w, h, red ?? rng.chance(0.5));

function brush(rng: Rng, w: number, h: number, red: boolean): Svg {
    const paper = red ? C.lacquer : C.paper;
    const ink = red ? C.goldLight : C.ink;
    const cx = w * 0.5;
    const cy = h * 0.5;
    const s = h * 0.32;
    let strokes = '';
    const count = rng.int(5, 8);
    for (let i = 0; i < count; i++) {
        const x = cx + (rng.next() - 0.5) * s * 1.4;
        const y = cy + (rng.next() - 0.5) * s * 1.4;
        const horizontal = rng.chance(0.5);
        const len = s * (0.5 + rng.next() * 0.9);
        const dx = horizontal ? len : (rng.next() - 0.5) * len * 0.5;
        const dy = horizontal ? (rng.next() - 0.5) * len * 0.3 : len;
        strokes += `<path d="${stroke(rng, x - dx / 2, y - dy / 2, dx, dy, s * (0.14 + rng.next() * 0.12))}"/>`;
    }
    const sealX = cx + s * 1.2;
    const sealY = cy + s * 0.7;
    return {
        defs: radial('paper', [
            [0, lighten(paper, 0.12)],
            [1, darken(paper, 0.15)],
        ]),
        body:
            `<rect width="${w}" height="${h}" fill="url(#paper)"/>` +
            `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 1.15)}" fill="none" stroke="${ink}" stroke-opacity="0.15" stroke-width="2"/>` +
            `<g fill="${ink}" fill-opacity="0.92">${strokes}</g>` +
            `<rect x="${n(sealX)}" y="${n(sealY)}" width="${n(s * 0.22)}" height="${n(s * 0.22)}" rx="3" fill="${red ? C.ivory : C.ruby}"/>` +
            `<path d="M${n(sealX + s * 0.05)},${n(sealY + s * 0.06)}h${n(s * 0.12)}M${n(sealX + s * 0.11)},${n(sealY + s * 0.04)}v${n(s * 0.14)}M${n(sealX + s * 0.05)},${n(sealY + s * 0.16)}h${n(s * 0.12)}" stroke="${red ? C.lacquer : C.paper}" stroke-width="3"/>`,
    };
}

export const stars: Scene = (rng, w, h) => {
    let dots = '';
    for (let i = 0; i < 220; i++) {
        const x = rng.next() * w;
        const y = rng.next() * h * 0.85;
        dots += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(0.6 + rng.next() * 1.8)}" fill="#ffffff" opacity="${n(0.3 + rng.next() * 0.7)}"/>`;
    }
    const band = `M0,${n(h * 0.7)}C${n(w * 0.3)},${n(h * 0.2)} ${n(w * 0.7)},${n(h * 0.15)} ${w},${n(h * 0.45)}`;
    const [ax, bx] = [w * 0.25, w * 0.75];
    return {
        defs: linear(
            'night',
            [
                [0, C.night],
                [1, '#2a2350'],
            ],
            0,
            0,
            0,
            1,
        ),
        body:
            `<rect width="${w}" height="${h}" fill="url(#night)"/>` +
            `<path d="${band}" fill="none" stroke="#c8c2ff" stroke-opacity="0.12" stroke-width="${n(h * 0.16)}"/>` +
            dots +
            `<circle cx="${n(ax)}" cy="${n(h * 0.35)}" r="5" fill="${C.goldLight}"/>` +
            `<circle cx="${n(bx)}" cy="${n(h * 0.3)}" r="5" fill="${C.goldLight}"/>` +
            `<path d="M${n(ax)},${n(h * 0.35)}Q${n(w / 2)},${n(h * 0.05)} ${n(bx)},${n(h * 0.3)}" fill="none" stroke="${C.gold}" stroke-width="2" stroke-dasharray="2 10" stroke-linecap="round"/>` +
            `<rect y="${n(h * 0.88)}" width="${w}" height="${n(h * 0.12)}" fill="#05070f"/>`,
    };
};

export const box: Scene = (rng, w, h) => {
    const bw = w * 0.42;
    const bh = h * 0.36;
    const x = (w - bw) / 2 + (rng.next() - 0.5) * w * 0.1;
    const y = h * 0.42;
    let grain = '';
    for (let i = 0; i < 14; i++) {
        const gy = y + (bh * (i + 0.5)) / 14;
        grain += `M${n(x)},${n(gy)}c${n(bw * 0.3)},${n(rng.next() * 6 - 3)} ${n(bw * 0.6)},${n(rng.next() * 6 - 3)} ${n(bw)},0`;
    }
    return {
        defs:
            linear('spruce', [
                [0, '#e7d3ad'],
                [1, '#c4a676'],
            ]) +
            radial('floor', [
                [0, C.ivory],
                [1, '#cfc5b3'],
            ]),
        body:
            `<rect width="${w}" height="${h}" fill="url(#floor)"/>` +
            `<ellipse cx="${n(x + bw / 2)}" cy="${n(y + bh + 10)}" rx="${n(bw * 0.6)}" ry="${n(h * 0.04)}" fill="#2a2117" opacity="0.2"/>` +
            `<rect x="${n(x)}" y="${n(y)}" width="${n(bw)}" height="${n(bh)}" rx="6" fill="url(#spruce)"/>` +
            `<path d="${grain}" fill="none" stroke="#a88a5c" stroke-opacity="0.5" stroke-width="1.5"/>` +
            `<path d="M${n(x - bw * 0.04)},${n(y - bh * 0.28)}L${n(x + bw * 1.04)},${n(y - bh * 0.28)}L${n(x + bw)},${n(y)}L${n(x)},${n(y)}Z" fill="#d9c29a"/>` +
            `<rect x="${n(x + bw * 0.3)}" y="${n(y + bh * 0.2)}" width="${n(bw * 0.4)}" height="${n(bh * 0.5)}" rx="4" fill="#f3ede2"/>` +
            `<circle cx="${n(x + bw / 2)}" cy="${n(y + bh * 0.45)}" r="${n(bh * 0.16)}" fill="none" stroke="${C.gold}" stroke-width="4"/>`,
    };
};

/** Any other name: rings and arcs on a ground of the palette, like a dial seen very close. */
export const abstract: Scene = (rng, w, h) => {
    const g = rng.pick(GROUNDS);
    const cx = w * (0.2 + rng.next() * 0.6);
    const cy = h * (0.3 + rng.next() * 0.4);
    let rings = '';
    for (let i = 0; i < rng.int(4, 8); i++) {
        const r = h * (0.12 + i * 0.11 + rng.next() * 0.04);
        const dash = rng.chance(0.4) ? ` stroke-dasharray="${n(2 + rng.next() * 6)} ${n(4 + rng.next() * 12)}"` : '';
        rings += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${g.accent}" stroke-opacity="${n(0.25 + rng.next() * 0.5)}" stroke-width="${n(1 + rng.next() * 5)}"${dash}/>`;
    }
    let arcs = '';
    for (let i = 0; i < 3; i++) {
        const r = h * (0.3 + rng.next() * 0.5);
        const a0 = rng.int(0, 359);
        const [x1, y1] = polar(cx, cy, r, a0);
        const [x2, y2] = polar(cx, cy, r, a0 + rng.int(40, 140));
        arcs += `<path d="M${n(x1)},${n(y1)}A${n(r)},${n(r)} 0 0 1 ${n(x2)},${n(y2)}" fill="none" stroke="${C.ivory}" stroke-opacity="0.5" stroke-width="${n(h * 0.012)}" stroke-linecap="round"/>`;
    }
    return {
        defs: radial(
            'ground',
            [
                [0, g.light],
                [1, g.dark],
            ],
            cx / w,
            cy / h,
            0.9,
        ),
        body:
            `<rect width="${w}" height="${h}" fill="url(#ground)"/>` +
            rings +
            arcs +
            `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(h * 0.02)}" fill="${g.accent}"/>`,
    };
};
