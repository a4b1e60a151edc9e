import {MigrationInterface, QueryRunner} from "typeorm";

export class ProductReviews1796100000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "product_review" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "rating" integer NOT NULL, "summary" varchar(80) NOT NULL, "body" text NOT NULL, "state" varchar(16) NOT NULL DEFAULT ('pending'), "authorName" varchar NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "productId" integer NOT NULL, "customerId" integer NOT NULL, CONSTRAINT "UQ_7718cdf1b2a9d653c06035730a5" UNIQUE ("productId", "customerId"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_06e7335708b5e7870f1eaa608d" ON "product_review" ("productId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_91a19e6613534949a4ce6e76ff"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_product" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "deletedAt" datetime, "enabled" boolean NOT NULL DEFAULT (1), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "featuredAssetId" integer, "customFieldsKind" varchar(255) NOT NULL DEFAULT ('watch'), "customFieldsCollectioncode" varchar(255), "customFieldsModelcode" varchar(255), "customFieldsReviewrating" double precision, "customFieldsReviewcount" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_91a19e6613534949a4ce6e76ff8" FOREIGN KEY ("featuredAssetId") REFERENCES "asset" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_product"("createdAt", "updatedAt", "deletedAt", "enabled", "id", "featuredAssetId", "customFieldsKind", "customFieldsCollectioncode", "customFieldsModelcode") SELECT "createdAt", "updatedAt", "deletedAt", "enabled", "id", "featuredAssetId", "customFieldsKind", "customFieldsCollectioncode", "customFieldsModelcode" FROM "product"`, undefined);
        await queryRunner.query(`DROP TABLE "product"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_product" RENAME TO "product"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_91a19e6613534949a4ce6e76ff" ON "product" ("featuredAssetId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_06e7335708b5e7870f1eaa608d"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_product_review" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "rating" integer NOT NULL, "summary" varchar(80) NOT NULL, "body" text NOT NULL, "state" varchar(16) NOT NULL DEFAULT ('pending'), "authorName" varchar NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "productId" integer NOT NULL, "customerId" integer NOT NULL, CONSTRAINT "UQ_7718cdf1b2a9d653c06035730a5" UNIQUE ("productId", "customerId"), CONSTRAINT "FK_06e7335708b5e7870f1eaa608d2" FOREIGN KEY ("productId") REFERENCES "product" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_73994c5bf5e1fa155b6f5237ea2" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_product_review"("createdAt", "updatedAt", "rating", "summary", "body", "state", "authorName", "id", "productId", "customerId") SELECT "createdAt", "updatedAt", "rating", "summary", "body", "state", "authorName", "id", "productId", "customerId" FROM "product_review"`, undefined);
        await queryRunner.query(`DROP TABLE "product_review"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_product_review" RENAME TO "product_review"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_06e7335708b5e7870f1eaa608d" ON "product_review" ("productId") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_06e7335708b5e7870f1eaa608d"`, undefined);
        await queryRunner.query(`ALTER TABLE "product_review" RENAME TO "temporary_product_review"`, undefined);
        await queryRunner.query(`CREATE TABLE "product_review" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "rating" integer NOT NULL, "summary" varchar(80) NOT NULL, "body" text NOT NULL, "state" varchar(16) NOT NULL DEFAULT ('pending'), "authorName" varchar NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "productId" integer NOT NULL, "customerId" integer NOT NULL, CONSTRAINT "UQ_7718cdf1b2a9d653c06035730a5" UNIQUE ("productId", "customerId"))`, undefined);
        await queryRunner.query(`INSERT INTO "product_review"("createdAt", "updatedAt", "rating", "summary", "body", "state", "authorName", "id", "productId", "customerId") SELECT "createdAt", "updatedAt", "rating", "summary", "body", "state", "authorName", "id", "productId", "customerId" FROM "temporary_product_review"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_product_review"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_06e7335708b5e7870f1eaa608d" ON "product_review" ("productId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_91a19e6613534949a4ce6e76ff"`, undefined);
        await queryRunner.query(`ALTER TABLE "product" RENAME TO "temporary_product"`, undefined);
        await queryRunner.query(`CREATE TABLE "product" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "deletedAt" datetime, "enabled" boolean NOT NULL DEFAULT (1), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "featuredAssetId" integer, "customFieldsKind" varchar(255) NOT NULL DEFAULT ('watch'), "customFieldsCollectioncode" varchar(255), "customFieldsModelcode" varchar(255), CONSTRAINT "FK_91a19e6613534949a4ce6e76ff8" FOREIGN KEY ("featuredAssetId") REFERENCES "asset" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "product"("createdAt", "updatedAt", "deletedAt", "enabled", "id", "featuredAssetId", "customFieldsKind", "customFieldsCollectioncode", "customFieldsModelcode") SELECT "createdAt", "updatedAt", "deletedAt", "enabled", "id", "featuredAssetId", "customFieldsKind", "customFieldsCollectioncode", "customFieldsModelcode" FROM "temporary_product"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_product"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_91a19e6613534949a4ce6e76ff" ON "product" ("featuredAssetId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_06e7335708b5e7870f1eaa608d"`, undefined);
        await queryRunner.query(`DROP TABLE "product_review"`, undefined);
   }

}
