/**
 * A watch movement seen from the back: a plate with Côtes de Genève, wheels, jewels, blued
 * screws and the balance. The demo film's frames are this drawing with the balance swinging,
 * so its poster and the movement pictures are the same drawing at rest.
 */
import type { Rng } from '@maison/shared';

import { n, polar, radial, linear, type Svg } from '../svg';
import { BRAND_COLOURS } from './content-palette';

/** A toothed wheel as a dashed ring (the teeth) round a disc with spokes. */
function wheel(cx: number, cy: number, r: number, turn: number, colour: string): string {
    const teeth = Math.max(12, Math.round(r / 2.2));
    const dash = (2 * Math.PI * (r - 2)) / teeth / 2;
    let spokes = '';
    for (let k = 0; k < 4; k++) {
        const [x, y] = polar(cx, cy, r * 0.8, turn + k * 90);
        spokes += `M${n(cx)},${n(cy)}L${n(x)},${n(y)}`;
    }
    return (
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r - 2)}" fill="none" stroke="${colour}" stroke-width="5" stroke-dasharray="${n(dash)} ${n(dash)}" transform="rotate(${n(turn)} ${n(cx)} ${n(cy)})"/>` +
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.86)}" fill="none" stroke="${colour}" stroke-width="${n(r * 0.1)}"/>` +
        `<path d="${spokes}" stroke="${colour}" stroke-width="${n(Math.max(2, r * 0.12))}"/>` +
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(Math.max(3, r * 0.12))}" fill="${BRAND_COLOURS.ruby}"/>`
    );
}

function screw(cx: number, cy: number, r: number, angle: number): string {
    const [x1, y1] = polar(cx, cy, r * 0.8, angle);
    const [x2, y2] = polar(cx, cy, r * 0.8, angle + 180);
    return (
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#blued)"/>` +
        `<path d="M${n(x1)},${n(y1)}L${n(x2)},${n(y2)}" stroke="#0b1630" stroke-width="${n(r * 0.25)}"/>`
    );
}

/**
 * The balance: a rim on three arms with timing screws, and the hairspring under it, which
 * winds tighter as the balance turns one way and opens as it turns back.
 */
export function balance(cx: number, cy: number, r: number, swing: number): string {
    let spring = `M${n(cx)},${n(cy)}`;
    const coils = 9;
    const breathe = 1 + swing / 900;
    for (let a = 0; a <= coils * 360; a += 12) {
        const rr = (r * 0.72 * a) / (coils * 360);
        const [x, y] = polar(cx, cy, rr, a * breathe + swing * 0.3);
        spring += `L${n(x)},${n(y)}`;
    }
    let arms = '';
    let studs = '';
    for (let k = 0; k < 3; k++) {
        const [x, y] = polar(cx, cy, r * 0.92, swing + k * 120);
        arms += `M${n(cx)},${n(cy)}L${n(x)},${n(y)}`;
    }
    for (let k = 0; k < 12; k++) {
        const [x, y] = polar(cx, cy, r * 1.02, swing + k * 30 + 15);
        studs += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.045)}" fill="${BRAND_COLOURS.gold}"/>`;
    }
    return (
        `<path d="${spring}" fill="none" stroke="#c7ccd4" stroke-width="${n(r * 0.012 + 0.6)}" opacity="0.9"/>` +
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.94)}" fill="none" stroke="url(#rim)" stroke-width="${n(r * 0.1)}"/>` +
        `<path d="${arms}" stroke="url(#rim)" stroke-width="${n(r * 0.07)}" stroke-linecap="round"/>` +
        studs +
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.08)}" fill="${BRAND_COLOURS.ruby}" stroke="${BRAND_COLOURS.gold}" stroke-width="2"/>`
    );
}

/** Diagonal stripes of the plate, clipped to its outline: Côtes de Genève. */
function cotes(id: string, w: number, h: number, band: number): string {
    let stripes = '';
    for (let x = -h; x < w + h; x += band * 2) {
        stripes += `<path d="M${n(x)},0L${n(x + band)},0L${n(x + band + h * 0.6)},${h}L${n(x + h * 0.6)},${h}Z"/>`;
    }
    return `<g clip-path="url(#${id})" fill="#ffffff" fill-opacity="0.07">${stripes}</g>`;
}

export interface MovementOptions {
    /** Degrees the balance stands from rest. */
    swing: number;
    /** Degrees the train has turned, for film frames. */
    train: number;
}

/** The movement filling a w×h picture; `rng` places the wheels, so each picture differs. */
export function drawMovement(rng: Rng, w: number, h: number, opts: MovementOptions): Svg {
    const cx = w * 0.5;
    const cy = h * 0.52;
    const R = Math.min(w, h) * 0.46;
    const plate = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}"/>`;
    const defs =
        radial('bg', [
            [0, '#2a2c31'],
            [1, '#08090b'],
        ]) +
        radial('plate', [
            [0, '#d9dce1'],
            [0.7, '#a9aeb6'],
            [1, '#6f747c'],
        ]) +
        linear('rim', [
            [0, BRAND_COLOURS.goldLight],
            [1, BRAND_COLOURS.goldDeep],
        ]) +
        radial('blued', [
            [0, '#5c7fd1'],
            [1, '#13245a'],
        ]) +
        `<clipPath id="plateClip">${plate}</clipPath>`;
    const wheels: string[] = [];
    const places = [
        { a: 200, d: 0.45, r: 0.2 },
        { a: 250, d: 0.62, r: 0.13 },
        { a: 300, d: 0.52, r: 0.1 },
        { a: 140, d: 0.55, r: 0.16 },
    ];
    for (const [i, p] of places.entries()) {
        const [x, y] = polar(cx, cy, R * (p.d + rng.next() * 0.06), p.a + rng.int(-10, 10));
        const turn = (i % 2 === 0 ? 1 : -1) * opts.train * (1 + i * 0.7);
        wheels.push(wheel(x, y, R * p.r, turn + rng.int(0, 30), i === 0 ? BRAND_COLOURS.goldDeep : '#8b7a52'));
    }
    const screws: string[] = [];
    for (let k = 0; k < 5; k++) {
        const [x, y] = polar(cx, cy, R * 0.88, 30 + k * 72 + rng.int(-8, 8));
        screws.push(screw(x, y, R * 0.035, rng.int(0, 180)));
    }
    const [bx, by] = polar(cx, cy, R * 0.38, 60);
    const body =
        `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="url(#plate)"/>` +
        cotes('plateClip', w, h, R * 0.07) +
        wheels.join('') +
        `<path d="M${n(cx - R * 0.9)},${n(cy - R * 0.1)}Q${n(cx)},${n(cy - R * 0.5)} ${n(cx + R * 0.2)},${n(cy - R * 0.9)}" fill="none" stroke="#c3c7cd" stroke-width="${n(R * 0.09)}" opacity="0.9"/>` +
        balance(bx, by, R * 0.3, opts.swing) +
        screws.join('') +
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="none" stroke="#3b3e44" stroke-width="${n(R * 0.02)}"/>`;
    return { defs, body };
}
