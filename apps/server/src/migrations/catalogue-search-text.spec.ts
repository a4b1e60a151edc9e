import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CatalogueSearchText1796740000000 } from './sqlite/1796740000000-catalogue-search-text';

describe('the catalogue search text migration', () => {
    const db = new DataSource({ type: 'better-sqlite3', database: ':memory:' });
    beforeAll(() => db.initialize());
    afterAll(() => db.destroy());

    it('fills the normalised text from a search index built before it', async () => {
        await db.query(
            `CREATE TABLE "search_index_item" ("productVariantId" integer, "languageCode" varchar, "channelId" integer, "sku" varchar, "productName" varchar, "productVariantName" varchar, "description" text)`,
        );
        await db.query(`INSERT INTO "search_index_item" VALUES (7, 'en', 1, 'MV-7', 'Étoile Lumière', 'Étoile Lumière', 'Nuit'), (7, 'zh', 1, 'MV-7', '星辰 光芒', '星辰 光芒', '夜空')`);
        const runner = db.createQueryRunner();
        try {
            await new CatalogueSearchText1796740000000().up(runner);
        } finally {
            await runner.release();
        }
        const rows: Array<{ languageCode: string; sku: string; name: string; text: string }> = await db.query(
            `SELECT "languageCode", "sku", "name", "text" FROM "catalogue_search_text" ORDER BY "languageCode"`,
        );
        expect(rows.map((r) => [r.languageCode, r.sku, r.name])).toEqual([
            ['en', 'mv-7', 'etoile lumiere'],
            ['zh', 'mv-7', '星辰光芒'],
        ]);
        expect(rows[1].text).toContain('夜空');
    });
});
