/**
 * What the service pages tell a shopper before a watch is sent in (issue 33): the price of each
 * operation by the watch's movement and complication, and the FAQ. Pure functions: the server
 * answers with them, the storefront bounds its forms with the same limits.
 */

/** What the service desk does to a watch, in the order the price tables list them. */
export const SERVICE_OPERATIONS = [
    'full-service',
    'partial-service',
    'battery',
    'water-resistance',
    'polishing',
    'strap-fitting',
] as const;
export type ServiceOperation = (typeof SERVICE_OPERATIONS)[number];

export function isServiceOperation(value: unknown): value is ServiceOperation {
    return SERVICE_OPERATIONS.some((operation) => operation === value);
}

/**
 * The catalogue's facets a price is keyed by: a watch's movement (automatic, hand-wound, quartz,
 * chronograph) and, where the catalogue names them, its complications. A price row names the
 * facet values' codes, so the table follows the catalogue's own words.
 */
export const SERVICE_MOVEMENT_FACET_CODE = 'movement';
export const SERVICE_COMPLICATION_FACET_CODE = 'complication';

/** A facet value's code as the catalogue writes it: lower case, digits and hyphens. */
export const SERVICE_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/;
/** ¥200,000: above any operation the desk prices, so a slip of the keyboard is refused. */
export const SERVICE_PRICE_MAX_FEN = 20_000_000;
/** Rows the price table holds at most: every movement × complication × operation, with room. */
export const SERVICE_PRICES_MAX = 500;
/** The model picker's text: a sku or a few words of a watch's name. */
export const SERVICE_MODEL_QUERY_MAX_LENGTH = 60;
/** Watches offered when the picker's text names more than one. */
export const SERVICE_MODEL_CANDIDATES_MAX = 8;

/** One row of the price table: an operation's price for a movement, or for a complication of it. */
export interface ServicePriceRow {
    movement: string;
    /** Null for the movement's own price; a complication's code for a watch that has it. */
    complication: string | null;
    operation: ServiceOperation;
    priceFen: number;
}

/** What a watch model's price depends on, read from its facet values. */
export interface ServiceModelFacets {
    movement: string | null;
    complications: readonly string[];
}

/** The price of one operation for one watch, with the complication that set it, if any. */
export interface ServicePriceLine {
    operation: ServiceOperation;
    priceFen: number;
    complication: string | null;
}

/** The field of a price row staff gave wrongly, or null when it is sound. */
export function servicePriceProblem(row: {
    movement: string;
    complication?: string | null;
    operation: string;
    priceFen: number;
}): 'movement' | 'complication' | 'operation' | 'priceFen' | null {
    if (!SERVICE_CODE_PATTERN.test(row.movement)) return 'movement';
    if (row.complication != null && row.complication !== '' && !SERVICE_CODE_PATTERN.test(row.complication)) {
        return 'complication';
    }
    if (!isServiceOperation(row.operation)) return 'operation';
    if (!Number.isSafeInteger(row.priceFen) || row.priceFen < 0 || row.priceFen > SERVICE_PRICE_MAX_FEN) {
        return 'priceFen';
    }
    return null;
}

/**
 * The prices that apply to a watch, one line per operation the table prices for its movement.
 * A complication the watch has prices the work on it in place of the movement's own price: it
 * is the complication that takes the watchmaker's hours. Of several, the dearest applies, as
 * the desk quotes for the most demanding work a watch needs.
 */
export function pricesForModel(rows: readonly ServicePriceRow[], model: ServiceModelFacets): ServicePriceLine[] {
    if (!model.movement) return [];
    const lines: ServicePriceLine[] = [];
    for (const operation of SERVICE_OPERATIONS) {
        const mine = rows.filter((row) => row.movement === model.movement && row.operation === operation);
        const byComplication = mine
            .filter((row) => row.complication !== null && model.complications.includes(row.complication))
            .sort((a, b) => b.priceFen - a.priceFen)[0];
        const own = mine.find((row) => row.complication === null);
        const chosen = byComplication ?? own;
        if (chosen) lines.push({ operation, priceFen: chosen.priceFen, complication: chosen.complication });
    }
    return lines;
}

