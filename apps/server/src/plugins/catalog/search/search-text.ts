import type { QueryRunner } from 'typeorm';

import { staffHtmlText } from '../../../common/staff-html';

/**
 * Characters of the scripts written without spaces between words, and their punctuation. The
 * catalogue puts spaces between Chinese words (`大师 陀飞轮 手动上链腕表`) that shoppers do not
 * type (`陀飞轮手动`), so a space next to one of them carries no meaning for a search.
 */
const UNSPACED = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\u3000-\\u303f';
const SPACE_BY_UNSPACED = new RegExp(`\\s+(?=[${UNSPACED}])|(?<=[${UNSPACED}])\\s+`, 'gu');

/**
 * The accents NFKD splits off Latin letters (`é` is `e` and U+0301): the combining diacritical
 * mark blocks. Only these are dropped: the marks of kana (`が`) make a different letter, and
 * composing again (NFC) keeps them whole.
 */
const LATIN_MARKS: ReadonlyArray<readonly [number, number]> = [
    [0x0300, 0x036f],
    [0x1ab0, 0x1aff],
    [0x1dc0, 0x1dff],
    [0x20d0, 0x20ff],
    [0xfe20, 0xfe2f],
];
const COMBINING = /\p{M}/gu;
const dropLatinMark = (mark: string) => {
    const c = mark.codePointAt(0)!;
    return LATIN_MARKS.some(([from, to]) => c >= from && c <= to) ? '' : mark;
};

/**
 * The form in which search text is stored (catalogue_search_text) and a search word is looked
 * for, the one function both sides use so that they always agree: compatibility forms unfolded
 * (full-width `ＡＢ１` is `ab1`), Latin accents dropped and case folded (`Étoile`, `étoile` and
 * `etoile` are one word, `Ä` is `a`, `ß` is `ss`), runs of white space made one space, and none
 * left next to a Chinese or Japanese character; invisible format characters (soft hyphens,
 * zero-width spaces) are dropped.
 */
export function normaliseSearchText(text: string): string {
    return text
        .replace(/\p{Cf}/gu, '')
        .normalize('NFKD')
        .replace(COMBINING, dropLatinMark)
        .normalize('NFC')
        .toLowerCase()
        .replace(/ß/g, 'ss')
        .replace(/\s+/gu, ' ')
        .replace(SPACE_BY_UNSPACED, '')
        .trim();
}

const FIELD_BREAK = '\n';

/** What a search index row holds, in the fields the stored search text is made of. */
export interface IndexedText {
    sku: string;
    productName: string;
    productVariantName: string;
    description: string;
}

/** The normalised texts of one search index row (entities/catalogue-search-text.entity.ts). */
export function searchTextsOf(row: IndexedText): { sku: string; name: string; names: string; text: string } {
    const sku = normaliseSearchText(row.sku ?? '');
    const name = normaliseSearchText(row.productName ?? '');
    // A line break keeps a word of one field from running into the next one's; no search word
    // holds one, as words are split on white space.
    const names = [sku, name, normaliseSearchText(row.productVariantName ?? '')].join(FIELD_BREAK);
    // Descriptions are staff-written HTML: a shopper searches the words they read, not its tags.
    return { sku, name, names, text: names + FIELD_BREAK + normaliseSearchText(staffHtmlText(row.description)) };
}

/**
 * Fills catalogue_search_text from the search index rows already there, for a database whose
 * index was built before the table existed (its migrations call this once).
 */
export async function copySearchIndexTexts(queryRunner: QueryRunner): Promise<void> {
    const rows: Array<IndexedText & { productVariantId: number; languageCode: string; channelId: number }> =
        await queryRunner.query(
            `SELECT "productVariantId", "languageCode", "channelId", "sku", "productName", "productVariantName", "description" FROM "search_index_item"`,
        );
    const columns = ['productVariantId', 'languageCode', 'channelId', 'sku', 'name', 'names', 'text'];
    for (let i = 0; i < rows.length; i += 500) {
        const values = rows.slice(i, i + 500).map((r) => ({
            productVariantId: r.productVariantId,
            languageCode: r.languageCode,
            channelId: r.channelId,
            ...searchTextsOf(r),
        }));
        await queryRunner.manager
            .createQueryBuilder()
            .insert()
            .into('catalogue_search_text', columns)
            .values(values)
            .execute();
    }
}
