import type { MigrationInterface, QueryRunner } from 'typeorm';

import { copySearchIndexTexts } from '../../plugins/catalog/search/search-text';

/**
 * The search's normalised text (plugins/catalog/entities/catalogue-search-text.entity.ts),
 * filled from the search index already built. SQLite has no index that serves a LIKE with a
 * leading wildcard: the search reads the column row by row.
 */
export class CatalogueSearchText1796740000000 implements MigrationInterface {
    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(
            `CREATE TABLE "catalogue_search_text" ("productVariantId" integer NOT NULL, "languageCode" varchar NOT NULL, "channelId" integer NOT NULL, "sku" varchar NOT NULL, "name" varchar NOT NULL, "names" text NOT NULL, "text" text NOT NULL, PRIMARY KEY ("productVariantId", "languageCode", "channelId"))`,
        );
        await copySearchIndexTexts(queryRunner);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TABLE "catalogue_search_text"`);
    }
}
