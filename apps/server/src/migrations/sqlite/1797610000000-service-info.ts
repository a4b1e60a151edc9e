import {MigrationInterface, QueryRunner} from "typeorm";

export class ServiceInfo1797610000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "faq_entry" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "topic" varchar(32) NOT NULL, "position" integer NOT NULL DEFAULT (0), "enabled" boolean NOT NULL DEFAULT (1), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL)`, undefined);
        await queryRunner.query(`CREATE TABLE "faq_entry_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar NOT NULL, "question" varchar(300) NOT NULL, "answer" text NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_886376ebd7678228e6d763e284" ON "faq_entry_translation" ("baseId") `, undefined);
        await queryRunner.query(`CREATE TABLE "service_price" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "movement" varchar(32) NOT NULL, "complication" varchar(32) NOT NULL DEFAULT (''), "operation" varchar(32) NOT NULL, "priceFen" integer NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_2ed9f940fa0fea348097dcb54e" ON "service_price" ("movement", "complication", "operation") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_886376ebd7678228e6d763e284"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_faq_entry_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar NOT NULL, "question" varchar(300) NOT NULL, "answer" text NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer, CONSTRAINT "FK_886376ebd7678228e6d763e2845" FOREIGN KEY ("baseId") REFERENCES "faq_entry" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_faq_entry_translation"("createdAt", "updatedAt", "languageCode", "question", "answer", "id", "baseId") SELECT "createdAt", "updatedAt", "languageCode", "question", "answer", "id", "baseId" FROM "faq_entry_translation"`, undefined);
        await queryRunner.query(`DROP TABLE "faq_entry_translation"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_faq_entry_translation" RENAME TO "faq_entry_translation"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_886376ebd7678228e6d763e284" ON "faq_entry_translation" ("baseId") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_886376ebd7678228e6d763e284"`, undefined);
        await queryRunner.query(`ALTER TABLE "faq_entry_translation" RENAME TO "temporary_faq_entry_translation"`, undefined);
        await queryRunner.query(`CREATE TABLE "faq_entry_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar NOT NULL, "question" varchar(300) NOT NULL, "answer" text NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer)`, undefined);
        await queryRunner.query(`INSERT INTO "faq_entry_translation"("createdAt", "updatedAt", "languageCode", "question", "answer", "id", "baseId") SELECT "createdAt", "updatedAt", "languageCode", "question", "answer", "id", "baseId" FROM "temporary_faq_entry_translation"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_faq_entry_translation"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_886376ebd7678228e6d763e284" ON "faq_entry_translation" ("baseId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_2ed9f940fa0fea348097dcb54e"`, undefined);
        await queryRunner.query(`DROP TABLE "service_price"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_886376ebd7678228e6d763e284"`, undefined);
        await queryRunner.query(`DROP TABLE "faq_entry_translation"`, undefined);
        await queryRunner.query(`DROP TABLE "faq_entry"`, undefined);
   }

}
