import {MigrationInterface, QueryRunner} from "typeorm";

export class Stores1796800000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "store_service" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "slug" varchar(64) NOT NULL, "position" integer NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, CONSTRAINT "UQ_316f8ee4a796372b8002f58157a" UNIQUE ("slug"))`, undefined);
        await queryRunner.query(`CREATE TABLE "store_service_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar NOT NULL, "name" varchar(120) NOT NULL, "description" text NOT NULL DEFAULT (''), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_2421bcee5637fbc8253774c0b6" ON "store_service_translation" ("baseId") `, undefined);
        await queryRunner.query(`CREATE TABLE "store_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar NOT NULL, "name" varchar(120) NOT NULL, "addressLine" varchar(255) NOT NULL, "description" text NOT NULL DEFAULT (''), "provinceName" varchar(64) NOT NULL, "cityName" varchar(64) NOT NULL, "districtName" varchar(64) NOT NULL DEFAULT (''), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_a9155808eaf4f425ded2cbbd4d" ON "store_translation" ("baseId") `, undefined);
        await queryRunner.query(`CREATE TABLE "store" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "slug" varchar(64) NOT NULL, "type" varchar(16) NOT NULL, "provinceCode" varchar(32) NOT NULL, "cityCode" varchar(32) NOT NULL, "latitude" float NOT NULL, "longitude" float NOT NULL, "phone" varchar(32) NOT NULL, "email" varchar(254) NOT NULL DEFAULT (''), "openingHours" text NOT NULL, "takesAppointments" boolean NOT NULL DEFAULT (0), "slotMinutes" integer NOT NULL DEFAULT (30), "slotCapacity" integer NOT NULL DEFAULT (2), "enabled" boolean NOT NULL DEFAULT (1), "position" integer NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "featuredAssetId" integer, CONSTRAINT "UQ_bff9b535dff86abbb2fe8779958" UNIQUE ("slug"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_5b2ff96e99cad92b1b44123ab0" ON "store" ("cityCode") `, undefined);
        await queryRunner.query(`CREATE TABLE "store_calendar_day" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "date" varchar(10) NOT NULL, "kind" varchar(8) NOT NULL, "note" varchar(200) NOT NULL DEFAULT (''), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "storeId" integer)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_ab0cf4d9b752c658944391b1aa" ON "store_calendar_day" ("date") `, undefined);
        await queryRunner.query(`CREATE TABLE "store_services_store_service" ("storeId" integer NOT NULL, "storeServiceId" integer NOT NULL, PRIMARY KEY ("storeId", "storeServiceId"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_ea9ebbc3b7739b1b84582a2568" ON "store_services_store_service" ("storeId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_ca5aef480e8863f288c809b6f3" ON "store_services_store_service" ("storeServiceId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_2421bcee5637fbc8253774c0b6"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_store_service_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar NOT NULL, "name" varchar(120) NOT NULL, "description" text NOT NULL DEFAULT (''), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer, CONSTRAINT "FK_2421bcee5637fbc8253774c0b67" FOREIGN KEY ("baseId") REFERENCES "store_service" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_store_service_translation"("createdAt", "updatedAt", "languageCode", "name", "description", "id", "baseId") SELECT "createdAt", "updatedAt", "languageCode", "name", "description", "id", "baseId" FROM "store_service_translation"`, undefined);
        await queryRunner.query(`DROP TABLE "store_service_translation"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_store_service_translation" RENAME TO "store_service_translation"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_2421bcee5637fbc8253774c0b6" ON "store_service_translation" ("baseId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_a9155808eaf4f425ded2cbbd4d"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_store_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar NOT NULL, "name" varchar(120) NOT NULL, "addressLine" varchar(255) NOT NULL, "description" text NOT NULL DEFAULT (''), "provinceName" varchar(64) NOT NULL, "cityName" varchar(64) NOT NULL, "districtName" varchar(64) NOT NULL DEFAULT (''), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer, CONSTRAINT "FK_a9155808eaf4f425ded2cbbd4d3" FOREIGN KEY ("baseId") REFERENCES "store" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_store_translation"("createdAt", "updatedAt", "languageCode", "name", "addressLine", "description", "provinceName", "cityName", "districtName", "id", "baseId") SELECT "createdAt", "updatedAt", "languageCode", "name", "addressLine", "description", "provinceName", "cityName", "districtName", "id", "baseId" FROM "store_translation"`, undefined);
        await queryRunner.query(`DROP TABLE "store_translation"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_store_translation" RENAME TO "store_translation"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_a9155808eaf4f425ded2cbbd4d" ON "store_translation" ("baseId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_5b2ff96e99cad92b1b44123ab0"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_store" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "slug" varchar(64) NOT NULL, "type" varchar(16) NOT NULL, "provinceCode" varchar(32) NOT NULL, "cityCode" varchar(32) NOT NULL, "latitude" float NOT NULL, "longitude" float NOT NULL, "phone" varchar(32) NOT NULL, "email" varchar(254) NOT NULL DEFAULT (''), "openingHours" text NOT NULL, "takesAppointments" boolean NOT NULL DEFAULT (0), "slotMinutes" integer NOT NULL DEFAULT (30), "slotCapacity" integer NOT NULL DEFAULT (2), "enabled" boolean NOT NULL DEFAULT (1), "position" integer NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "featuredAssetId" integer, CONSTRAINT "UQ_bff9b535dff86abbb2fe8779958" UNIQUE ("slug"), CONSTRAINT "FK_29385ac1fb9ffbc20a9dad7191d" FOREIGN KEY ("featuredAssetId") REFERENCES "asset" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_store"("createdAt", "updatedAt", "slug", "type", "provinceCode", "cityCode", "latitude", "longitude", "phone", "email", "openingHours", "takesAppointments", "slotMinutes", "slotCapacity", "enabled", "position", "id", "featuredAssetId") SELECT "createdAt", "updatedAt", "slug", "type", "provinceCode", "cityCode", "latitude", "longitude", "phone", "email", "openingHours", "takesAppointments", "slotMinutes", "slotCapacity", "enabled", "position", "id", "featuredAssetId" FROM "store"`, undefined);
        await queryRunner.query(`DROP TABLE "store"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_store" RENAME TO "store"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_5b2ff96e99cad92b1b44123ab0" ON "store" ("cityCode") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_ab0cf4d9b752c658944391b1aa"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_store_calendar_day" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "date" varchar(10) NOT NULL, "kind" varchar(8) NOT NULL, "note" varchar(200) NOT NULL DEFAULT (''), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "storeId" integer, CONSTRAINT "FK_3eead78c1ee972d4a8f0b6466aa" FOREIGN KEY ("storeId") REFERENCES "store" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_store_calendar_day"("createdAt", "updatedAt", "date", "kind", "note", "id", "storeId") SELECT "createdAt", "updatedAt", "date", "kind", "note", "id", "storeId" FROM "store_calendar_day"`, undefined);
        await queryRunner.query(`DROP TABLE "store_calendar_day"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_store_calendar_day" RENAME TO "store_calendar_day"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_ab0cf4d9b752c658944391b1aa" ON "store_calendar_day" ("date") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_ea9ebbc3b7739b1b84582a2568"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_ca5aef480e8863f288c809b6f3"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_store_services_store_service" ("storeId" integer NOT NULL, "storeServiceId" integer NOT NULL, CONSTRAINT "FK_ea9ebbc3b7739b1b84582a25682" FOREIGN KEY ("storeId") REFERENCES "store" ("id") ON DELETE CASCADE ON UPDATE CASCADE, CONSTRAINT "FK_ca5aef480e8863f288c809b6f3c" FOREIGN KEY ("storeServiceId") REFERENCES "store_service" ("id") ON DELETE NO ACTION ON UPDATE NO ACTION, PRIMARY KEY ("storeId", "storeServiceId"))`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_store_services_store_service"("storeId", "storeServiceId") SELECT "storeId", "storeServiceId" FROM "store_services_store_service"`, undefined);
        await queryRunner.query(`DROP TABLE "store_services_store_service"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_store_services_store_service" RENAME TO "store_services_store_service"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_ea9ebbc3b7739b1b84582a2568" ON "store_services_store_service" ("storeId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_ca5aef480e8863f288c809b6f3" ON "store_services_store_service" ("storeServiceId") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_ca5aef480e8863f288c809b6f3"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_ea9ebbc3b7739b1b84582a2568"`, undefined);
        await queryRunner.query(`ALTER TABLE "store_services_store_service" RENAME TO "temporary_store_services_store_service"`, undefined);
        await queryRunner.query(`CREATE TABLE "store_services_store_service" ("storeId" integer NOT NULL, "storeServiceId" integer NOT NULL, PRIMARY KEY ("storeId", "storeServiceId"))`, undefined);
        await queryRunner.query(`INSERT INTO "store_services_store_service"("storeId", "storeServiceId") SELECT "storeId", "storeServiceId" FROM "temporary_store_services_store_service"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_store_services_store_service"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_ca5aef480e8863f288c809b6f3" ON "store_services_store_service" ("storeServiceId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_ea9ebbc3b7739b1b84582a2568" ON "store_services_store_service" ("storeId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_ab0cf4d9b752c658944391b1aa"`, undefined);
        await queryRunner.query(`ALTER TABLE "store_calendar_day" RENAME TO "temporary_store_calendar_day"`, undefined);
        await queryRunner.query(`CREATE TABLE "store_calendar_day" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "date" varchar(10) NOT NULL, "kind" varchar(8) NOT NULL, "note" varchar(200) NOT NULL DEFAULT (''), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "storeId" integer)`, undefined);
        await queryRunner.query(`INSERT INTO "store_calendar_day"("createdAt", "updatedAt", "date", "kind", "note", "id", "storeId") SELECT "createdAt", "updatedAt", "date", "kind", "note", "id", "storeId" FROM "temporary_store_calendar_day"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_store_calendar_day"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_ab0cf4d9b752c658944391b1aa" ON "store_calendar_day" ("date") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_5b2ff96e99cad92b1b44123ab0"`, undefined);
        await queryRunner.query(`ALTER TABLE "store" RENAME TO "temporary_store"`, undefined);
        await queryRunner.query(`CREATE TABLE "store" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "slug" varchar(64) NOT NULL, "type" varchar(16) NOT NULL, "provinceCode" varchar(32) NOT NULL, "cityCode" varchar(32) NOT NULL, "latitude" float NOT NULL, "longitude" float NOT NULL, "phone" varchar(32) NOT NULL, "email" varchar(254) NOT NULL DEFAULT (''), "openingHours" text NOT NULL, "takesAppointments" boolean NOT NULL DEFAULT (0), "slotMinutes" integer NOT NULL DEFAULT (30), "slotCapacity" integer NOT NULL DEFAULT (2), "enabled" boolean NOT NULL DEFAULT (1), "position" integer NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "featuredAssetId" integer, CONSTRAINT "UQ_bff9b535dff86abbb2fe8779958" UNIQUE ("slug"))`, undefined);
        await queryRunner.query(`INSERT INTO "store"("createdAt", "updatedAt", "slug", "type", "provinceCode", "cityCode", "latitude", "longitude", "phone", "email", "openingHours", "takesAppointments", "slotMinutes", "slotCapacity", "enabled", "position", "id", "featuredAssetId") SELECT "createdAt", "updatedAt", "slug", "type", "provinceCode", "cityCode", "latitude", "longitude", "phone", "email", "openingHours", "takesAppointments", "slotMinutes", "slotCapacity", "enabled", "position", "id", "featuredAssetId" FROM "temporary_store"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_store"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_5b2ff96e99cad92b1b44123ab0" ON "store" ("cityCode") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_a9155808eaf4f425ded2cbbd4d"`, undefined);
        await queryRunner.query(`ALTER TABLE "store_translation" RENAME TO "temporary_store_translation"`, undefined);
        await queryRunner.query(`CREATE TABLE "store_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar NOT NULL, "name" varchar(120) NOT NULL, "addressLine" varchar(255) NOT NULL, "description" text NOT NULL DEFAULT (''), "provinceName" varchar(64) NOT NULL, "cityName" varchar(64) NOT NULL, "districtName" varchar(64) NOT NULL DEFAULT (''), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer)`, undefined);
        await queryRunner.query(`INSERT INTO "store_translation"("createdAt", "updatedAt", "languageCode", "name", "addressLine", "description", "provinceName", "cityName", "districtName", "id", "baseId") SELECT "createdAt", "updatedAt", "languageCode", "name", "addressLine", "description", "provinceName", "cityName", "districtName", "id", "baseId" FROM "temporary_store_translation"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_store_translation"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_a9155808eaf4f425ded2cbbd4d" ON "store_translation" ("baseId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_2421bcee5637fbc8253774c0b6"`, undefined);
        await queryRunner.query(`ALTER TABLE "store_service_translation" RENAME TO "temporary_store_service_translation"`, undefined);
        await queryRunner.query(`CREATE TABLE "store_service_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar NOT NULL, "name" varchar(120) NOT NULL, "description" text NOT NULL DEFAULT (''), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer)`, undefined);
        await queryRunner.query(`INSERT INTO "store_service_translation"("createdAt", "updatedAt", "languageCode", "name", "description", "id", "baseId") SELECT "createdAt", "updatedAt", "languageCode", "name", "description", "id", "baseId" FROM "temporary_store_service_translation"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_store_service_translation"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_2421bcee5637fbc8253774c0b6" ON "store_service_translation" ("baseId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_ca5aef480e8863f288c809b6f3"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_ea9ebbc3b7739b1b84582a2568"`, undefined);
        await queryRunner.query(`DROP TABLE "store_services_store_service"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_ab0cf4d9b752c658944391b1aa"`, undefined);
        await queryRunner.query(`DROP TABLE "store_calendar_day"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_5b2ff96e99cad92b1b44123ab0"`, undefined);
        await queryRunner.query(`DROP TABLE "store"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_a9155808eaf4f425ded2cbbd4d"`, undefined);
        await queryRunner.query(`DROP TABLE "store_translation"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_2421bcee5637fbc8253774c0b6"`, undefined);
        await queryRunner.query(`DROP TABLE "store_service_translation"`, undefined);
        await queryRunner.query(`DROP TABLE "store_service"`, undefined);
   }

}
