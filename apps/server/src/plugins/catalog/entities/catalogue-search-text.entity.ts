import { EntityId, type ID } from '@vendure/core';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The text of one search index row (a variant in one language and channel) in the form the
 * search compares (search/search-text.ts): accents and case folded, no spaces between Chinese
 * words. Written with its row (search/search-text.subscriber.ts); a row whose index row is gone
 * is never read, as the search joins the two.
 *
 * On PostgreSQL a trigram index on `text` serves the search's LIKE (migration
 * 1796740000000-catalogue-search-text); SQLite compares the column row by row.
 */
@Entity('catalogue_search_text')
@Index('IDX_catalogue_search_text_trgm', { synchronize: false })
export class CatalogueSearchText {
    constructor(input?: Partial<CatalogueSearchText>) {
        if (input) Object.assign(this, input);
    }

    @EntityId({ primary: true })
    productVariantId: ID;

    @PrimaryColumn('varchar')
    languageCode: string;

    @EntityId({ primary: true })
    channelId: ID;

    /** The sku, for an exact match. */
    @Column('varchar')
    sku: string;

    /** The product's name, for an exact match. */
    @Column('varchar')
    name: string;

    /** Sku, product and variant name, where a word ranks above one only in the description. */
    @Column('text')
    names: string;

    /** The names and the description: what a word must be found in. */
    @Column('text')
    text: string;
}
