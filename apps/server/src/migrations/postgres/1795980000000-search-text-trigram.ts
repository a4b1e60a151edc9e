import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A trigram index on the text the catalogue search looks words up in (search/catalogue-search-strategy.ts,
 * `searchHaystack`), so a word of three characters or more is found without reading every row.
 * The expression must stay the same as the strategy's for PostgreSQL to use the index.
 */
export class SearchTextTrigram1795980000000 implements MigrationInterface {
    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
        await queryRunner.query(
            `CREATE INDEX IF NOT EXISTS "IDX_search_index_item_text_trgm" ON "search_index_item" USING gin ((("sku" || ' ' || "productName" || ' ' || "productVariantName" || ' ' || "description")) gin_trgm_ops)`,
        );
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX IF EXISTS "IDX_search_index_item_text_trgm"`);
    }
}
