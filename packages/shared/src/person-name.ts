import type { Locale } from './constants.js';

/** The two parts of a name the shop keeps (Vendure's customer, the sign-up and checkout forms). */
export interface PersonName {
    firstName?: string | null;
    lastName?: string | null;
}

/**
 * A person's name as each language writes it: in Chinese the family name comes first with no
 * space (李雷), in English and German the given name first, then the family name (Lei Li).
 * Empty when neither part is known.
 */
export function formatPersonName(name: PersonName, locale: Locale | string): string {
    const first = name.firstName?.trim() ?? '';
    const last = name.lastName?.trim() ?? '';
    return locale === 'zh' ? `${last}${first}` : [first, last].filter(Boolean).join(' ');
}
