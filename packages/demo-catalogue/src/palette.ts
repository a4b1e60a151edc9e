/**
 * Colours of the pictures. Codes are the catalogue's colour and material codes; unknown codes
 * fall back to a neutral so a new code never breaks rendering.
 */

export interface DialPalette {
    base: string;
    light: string;
    dark: string;
    /** Printing and minute track: must read on the dial. */
    ink: string;
}

export interface MetalPalette {
    hi: string;
    mid: string;
    lo: string;
    edge: string;
}

export const DIAL_PALETTE: Record<string, DialPalette> = {
    blue: { base: '#1d3f7a', light: '#4a76bd', dark: '#0b1b38', ink: '#e8edf5' },
    silver: { base: '#c9ccd1', light: '#f1f2f4', dark: '#979ca4', ink: '#25272c' },
    yellow: { base: '#d9b23c', light: '#f4d978', dark: '#94700f', ink: '#1d1a14' },
    black: { base: '#18191d', light: '#45474e', dark: '#040405', ink: '#eceae4' },
    green: { base: '#1e5a44', light: '#44906f', dark: '#0a281d', ink: '#e9efe9' },
    white: { base: '#f2efe8', light: '#ffffff', dark: '#d3cdc1', ink: '#24262b' },
    red: { base: '#8b1f2c', light: '#c9495a', dark: '#440b13', ink: '#f6ece6' },
    orange: { base: '#d9682b', light: '#f6a065', dark: '#8a360d', ink: '#fff7ef' },
    sand: { base: '#d3bc94', light: '#efe2c7', dark: '#a48a5f', ink: '#33291b' },
    brown: { base: '#5f3c26', light: '#946544', dark: '#2b180d', ink: '#f1e6d6' },
    metal: { base: '#7c8188', light: '#b9bec4', dark: '#3f4349', ink: '#f1f2f3' },
};

export const METAL_PALETTE: Record<string, MetalPalette> = {
    'stainless-steel': { hi: '#fbfbfc', mid: '#c4c8ce', lo: '#7b828b', edge: '#4f555d' },
    titanium: { hi: '#dfe1e2', mid: '#9ea2a7', lo: '#63676d', edge: '#3f4246' },
    'rose-gold': { hi: '#fde3d4', mid: '#dea68c', lo: '#a4664d', edge: '#6f4231' },
    'yellow-gold': { hi: '#fff1c4', mid: '#e2bd66', lo: '#a67c29', edge: '#6d5017' },
    ceramic: { hi: '#6e7077', mid: '#2b2c31', lo: '#0c0c0e', edge: '#000000' },
    bronze: { hi: '#f3c592', mid: '#b9834b', lo: '#784f27', edge: '#4f3318' },
};

/** Strap leathers, rubbers and fabrics by colour code; deeper than dial colours, as hides are. */
export const STRAP_PALETTE: Record<string, string> = {
    blue: '#1f2f52',
    silver: '#a7abb1',
    yellow: '#c79a2e',
    black: '#1c1b1b',
    green: '#2f4b37',
    white: '#ebe5d8',
    red: '#6e1d27',
    orange: '#bd5a26',
    sand: '#b7936b',
    brown: '#6a3f25',
    metal: '#9a9ea5',
};

export interface Backdrop {
    centre: string;
    mid: string;
    edge: string;
}

export const IVORY: Backdrop = { centre: '#fcfaf6', mid: '#efe9df', edge: '#d9d0c2' };
export const CHARCOAL: Backdrop = { centre: '#46454a', mid: '#222225', edge: '#0d0d0f' };

export function dialPalette(code: string): DialPalette {
    return DIAL_PALETTE[code] ?? (DIAL_PALETTE.silver as DialPalette);
}

export function metalPalette(code: string): MetalPalette {
    return METAL_PALETTE[code] ?? (METAL_PALETTE['stainless-steel'] as MetalPalette);
}

export function strapColour(code: string): string {
    return STRAP_PALETTE[code] ?? (STRAP_PALETTE.black as string);
}

function parse(hex: string): [number, number, number] {
    const n = parseInt(hex.slice(1), 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function format(rgb: [number, number, number]): string {
    return `#${rgb
        .map((c) =>
            Math.round(Math.min(255, Math.max(0, c)))
                .toString(16)
                .padStart(2, '0'),
        )
        .join('')}`;
}

/** Linear mix of two hex colours, `t` = 0 gives `a`. */
export function mix(a: string, b: string, t: number): string {
    const [ar, ag, ab] = parse(a);
    const [br, bg, bb] = parse(b);
    return format([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

export const lighten = (hex: string, t: number): string => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number): string => mix(hex, '#000000', t);

/** Perceived brightness 0..1, to choose ink and thread colours that read on a surface. */
export function luminance(hex: string): number {
    const [r, g, b] = parse(hex);
    return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}
