import {MigrationInterface, QueryRunner} from "typeorm";

export class ServiceCentres1797540000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "service_centre" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "countryCode" varchar(2) NOT NULL, "kind" varchar(16) NOT NULL, "phone" varchar(32) NOT NULL, "email" varchar(254) NOT NULL DEFAULT (''), "enabled" boolean NOT NULL DEFAULT (1), "position" integer NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_0b6d07a271d202af8471a9308e" ON "service_centre" ("countryCode") `, undefined);
        await queryRunner.query(`CREATE TABLE "service_centre_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar NOT NULL, "name" varchar(120) NOT NULL, "city" varchar(64) NOT NULL, "addressLine" varchar(255) NOT NULL, "hours" varchar(255) NOT NULL DEFAULT (''), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_6b0c4a0950f850a551e1be0d97" ON "service_centre_translation" ("baseId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_6b0c4a0950f850a551e1be0d97"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_service_centre_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar NOT NULL, "name" varchar(120) NOT NULL, "city" varchar(64) NOT NULL, "addressLine" varchar(255) NOT NULL, "hours" varchar(255) NOT NULL DEFAULT (''), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer, CONSTRAINT "FK_6b0c4a0950f850a551e1be0d979" FOREIGN KEY ("baseId") REFERENCES "service_centre" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_service_centre_translation"("createdAt", "updatedAt", "languageCode", "name", "city", "addressLine", "hours", "id", "baseId") SELECT "createdAt", "updatedAt", "languageCode", "name", "city", "addressLine", "hours", "id", "baseId" FROM "service_centre_translation"`, undefined);
        await queryRunner.query(`DROP TABLE "service_centre_translation"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_service_centre_translation" RENAME TO "service_centre_translation"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_6b0c4a0950f850a551e1be0d97" ON "service_centre_translation" ("baseId") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_6b0c4a0950f850a551e1be0d97"`, undefined);
        await queryRunner.query(`ALTER TABLE "service_centre_translation" RENAME TO "temporary_service_centre_translation"`, undefined);
        await queryRunner.query(`CREATE TABLE "service_centre_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar NOT NULL, "name" varchar(120) NOT NULL, "city" varchar(64) NOT NULL, "addressLine" varchar(255) NOT NULL, "hours" varchar(255) NOT NULL DEFAULT (''), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer)`, undefined);
        await queryRunner.query(`INSERT INTO "service_centre_translation"("createdAt", "updatedAt", "languageCode", "name", "city", "addressLine", "hours", "id", "baseId") SELECT "createdAt", "updatedAt", "languageCode", "name", "city", "addressLine", "hours", "id", "baseId" FROM "temporary_service_centre_translation"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_service_centre_translation"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_6b0c4a0950f850a551e1be0d97" ON "service_centre_translation" ("baseId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_6b0c4a0950f850a551e1be0d97"`, undefined);
        await queryRunner.query(`DROP TABLE "service_centre_translation"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_0b6d07a271d202af8471a9308e"`, undefined);
        await queryRunner.query(`DROP TABLE "service_centre"`, undefined);
   }

}
