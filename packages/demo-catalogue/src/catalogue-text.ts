/** Small text helpers shared by the product builders. */
import type { Localised } from './catalogue.types';

/** Lower-case, ASCII, hyphenated: `Étoile Céleste 36 mm, Steel` → `etoile-celeste-36-mm-steel`. */
export function slugify(text: string): string {
    return text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '');
}

/** English indefinite article for the word that follows. */
export function article(word: string): string {
    return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** Joins sentences per language; Chinese sentences carry their own full-width stops. */
export function sentences(...parts: Localised[]): Localised {
    return {
        zh: parts.map((p) => p.zh).join(''),
        en: parts.map((p) => p.en).join(' '),
        de: parts.map((p) => p.de).join(' '),
    };
}

/** Rounds yuan to the nearest ¥100 inside the range, then converts to fen. */
export function priceInFen(yuan: number, minYuan: number, maxYuan: number): number {
    const rounded = Math.round(yuan / 100) * 100;
    return Math.min(maxYuan, Math.max(minYuan, rounded)) * 100;
}
