import { type Language, LANGUAGES } from './languages';

/**
 * Where on the page a refusal's `field` points (INVALID_CONTENT_INPUT): an entry's field
 * ("path"), a translation's ("translations.en.title", or by its place in the input,
 * "translations.1.title"), or a block of a body ("translations.zh.blocks.2.href").
 */
export interface FieldRef {
    /** The last named segment: path, tags, title, summary, seoTitle, blocks, href… */
    name: string;
    language?: Language;
    blockIndex?: number;
}

const isLanguage = (segment: string): segment is Language => LANGUAGES.some((l) => l === segment);

/** The field a refusal names, read against the languages the input sent, in their order. */
export function parseFieldRef(
    field: string | null | undefined,
    sentLanguages: readonly Language[],
): FieldRef | undefined {
    if (!field) return undefined;
    const segments = field.split(/[.[\]]+/).filter((s) => s !== '');
    let language: Language | undefined;
    let blockIndex: number | undefined;
    let name = '';
    for (let i = 0; i < segments.length; i++) {
        const segment = segments[i];
        const previous = segments[i - 1];
        if (isLanguage(segment)) {
            language = segment;
        } else if (/^\d+$/.test(segment)) {
            const index = Number(segment);
            if (previous === 'translations') language = sentLanguages[index];
            else if (previous === 'blocks') blockIndex = index;
        } else if (segment !== 'translations' && segment !== 'languageCode') {
            name = segment;
        }
    }
    return { name: name || segments[segments.length - 1] || field, language, blockIndex };
}
