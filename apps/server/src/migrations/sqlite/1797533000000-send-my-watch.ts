import {MigrationInterface, QueryRunner} from "typeorm";

export class SendMyWatch1797533000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "service_request_draft" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "keyHash" varchar(64) NOT NULL, "steps" text NOT NULL, "languageCode" varchar(8) NOT NULL DEFAULT ('zh'), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_3490f16571049ddd1cd2fcfde9" ON "service_request_draft" ("keyHash") `, undefined);
        await queryRunner.query(`CREATE TABLE "service_request_photo" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "storageKey" varchar(64) NOT NULL, "mimeType" varchar(16) NOT NULL, "byteSize" integer NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "draftId" integer, "requestId" integer)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_210b25860a5be149c32f07afd3" ON "service_request_photo" ("draftId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_ae8703b37a9ae1510c1623e27f" ON "service_request_photo" ("requestId") `, undefined);
        await queryRunner.query(`CREATE TABLE "service_request" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "reference" varchar(12) NOT NULL, "state" varchar(24) NOT NULL DEFAULT ('submitted'), "languageCode" varchar(8) NOT NULL DEFAULT ('zh'), "sku" varchar(64) NOT NULL, "modelName" varchar(200) NOT NULL, "serialNumber" varchar(12) NOT NULL, "purchaseDate" varchar(10) NOT NULL, "purchasePlace" varchar(16) NOT NULL, "purchaseStoreSlug" varchar(64) NOT NULL DEFAULT (''), "hasWarrantyCard" boolean NOT NULL, "symptoms" text NOT NULL, "description" varchar(1000) NOT NULL DEFAULT (''), "name" varchar(50) NOT NULL, "mobile" varchar(11) NOT NULL, "email" varchar(254) NOT NULL, "travelMode" varchar(16) NOT NULL, "pickupAddress" text, "pickupDate" varchar(10) NOT NULL DEFAULT (''), "dropOffStoreSlug" varchar(64) NOT NULL DEFAULT (''), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_62dcc1d774a09a6720733578a8" ON "service_request" ("reference") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_8adea73b2a102093ec876ed926" ON "service_request" ("mobile") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_d2381e7310f289f626d95989f3" ON "service_request" ("customerId", "createdAt") `, undefined);
        await queryRunner.query(`CREATE TABLE "service_request_history" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "state" varchar(24) NOT NULL, "actor" varchar(8) NOT NULL, "note" varchar(500) NOT NULL DEFAULT (''), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "requestId" integer NOT NULL, "administratorId" integer)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_7143855ac6601421278829096c" ON "service_request_history" ("requestId", "createdAt") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_210b25860a5be149c32f07afd3"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_ae8703b37a9ae1510c1623e27f"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_service_request_photo" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "storageKey" varchar(64) NOT NULL, "mimeType" varchar(16) NOT NULL, "byteSize" integer NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "draftId" integer, "requestId" integer, CONSTRAINT "FK_210b25860a5be149c32f07afd39" FOREIGN KEY ("draftId") REFERENCES "service_request_draft" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_ae8703b37a9ae1510c1623e27fc" FOREIGN KEY ("requestId") REFERENCES "service_request" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_service_request_photo"("createdAt", "updatedAt", "storageKey", "mimeType", "byteSize", "id", "draftId", "requestId") SELECT "createdAt", "updatedAt", "storageKey", "mimeType", "byteSize", "id", "draftId", "requestId" FROM "service_request_photo"`, undefined);
        await queryRunner.query(`DROP TABLE "service_request_photo"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_service_request_photo" RENAME TO "service_request_photo"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_210b25860a5be149c32f07afd3" ON "service_request_photo" ("draftId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_ae8703b37a9ae1510c1623e27f" ON "service_request_photo" ("requestId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_62dcc1d774a09a6720733578a8"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_8adea73b2a102093ec876ed926"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_d2381e7310f289f626d95989f3"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_service_request" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "reference" varchar(12) NOT NULL, "state" varchar(24) NOT NULL DEFAULT ('submitted'), "languageCode" varchar(8) NOT NULL DEFAULT ('zh'), "sku" varchar(64) NOT NULL, "modelName" varchar(200) NOT NULL, "serialNumber" varchar(12) NOT NULL, "purchaseDate" varchar(10) NOT NULL, "purchasePlace" varchar(16) NOT NULL, "purchaseStoreSlug" varchar(64) NOT NULL DEFAULT (''), "hasWarrantyCard" boolean NOT NULL, "symptoms" text NOT NULL, "description" varchar(1000) NOT NULL DEFAULT (''), "name" varchar(50) NOT NULL, "mobile" varchar(11) NOT NULL, "email" varchar(254) NOT NULL, "travelMode" varchar(16) NOT NULL, "pickupAddress" text, "pickupDate" varchar(10) NOT NULL DEFAULT (''), "dropOffStoreSlug" varchar(64) NOT NULL DEFAULT (''), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer, CONSTRAINT "FK_6b4009f335a6638fa3920e8ed09" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_service_request"("createdAt", "updatedAt", "reference", "state", "languageCode", "sku", "modelName", "serialNumber", "purchaseDate", "purchasePlace", "purchaseStoreSlug", "hasWarrantyCard", "symptoms", "description", "name", "mobile", "email", "travelMode", "pickupAddress", "pickupDate", "dropOffStoreSlug", "id", "customerId") SELECT "createdAt", "updatedAt", "reference", "state", "languageCode", "sku", "modelName", "serialNumber", "purchaseDate", "purchasePlace", "purchaseStoreSlug", "hasWarrantyCard", "symptoms", "description", "name", "mobile", "email", "travelMode", "pickupAddress", "pickupDate", "dropOffStoreSlug", "id", "customerId" FROM "service_request"`, undefined);
        await queryRunner.query(`DROP TABLE "service_request"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_service_request" RENAME TO "service_request"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_62dcc1d774a09a6720733578a8" ON "service_request" ("reference") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_8adea73b2a102093ec876ed926" ON "service_request" ("mobile") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_d2381e7310f289f626d95989f3" ON "service_request" ("customerId", "createdAt") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_7143855ac6601421278829096c"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_service_request_history" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "state" varchar(24) NOT NULL, "actor" varchar(8) NOT NULL, "note" varchar(500) NOT NULL DEFAULT (''), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "requestId" integer NOT NULL, "administratorId" integer, CONSTRAINT "FK_3376497e6afb73b985e490e0237" FOREIGN KEY ("requestId") REFERENCES "service_request" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_service_request_history"("createdAt", "updatedAt", "state", "actor", "note", "id", "requestId", "administratorId") SELECT "createdAt", "updatedAt", "state", "actor", "note", "id", "requestId", "administratorId" FROM "service_request_history"`, undefined);
        await queryRunner.query(`DROP TABLE "service_request_history"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_service_request_history" RENAME TO "service_request_history"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_7143855ac6601421278829096c" ON "service_request_history" ("requestId", "createdAt") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_7143855ac6601421278829096c"`, undefined);
        await queryRunner.query(`ALTER TABLE "service_request_history" RENAME TO "temporary_service_request_history"`, undefined);
        await queryRunner.query(`CREATE TABLE "service_request_history" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "state" varchar(24) NOT NULL, "actor" varchar(8) NOT NULL, "note" varchar(500) NOT NULL DEFAULT (''), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "requestId" integer NOT NULL, "administratorId" integer)`, undefined);
        await queryRunner.query(`INSERT INTO "service_request_history"("createdAt", "updatedAt", "state", "actor", "note", "id", "requestId", "administratorId") SELECT "createdAt", "updatedAt", "state", "actor", "note", "id", "requestId", "administratorId" FROM "temporary_service_request_history"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_service_request_history"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_7143855ac6601421278829096c" ON "service_request_history" ("requestId", "createdAt") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_d2381e7310f289f626d95989f3"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_8adea73b2a102093ec876ed926"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_62dcc1d774a09a6720733578a8"`, undefined);
        await queryRunner.query(`ALTER TABLE "service_request" RENAME TO "temporary_service_request"`, undefined);
        await queryRunner.query(`CREATE TABLE "service_request" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "reference" varchar(12) NOT NULL, "state" varchar(24) NOT NULL DEFAULT ('submitted'), "languageCode" varchar(8) NOT NULL DEFAULT ('zh'), "sku" varchar(64) NOT NULL, "modelName" varchar(200) NOT NULL, "serialNumber" varchar(12) NOT NULL, "purchaseDate" varchar(10) NOT NULL, "purchasePlace" varchar(16) NOT NULL, "purchaseStoreSlug" varchar(64) NOT NULL DEFAULT (''), "hasWarrantyCard" boolean NOT NULL, "symptoms" text NOT NULL, "description" varchar(1000) NOT NULL DEFAULT (''), "name" varchar(50) NOT NULL, "mobile" varchar(11) NOT NULL, "email" varchar(254) NOT NULL, "travelMode" varchar(16) NOT NULL, "pickupAddress" text, "pickupDate" varchar(10) NOT NULL DEFAULT (''), "dropOffStoreSlug" varchar(64) NOT NULL DEFAULT (''), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer)`, undefined);
        await queryRunner.query(`INSERT INTO "service_request"("createdAt", "updatedAt", "reference", "state", "languageCode", "sku", "modelName", "serialNumber", "purchaseDate", "purchasePlace", "purchaseStoreSlug", "hasWarrantyCard", "symptoms", "description", "name", "mobile", "email", "travelMode", "pickupAddress", "pickupDate", "dropOffStoreSlug", "id", "customerId") SELECT "createdAt", "updatedAt", "reference", "state", "languageCode", "sku", "modelName", "serialNumber", "purchaseDate", "purchasePlace", "purchaseStoreSlug", "hasWarrantyCard", "symptoms", "description", "name", "mobile", "email", "travelMode", "pickupAddress", "pickupDate", "dropOffStoreSlug", "id", "customerId" FROM "temporary_service_request"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_service_request"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_d2381e7310f289f626d95989f3" ON "service_request" ("customerId", "createdAt") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_8adea73b2a102093ec876ed926" ON "service_request" ("mobile") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_62dcc1d774a09a6720733578a8" ON "service_request" ("reference") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_ae8703b37a9ae1510c1623e27f"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_210b25860a5be149c32f07afd3"`, undefined);
        await queryRunner.query(`ALTER TABLE "service_request_photo" RENAME TO "temporary_service_request_photo"`, undefined);
        await queryRunner.query(`CREATE TABLE "service_request_photo" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "storageKey" varchar(64) NOT NULL, "mimeType" varchar(16) NOT NULL, "byteSize" integer NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "draftId" integer, "requestId" integer)`, undefined);
        await queryRunner.query(`INSERT INTO "service_request_photo"("createdAt", "updatedAt", "storageKey", "mimeType", "byteSize", "id", "draftId", "requestId") SELECT "createdAt", "updatedAt", "storageKey", "mimeType", "byteSize", "id", "draftId", "requestId" FROM "temporary_service_request_photo"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_service_request_photo"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_ae8703b37a9ae1510c1623e27f" ON "service_request_photo" ("requestId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_210b25860a5be149c32f07afd3" ON "service_request_photo" ("draftId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_7143855ac6601421278829096c"`, undefined);
        await queryRunner.query(`DROP TABLE "service_request_history"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_d2381e7310f289f626d95989f3"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_8adea73b2a102093ec876ed926"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_62dcc1d774a09a6720733578a8"`, undefined);
        await queryRunner.query(`DROP TABLE "service_request"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_ae8703b37a9ae1510c1623e27f"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_210b25860a5be149c32f07afd3"`, undefined);
        await queryRunner.query(`DROP TABLE "service_request_photo"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_3490f16571049ddd1cd2fcfde9"`, undefined);
        await queryRunner.query(`DROP TABLE "service_request_draft"`, undefined);
   }

}