/** The table sorted as the whole-table page shows it: movement, then complication, then operation. */
export function sortServicePrices<T extends ServicePriceRow>(
    rows: readonly T[],
    movementOrder: readonly string[],
): T[] {
    const rank = (movement: string) => {
        const i = movementOrder.indexOf(movement);
        return i < 0 ? movementOrder.length : i;
    };
    return [...rows].sort(
        (a, b) =>
            rank(a.movement) - rank(b.movement) ||
            a.movement.localeCompare(b.movement) ||
            (a.complication ?? '').localeCompare(b.complication ?? '') ||
            SERVICE_OPERATIONS.indexOf(a.operation) - SERVICE_OPERATIONS.indexOf(b.operation),
    );
}

/** The picker's text trimmed and bounded, or null when nothing is left to look for. */
export function normaliseModelQuery(text: string | null | undefined): string | null {
    const q = (text ?? '').trim().replace(/\s+/g, ' ').slice(0, SERVICE_MODEL_QUERY_MAX_LENGTH);
    return q === '' ? null : q;
}

/** The FAQ's topics, in the order the page shows them. */
export const FAQ_TOPICS = ['ordering', 'shipping', 'service', 'warranty', 'straps', 'care'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

export function isFaqTopic(value: unknown): value is FaqTopic {
    return FAQ_TOPICS.some((topic) => topic === value);
}

export const FAQ_QUESTION_MAX_LENGTH = 300;
export const FAQ_ANSWER_MAX_LENGTH = 4000;
/** The FAQ's search box: a few words are enough to find a question. */
export const FAQ_QUERY_MAX_LENGTH = 60;
/** Entries the FAQ holds at most, so the page and its search stay one bounded read. */
export const FAQ_ENTRIES_MAX = 300;

/** The field of an FAQ entry staff gave wrongly in one language, or null when it is sound. */
export function faqEntryProblem(entry: {
    topic: string;
    question: string;
    answer: string;
}): 'topic' | 'question' | 'answer' | null {
    if (!isFaqTopic(entry.topic)) return 'topic';
    const question = entry.question.trim();
    if (question === '' || question.length > FAQ_QUESTION_MAX_LENGTH) return 'question';
    const answer = entry.answer.trim();
    if (answer === '' || answer.length > FAQ_ANSWER_MAX_LENGTH) return 'answer';
    return null;
}

/**
 * The words of a search: split on spaces, lower-cased. Chinese is written without spaces, so
 * a Chinese query is one word matched as a substring, which finds two-character words too.
 */
export function faqSearchWords(query: string | null | undefined): string[] {
    return (query ?? '')
        .slice(0, FAQ_QUERY_MAX_LENGTH)
        .toLowerCase()
        .split(/[\s,，。？?!！、]+/)
        .filter((word) => word !== '');
}

/** Whether an entry answers a search: every word is in its question or its answer. */
export function faqMatches(entry: { question: string; answer: string }, words: readonly string[]): boolean {
    if (words.length === 0) return true;
    const text = `${entry.question}\n${entry.answer}`.toLowerCase();
    return words.every((word) => text.includes(word));
}

/**
 * The fixed service pages whose prose staff write in the CMS, as a page entry at the same path;
 * the storefront shows the data (prices, FAQ, the question form) beside it.
 */
export const SERVICE_PROSE_PATHS = [
    '/service',
    '/service/our-services',
    '/service/watch-care',
    '/service/my-watch-needs-a-service',
    '/service/service-prices',
    '/service/all-prices',
    '/service/faq',
    '/service/contact',
    '/service/faq-contact',
    '/service/international-warranty',
] as const;

export function isServiceProsePath(path: string): boolean {
    return (SERVICE_PROSE_PATHS as readonly string[]).includes(path);
}
