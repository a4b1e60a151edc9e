import { LanguageCode } from '@vendure/core';

/** A staff-facing label in the shop's three languages, as custom fields take it. */
export function localisedLabel(
    zh: string,
    en: string,
    de: string,
): Array<{ languageCode: LanguageCode; value: string }> {
    return [
        { languageCode: LanguageCode.zh, value: zh },
        { languageCode: LanguageCode.en, value: en },
        { languageCode: LanguageCode.de, value: de },
    ];
}
