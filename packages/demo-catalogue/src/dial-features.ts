/**
 * What a dial shows and in which metal, read from the model label printed on it, shared by
 * the dial, its complications and the bezel.
 */
import { dialPalette, luminance, metalPalette, type MetalPalette } from './palette';
import { n } from './svg';

export interface DialInput {
    cx: number;
    cy: number;
    /** Dial radius in px. */
    r: number;
    dial: string;
    caseMaterial: string;
    chronograph: boolean;
    label: string;
}

export interface DialFeatures {
    diver: boolean;
    gmt: boolean;
    tachymeter: boolean;
    panda: boolean;
    diamonds: boolean;
    smallSeconds: boolean;
    tourbillon: boolean;
    perpetual: boolean;
    date: boolean;
    sporty: boolean;
    /** Angles of sub-dials, degrees from 12 o'clock. */
    subdials: number[];
}

export function dialFeatures(label: string, chronograph: boolean): DialFeatures {
    const has = (re: RegExp): boolean => re.test(label);
    const smallSeconds = has(/PETITE SECONDE/);
    const tourbillon = has(/TOURBILLON/);
    const perpetual = has(/QUANTI/);
    const diver = has(/PLONG/);
    const gmt = has(/GMT/);
    let subdials: number[] = [];
    if (chronograph) subdials = has(/PILOT/) ? [90, 180, 270] : [90, 270];
    else if (perpetual) subdials = [90, 270];
    else if (smallSeconds) subdials = [180];
    return {
        diver,
        gmt,
        tachymeter: has(/TACHY/),
        panda: has(/RALLYE/),
        diamonds: has(/DIAMANT/),
        smallSeconds,
        tourbillon,
        perpetual,
        date: !chronograph && !smallSeconds && !tourbillon && !perpetual && (has(/DATE/) || gmt || diver),
        sporty: chronograph || diver || gmt,
        subdials,
    };
}

/** Rhodium-black trim: polished steel would vanish on a pale dial. */
const DARK_TRIM: MetalPalette = { hi: '#6a7078', mid: '#2d3137', lo: '#111317', edge: '#000000' };

/** Hands and indices follow the case metal, as on real watches; ceramic takes steel. */
export function trimMetal(caseMaterial: string, dial: string): MetalPalette {
    const gold = caseMaterial === 'rose-gold' || caseMaterial === 'yellow-gold' || caseMaterial === 'bronze';
    if (!gold && luminance(dialPalette(dial).base) > 0.6) return DARK_TRIM;
    return metalPalette(caseMaterial === 'ceramic' ? 'stainless-steel' : caseMaterial);
}

export const ACCENT = '#c7302b';

/**
 * Relief shadows of applied parts as a few offset silhouettes, cheaper than a blur filter;
 * `depth` is how far the part stands off the dial.
 */
export function shadowCopies(silhouette: string, depth: number, opacity: number): string {
    return [1, 2, 3]
        .map(
            (k) =>
                `<g transform="translate(${n(depth * k * 0.8)},${n(depth * k * 1.4)})" opacity="${n(opacity / (k + 0.5))}">${silhouette}</g>`,
        )
        .join('');
}
export const LUME = '#efe9d2';
