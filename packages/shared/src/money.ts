/**
 * Money helpers. Amounts are integer fen everywhere; they become text only here.
 */

const FEN_PER_YUAN = 100;

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string): Intl.NumberFormat {
    const key = `${locale}|${currency}`;
    let f = formatters.get(key);
    if (!f) {
        // Spec §9: prices are shown without decimals.
        f = new Intl.NumberFormat(intlLocale(locale), {
            style: 'currency',
            currency,
            currencyDisplay: 'narrowSymbol',
            minimumFractionDigits: 0,
            maximumFractionDigits: 0,
        });
        formatters.set(key, f);
    }
    return f;
}

function intlLocale(locale: string): string {
    // The shop shows CNY the same way in every language: ¥12,300 (not 12.300 ¥ in German).
    return locale === 'zh' ? 'zh-CN' : 'en-US';
}

/**
 * Integer fen rounded to the whole yuan that formatMoney shows, so that amounts shown side by
 * side can be made to add up as shown (and a few fen off never reads "-¥0").
 */
export function shownFen(fen: number): number {
    if (!Number.isInteger(fen)) throw new RangeError(`money must be integer fen, got ${fen}`);
    return Math.round(fen / FEN_PER_YUAN) * FEN_PER_YUAN || 0;
}

/** Formats integer fen as display money without decimals, e.g. 1230000 → "¥12,300". */
export function formatMoney(fen: number, currency = 'CNY', locale = 'zh'): string {
    return formatter(locale, currency).format(shownFen(fen) / FEN_PER_YUAN);
}

/**
 * Integer fen as decimal yuan, for the clients that speak yuan (the REST face's Magento-shaped
 * carts): 1230050 → 12300.5.
 */
export function fenToYuan(fen: number): number {
    if (!Number.isInteger(fen)) throw new RangeError(`money must be integer fen, got ${fen}`);
    return fen / FEN_PER_YUAN;
}

/** Yuan as typed by a shopper (price filter, spec §5) to integer fen. */
export function yuanToFen(yuan: number): number {
    return Math.round(yuan * FEN_PER_YUAN);
}

/**
 * Parses the listing's `price` query parameter ("min,max" in yuan). Spec §5: applied only
 * when both bounds are present; the result is in fen.
 */
export function parsePriceRange(value: string | null | undefined): { min: number; max: number } | undefined {
    if (!value) return undefined;
    const parts = value.split(',').map((p) => p.trim());
    if (parts.length !== 2 || parts.some((p) => p === '')) return undefined;
    const [min, max] = parts.map(Number);
    if (!Number.isFinite(min) || !Number.isFinite(max) || min < 0 || max < min) return undefined;
    return { min: yuanToFen(min), max: yuanToFen(max) };
}
