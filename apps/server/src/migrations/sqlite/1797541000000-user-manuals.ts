import {MigrationInterface, QueryRunner} from "typeorm";

export class UserManuals1797541000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "user_manual" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "calibre" varchar(32) NOT NULL, "modelCodes" text NOT NULL, "collectionSlugs" text NOT NULL, "languages" text NOT NULL, "enabled" boolean NOT NULL DEFAULT (1), "position" integer NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "fileId" integer)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_76a537dcb3a60c0bea7021e8a9" ON "user_manual" ("calibre") `, undefined);
        await queryRunner.query(`CREATE TABLE "user_manual_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar NOT NULL, "title" varchar(160) NOT NULL, "modelNames" text NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_d4587d6f94ab537564819702f0" ON "user_manual_translation" ("baseId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_76a537dcb3a60c0bea7021e8a9"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_user_manual" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "calibre" varchar(32) NOT NULL, "modelCodes" text NOT NULL, "collectionSlugs" text NOT NULL, "languages" text NOT NULL, "enabled" boolean NOT NULL DEFAULT (1), "position" integer NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "fileId" integer, CONSTRAINT "FK_c179a0817e8bf8725ec709e182b" FOREIGN KEY ("fileId") REFERENCES "asset" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_user_manual"("createdAt", "updatedAt", "calibre", "modelCodes", "collectionSlugs", "languages", "enabled", "position", "id", "fileId") SELECT "createdAt", "updatedAt", "calibre", "modelCodes", "collectionSlugs", "languages", "enabled", "position", "id", "fileId" FROM "user_manual"`, undefined);
        await queryRunner.query(`DROP TABLE "user_manual"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_user_manual" RENAME TO "user_manual"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_76a537dcb3a60c0bea7021e8a9" ON "user_manual" ("calibre") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_d4587d6f94ab537564819702f0"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_user_manual_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar NOT NULL, "title" varchar(160) NOT NULL, "modelNames" text NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer, CONSTRAINT "FK_d4587d6f94ab537564819702f0e" FOREIGN KEY ("baseId") REFERENCES "user_manual" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_user_manual_translation"("createdAt", "updatedAt", "languageCode", "title", "modelNames", "id", "baseId") SELECT "createdAt", "updatedAt", "languageCode", "title", "modelNames", "id", "baseId" FROM "user_manual_translation"`, undefined);
        await queryRunner.query(`DROP TABLE "user_manual_translation"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_user_manual_translation" RENAME TO "user_manual_translation"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_d4587d6f94ab537564819702f0" ON "user_manual_translation" ("baseId") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_d4587d6f94ab537564819702f0"`, undefined);
        await queryRunner.query(`ALTER TABLE "user_manual_translation" RENAME TO "temporary_user_manual_translation"`, undefined);
        await queryRunner.query(`CREATE TABLE "user_manual_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar NOT NULL, "title" varchar(160) NOT NULL, "modelNames" text NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer)`, undefined);
        await queryRunner.query(`INSERT INTO "user_manual_translation"("createdAt", "updatedAt", "languageCode", "title", "modelNames", "id", "baseId") SELECT "createdAt", "updatedAt", "languageCode", "title", "modelNames", "id", "baseId" FROM "temporary_user_manual_translation"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_user_manual_translation"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_d4587d6f94ab537564819702f0" ON "user_manual_translation" ("baseId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_76a537dcb3a60c0bea7021e8a9"`, undefined);
        await queryRunner.query(`ALTER TABLE "user_manual" RENAME TO "temporary_user_manual"`, undefined);
        await queryRunner.query(`CREATE TABLE "user_manual" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "calibre" varchar(32) NOT NULL, "modelCodes" text NOT NULL, "collectionSlugs" text NOT NULL, "languages" text NOT NULL, "enabled" boolean NOT NULL DEFAULT (1), "position" integer NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "fileId" integer)`, undefined);
        await queryRunner.query(`INSERT INTO "user_manual"("createdAt", "updatedAt", "calibre", "modelCodes", "collectionSlugs", "languages", "enabled", "position", "id", "fileId") SELECT "createdAt", "updatedAt", "calibre", "modelCodes", "collectionSlugs", "languages", "enabled", "position", "id", "fileId" FROM "temporary_user_manual"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_user_manual"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_76a537dcb3a60c0bea7021e8a9" ON "user_manual" ("calibre") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_d4587d6f94ab537564819702f0"`, undefined);
        await queryRunner.query(`DROP TABLE "user_manual_translation"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_76a537dcb3a60c0bea7021e8a9"`, undefined);
        await queryRunner.query(`DROP TABLE "user_manual"`, undefined);
   }

}
