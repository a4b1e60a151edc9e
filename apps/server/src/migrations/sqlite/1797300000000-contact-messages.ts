import {MigrationInterface, QueryRunner} from "typeorm";

export class ContactMessages1797300000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "contact_message" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "kind" varchar(32) NOT NULL, "name" varchar(50) NOT NULL, "mobile" varchar(11) NOT NULL DEFAULT (''), "email" varchar(254) NOT NULL DEFAULT (''), "subject" varchar(120) NOT NULL, "body" varchar(2000) NOT NULL, "languageCode" varchar(8) NOT NULL DEFAULT ('zh'), "state" varchar(16) NOT NULL DEFAULT ('new'), "staffNote" varchar(2000) NOT NULL DEFAULT (''), "answeredAt" datetime, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "storeId" integer, "customerId" integer)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_5e267e8dc3c9c7a4869f678397" ON "contact_message" ("storeId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_90b87cc081c30d4576fe1ac547" ON "contact_message" ("state", "createdAt") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_5e267e8dc3c9c7a4869f678397"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_90b87cc081c30d4576fe1ac547"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_contact_message" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "kind" varchar(32) NOT NULL, "name" varchar(50) NOT NULL, "mobile" varchar(11) NOT NULL DEFAULT (''), "email" varchar(254) NOT NULL DEFAULT (''), "subject" varchar(120) NOT NULL, "body" varchar(2000) NOT NULL, "languageCode" varchar(8) NOT NULL DEFAULT ('zh'), "state" varchar(16) NOT NULL DEFAULT ('new'), "staffNote" varchar(2000) NOT NULL DEFAULT (''), "answeredAt" datetime, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "storeId" integer, "customerId" integer, CONSTRAINT "FK_5e267e8dc3c9c7a4869f678397e" FOREIGN KEY ("storeId") REFERENCES "store" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_4fbafce290a3ed01e4271b84523" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_contact_message"("createdAt", "updatedAt", "kind", "name", "mobile", "email", "subject", "body", "languageCode", "state", "staffNote", "answeredAt", "id", "storeId", "customerId") SELECT "createdAt", "updatedAt", "kind", "name", "mobile", "email", "subject", "body", "languageCode", "state", "staffNote", "answeredAt", "id", "storeId", "customerId" FROM "contact_message"`, undefined);
        await queryRunner.query(`DROP TABLE "contact_message"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_contact_message" RENAME TO "contact_message"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_5e267e8dc3c9c7a4869f678397" ON "contact_message" ("storeId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_90b87cc081c30d4576fe1ac547" ON "contact_message" ("state", "createdAt") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_90b87cc081c30d4576fe1ac547"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_5e267e8dc3c9c7a4869f678397"`, undefined);
        await queryRunner.query(`ALTER TABLE "contact_message" RENAME TO "temporary_contact_message"`, undefined);
        await queryRunner.query(`CREATE TABLE "contact_message" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "kind" varchar(32) NOT NULL, "name" varchar(50) NOT NULL, "mobile" varchar(11) NOT NULL DEFAULT (''), "email" varchar(254) NOT NULL DEFAULT (''), "subject" varchar(120) NOT NULL, "body" varchar(2000) NOT NULL, "languageCode" varchar(8) NOT NULL DEFAULT ('zh'), "state" varchar(16) NOT NULL DEFAULT ('new'), "staffNote" varchar(2000) NOT NULL DEFAULT (''), "answeredAt" datetime, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "storeId" integer, "customerId" integer)`, undefined);
        await queryRunner.query(`INSERT INTO "contact_message"("createdAt", "updatedAt", "kind", "name", "mobile", "email", "subject", "body", "languageCode", "state", "staffNote", "answeredAt", "id", "storeId", "customerId") SELECT "createdAt", "updatedAt", "kind", "name", "mobile", "email", "subject", "body", "languageCode", "state", "staffNote", "answeredAt", "id", "storeId", "customerId" FROM "temporary_contact_message"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_contact_message"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_90b87cc081c30d4576fe1ac547" ON "contact_message" ("state", "createdAt") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_5e267e8dc3c9c7a4869f678397" ON "contact_message" ("storeId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_90b87cc081c30d4576fe1ac547"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_5e267e8dc3c9c7a4869f678397"`, undefined);
        await queryRunner.query(`DROP TABLE "contact_message"`, undefined);
   }

}
