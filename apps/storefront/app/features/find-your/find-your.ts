import { type FacetSelection, LISTING_CODE, MAX_PRICE_YUAN, type PriceRange } from '@maison/shared';

/**
 * `/find-your-{brand}`: four questions (for whom, style, budget, size) whose answers become a
 * listing query over the live catalogue, and `/find-your-{brand}/gifting`, the same catalogue by
 * budget. Pure: the loader reads the answers from the URL with these, the page shows them.
 */

export const RECIPIENTS = ['self', 'him', 'her'] as const;
export type Recipient = (typeof RECIPIENTS)[number];

export const SIZES = ['small', 'medium', 'large'] as const;
export type Size = (typeof SIZES)[number];

const yuan = (n: number) => n * 100;

/** Budgets of a watch, in fen: the brand's watches start near ¥12,000 and end near ¥360,000. */
export const BUDGETS = [
    { id: 'under-30k', min: 0, max: yuan(30_000) },
    { id: '30k-60k', min: yuan(30_000), max: yuan(60_000) },
    { id: '60k-100k', min: yuan(60_000), max: yuan(100_000) },
    { id: 'over-100k', min: yuan(100_000), max: yuan(MAX_PRICE_YUAN) },
] as const satisfies ReadonlyArray<{ id: string } & PriceRange>;
export type BudgetId = (typeof BUDGETS)[number]['id'];

/** The gift guide's budgets: a strap or buckle first, then watches. */
export const GIFT_BUDGETS = [
    { id: 'under-5k', min: 0, max: yuan(5_000), kind: 'strap' },
    { id: '5k-50k', min: yuan(5_000), max: yuan(50_000), kind: 'watch' },
    { id: '50k-100k', min: yuan(50_000), max: yuan(100_000), kind: 'watch' },
    { id: 'over-100k', min: yuan(100_000), max: yuan(MAX_PRICE_YUAN), kind: 'watch' },
] as const satisfies ReadonlyArray<{ id: string; kind: 'watch' | 'strap' } & PriceRange>;

/** The facets the questions narrow: codes of the catalogue's own facets. */
const GENDER_FACET = 'gender';
const STYLE_FACET = 'collection';
const SIZE_FACET = 'case-diameter';

/** Case diameters, in millimetres, that count as each size. */
const SIZE_BOUNDS: Record<Size, { from: number; to: number }> = {
    small: { from: 0, to: 37 },
    medium: { from: 38, to: 40 },
    large: { from: 41, to: 99 },
};

export interface Answers {
    recipient?: Recipient;
    style?: string;
    budget?: BudgetId;
    size?: Size;
}

/** The questions in the order they are asked, which is also the URL's parameter names. */
export const QUESTIONS = ['recipient', 'style', 'budget', 'size'] as const satisfies ReadonlyArray<keyof Answers>;
export type Question = (typeof QUESTIONS)[number];

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
    return values.find((v) => v === value);
}

/** The answers a URL carries; anything unknown is no answer. */
export function readAnswers(params: URLSearchParams): Answers {
    const style = params.get('style');
    return {
        recipient: oneOf(RECIPIENTS, params.get('recipient')),
        style: style && LISTING_CODE.test(style) ? style : undefined,
        budget: oneOf(
            BUDGETS.map((b) => b.id),
            params.get('budget'),
        ),
        size: oneOf(SIZES, params.get('size')),
    };
}

export function hasAnswers(answers: Answers): boolean {
    return QUESTIONS.some((q) => answers[q] !== undefined);
}

/** The case-diameter values (`40mm`) of a size, among those the catalogue has. */
export function diameterCodes(size: Size, available: readonly string[]): string[] {
    const { from, to } = SIZE_BOUNDS[size];
    return available.filter((code) => {
        const mm = Number.parseInt(code, 10);
        return Number.isFinite(mm) && mm >= from && mm <= to;
    });
}

export interface WatchSearch {
    filter: FacetSelection;
    price: PriceRange | undefined;
}

/** The listing filter the answers ask for; `diameters` are the catalogue's case-diameter codes. */
export function searchFor(answers: Answers, diameters: readonly string[]): WatchSearch {
    const filter: FacetSelection = {};
    if (answers.recipient === 'him') filter[GENDER_FACET] = ['men', 'unisex'];
    if (answers.recipient === 'her') filter[GENDER_FACET] = ['unisex', 'women'];
    if (answers.style) filter[STYLE_FACET] = [answers.style];
    if (answers.size) filter[SIZE_FACET] = diameterCodes(answers.size, diameters);
    const budget = BUDGETS.find((b) => b.id === answers.budget);
    return { filter, price: budget ? { min: budget.min, max: budget.max } : undefined };
}

/**
 * When nothing matches every answer, the answers are let go one by one in this order (the
 * budget last: a shopper keeps to it), until something matches.
 */
export const RELAX_ORDER: readonly Question[] = ['size', 'style', 'recipient', 'budget'];

/** The answers without the first `n` of RELAX_ORDER, and the questions let go. */
export function relaxed(answers: Answers, n: number): { answers: Answers; dropped: Question[] } {
    const dropped = RELAX_ORDER.slice(0, n).filter((q) => answers[q] !== undefined);
    const kept = { ...answers };
    for (const q of dropped) delete kept[q];
    return { answers: kept, dropped };
}

/** The URL of a set of answers (the form's GET, and the links that change one answer). */
export function answersHref(pathname: string, answers: Answers): string {
    const params = new URLSearchParams();
    for (const q of QUESTIONS) {
        const value = answers[q];
        if (value) params.set(q, value);
    }
    const qs = params.toString();
    return qs ? `${pathname}?${qs}` : pathname;
}
