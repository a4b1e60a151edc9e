/**
 * A collection banner, 1600x700: a dark atmospheric gradient in the collection's tone, the
 * title on the left and a watch emerging from the shadow on the right.
 */
import type { ImageSpec } from './catalogue.types';
import { darken, dialPalette, lighten, mix } from './palette';
import { SERIF, linear, n, polar, radial, svgDocument } from './svg';

export type BannerSpec = Extract<ImageSpec, { kind: 'banner' }>;

export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 700;
const CHAMPAGNE = '#d9c49b';

function silhouette(cx: number, cy: number, R: number): string {
    let indices = '';
    for (let h = 0; h < 12; h++) {
        const [x1, y1] = polar(cx, cy, R * 0.62, h * 30);
        const [x2, y2] = polar(cx, cy, R * 0.74, h * 30);
        indices += `M${n(x1)},${n(y1)}L${n(x2)},${n(y2)}`;
    }
    const handAt = (angle: number, length: number, width: number): string =>
        `<path d="M0,${n(-length)}L${n(width)},0L0,${n(length * 0.12)}L${n(-width)},0Z" fill="url(#hand)" transform="translate(${n(cx)},${n(cy)}) rotate(${angle})"/>`;
    return (
        `<rect x="${n(cx - R * 0.5)}" y="-20" width="${n(R)}" height="${n(cy - R * 0.6 + 20)}" fill="url(#strap)"/>` +
        `<rect x="${n(cx - R * 0.5)}" y="${n(cy + R * 0.6)}" width="${n(R)}" height="${n(BANNER_HEIGHT - cy)}" fill="url(#strap)"/>` +
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="url(#case)"/>` +
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.84)}" fill="url(#face)" stroke="${CHAMPAGNE}" stroke-opacity="0.5" stroke-width="2"/>` +
        `<path d="${indices}" stroke="${CHAMPAGNE}" stroke-width="${n(R * 0.03)}" stroke-linecap="round" opacity="0.9"/>` +
        `<text x="${n(cx)}" y="${n(cy - R * 0.3)}" font-family="${SERIF}" font-size="${n(R * 0.085)}" letter-spacing="${n(R * 0.02)}" fill="${CHAMPAGNE}" fill-opacity="0.85" text-anchor="middle">MORVAUX</text>` +
        handAt(305, R * 0.44, R * 0.04) +
        handAt(60, R * 0.68, R * 0.03) +
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.03)}" fill="${CHAMPAGNE}"/>` +
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="url(#veil)"/>` +
        `<rect x="${n(cx + R * 0.97)}" y="${n(cy - R * 0.09)}" width="${n(R * 0.1)}" height="${n(R * 0.18)}" rx="6" fill="url(#case)"/>`
    );
}

export function drawBanner(spec: BannerSpec): string {
    const tone = dialPalette(spec.tone).base;
    const deep = mix(tone, '#0b0907', 0.8);
    const mid = mix(tone, '#08080a', 0.45);
    const cx = 1190;
    const cy = 350;
    const R = 250;
    // No text: the storefront lays the collection's name over the picture in the shopper's language.
    const defs =
        linear(
            'sky',
            [
                [0, deep],
                [0.55, mid],
                [1, deep],
            ],
            0,
            0,
            1,
            0.4,
        ) +
        radial(
            'glow',
            [
                [0, lighten(tone, 0.25), 0.55],
                [0.5, tone, 0.18],
                [1, tone, 0],
            ],
            0.74,
            0.45,
            0.45,
        ) +
        radial(
            'face',
            [
                [0, lighten(mid, 0.12)],
                [1, darken(tone, 0.8)],
            ],
            0.4,
            0.35,
            0.75,
        ) +
        linear(
            'case',
            [
                [0, '#f3e6cc'],
                [0.35, '#a88f63'],
                [0.6, '#3b3326'],
                [1, '#c6ad80'],
            ],
            0,
            0,
            1,
            1,
        ) +
        linear(
            'hand',
            [
                [0, '#fff6e0'],
                [1, '#a88f63'],
            ],
            0,
            0,
            1,
            1,
        ) +
        linear(
            'strap',
            [
                [0, '#000', 0.85],
                [0.5, darken(tone, 0.6), 0.9],
                [1, '#000', 0.85],
            ],
            0,
            0,
            1,
            0,
        ) +
        radial(
            'veil',
            [
                [0, '#000', 0],
                [0.75, '#000', 0.05],
                [1, '#000', 0.45],
            ],
            0.3,
            0.3,
            0.8,
        ) +
        linear(
            'fade',
            [
                [0, '#000', 0.55],
                [0.45, '#000', 0.1],
                [1, '#000', 0],
            ],
            0,
            0,
            1,
            0,
        ) +
        `<filter id="blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="30"/></filter>`;
    const rays = `<g opacity="0.06" fill="#fff"><polygon points="900,-50 1080,-50 760,750 620,750"/><polygon points="1150,-50 1230,-50 990,750 920,750"/><polygon points="1400,-50 1520,-50 1300,750 1200,750"/></g>`;
    const body =
        `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#sky)"/>` +
        `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#glow)"/>` +
        rays +
        `<g filter="url(#blur)" opacity="0.6"><circle cx="${cx + 30}" cy="${cy + 50}" r="${R}" fill="#000"/></g>` +
        silhouette(cx, cy, R) +
        `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#fade)"/>`;
    return svgDocument(BANNER_WIDTH, BANNER_HEIGHT, defs, body);
}
