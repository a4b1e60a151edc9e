/**
 * Service centres, user manuals and the international warranty (issue 33): what the Shop API,
 * the dashboard and the storefront agree on. Pure functions and constants only.
 */

/** The country whose centres the service pages list first: the shop's own market. */
export const HOME_SERVICE_COUNTRY = 'CN';

/** A centre of the brand's own, or a service point the brand has authorised. */
export const SERVICE_CENTRE_KINDS = ['brand', 'authorised'] as const;
export type ServiceCentreKind = (typeof SERVICE_CENTRE_KINDS)[number];

/** At most this many centres or manuals in one answer; the shop has tens. */
export const MAX_SERVICE_CENTRES_LISTED = 500;
export const MAX_USER_MANUALS_LISTED = 500;

/** The store service a boutique offers when it takes in watches for service (issue 33). */
export const SERVICE_RECEPTION_STORE_SERVICE = 'watch-service-reception';

/**
 * The ISO 3166-1 alpha-2 code a visitor's path names, in the one form the shop keeps (upper
 * case), or null when the text cannot be one. Whether the shop has centres there is the
 * server's question.
 */
export function serviceCountryCode(text: string | null | undefined): string | null {
    if (typeof text !== 'string') return null;
    const code = text.trim().toUpperCase();
    return /^[A-Z]{2}$/.test(code) ? code : null;
}

/** The code as service centre paths spell it (`/service/centers/cn`): lower case. */
export function serviceCountrySegment(code: string): string {
    return code.toLowerCase();
}

/** Countries in the order the service pages list them: China first, then by name in the reader's language. */
export function orderServiceCountries<T extends { code: string; name: string }>(countries: T[], locale: string): T[] {
    const collator = new Intl.Collator(locale);
    return [...countries].sort((a, b) => {
        if (a.code === HOME_SERVICE_COUNTRY) return b.code === HOME_SERVICE_COUNTRY ? 0 : -1;
        if (b.code === HOME_SERVICE_COUNTRY) return 1;
        return collator.compare(a.name, b.name) || a.code.localeCompare(b.code);
    });
}

/** A staff member's phone as a `tel:` address: digits and a leading plus only. */
export function telHref(phone: string): string {
    const trimmed = phone.trim();
    const digits = trimmed.replace(/\D/g, '');
    return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** A file's size for a reader: "820 KB", "1.4 MB" (decimal units, as download pages give them). */
export function fileSizeLabel(bytes: number, locale: string): string {
    const units: Array<[number, string]> = [
        [1e6, 'MB'],
        [1e3, 'KB'],
    ];
    for (const [size, unit] of units) {
        if (bytes >= size) {
            const value = bytes / size;
            const formatted = new Intl.NumberFormat(locale, { maximumFractionDigits: value < 10 ? 1 : 0 }).format(
                value,
            );
            return `${formatted} ${unit}`;
        }
    }
    return `${new Intl.NumberFormat(locale).format(Math.max(0, Math.round(bytes)))} B`;
}
