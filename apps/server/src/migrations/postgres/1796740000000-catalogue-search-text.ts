import type { MigrationInterface, QueryRunner } from 'typeorm';

import { copySearchIndexTexts } from '../../plugins/catalog/search/search-text';

/**
 * The search's normalised text (plugins/catalog/entities/catalogue-search-text.entity.ts),
 * filled from the search index already built, with a trigram index that serves its LIKE. It
 * replaces the trigram index on the raw text of search_index_item, which nothing reads now.
 */
export class CatalogueSearchText1796740000000 implements MigrationInterface {
    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(
            `CREATE TABLE "catalogue_search_text" ("productVariantId" integer NOT NULL, "languageCode" character varying NOT NULL, "channelId" integer NOT NULL, "sku" character varying NOT NULL, "name" character varying NOT NULL, "names" text NOT NULL, "text" text NOT NULL, CONSTRAINT "PK_catalogue_search_text" PRIMARY KEY ("productVariantId", "languageCode", "channelId"))`,
        );
        await copySearchIndexTexts(queryRunner);
        await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
        await queryRunner.query(
            `CREATE INDEX "IDX_catalogue_search_text_trgm" ON "catalogue_search_text" USING gin ("text" gin_trgm_ops)`,
        );
        await queryRunner.query(`DROP INDEX IF EXISTS "IDX_search_index_item_text_trgm"`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(
            `CREATE INDEX IF NOT EXISTS "IDX_search_index_item_text_trgm" ON "search_index_item" USING gin ((("sku" || ' ' || "productName" || ' ' || "productVariantName" || ' ' || "description")) gin_trgm_ops)`,
        );
        await queryRunner.query(`DROP TABLE "catalogue_search_text"`);
    }
}
