import {MigrationInterface, QueryRunner} from "typeorm";

export class Analytics1797900000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "analytics_daily_figure" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "day" varchar(10) NOT NULL, "metric" varchar(32) NOT NULL, "dimension" varchar(128) NOT NULL DEFAULT (''), "value" bigint NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, CONSTRAINT "UQ_9a37eba4a5389003a4d3c022880" UNIQUE ("day", "metric", "dimension"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_3b6409796bd3c06972689e15cb" ON "analytics_daily_figure" ("day") `, undefined);
        await queryRunner.query(`CREATE TABLE "analytics_daily_salt" ("day" varchar(10) PRIMARY KEY NOT NULL, "salt" varchar(64) NOT NULL)`, undefined);
        await queryRunner.query(`CREATE TABLE "analytics_event" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "kind" varchar(16) NOT NULL, "viewId" varchar(64) NOT NULL, "visitor" varchar(64) NOT NULL, "visitorHash" varchar(64) NOT NULL, "memberKey" varchar(64), "at" datetime NOT NULL, "day" varchar(10) NOT NULL, "sku" varchar(64), "term" varchar(100), "results" integer, "quantity" integer, "step" varchar(16), "method" varchar(32), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_c66e468e4e8f07033066b5ee0a" ON "analytics_event" ("at") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_1349786ef04208803ef17866b1" ON "analytics_event" ("day", "kind") `, undefined);
        await queryRunner.query(`CREATE TABLE "analytics_page_view" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "viewId" varchar(64) NOT NULL, "visitor" varchar(64) NOT NULL, "visitorHash" varchar(64) NOT NULL, "memberKey" varchar(64), "at" datetime NOT NULL, "day" varchar(10) NOT NULL, "path" varchar(512) NOT NULL, "pageType" varchar(16) NOT NULL, "channel" varchar(16) NOT NULL, "referrerHost" varchar(255), "utmSource" varchar(128), "utmMedium" varchar(128), "utmCampaign" varchar(128), "engagedMs" integer NOT NULL DEFAULT (0), "leaveMs" integer, "loadMs" integer, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_0dcecf618ffe6e5d9e548b6269" ON "analytics_page_view" ("viewId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_204d113d29ca316799a688daa3" ON "analytics_page_view" ("at") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_5638ea6a3aea7a00f2527ef089" ON "analytics_page_view" ("day") `, undefined);
        await queryRunner.query(`CREATE TABLE "analytics_purchase" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "orderId" integer NOT NULL, "visitor" varchar(64), "at" datetime NOT NULL, "day" varchar(10) NOT NULL, "totalWithTax" integer NOT NULL, "lines" text NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_33b5986cf5069133bbd46bba7a" ON "analytics_purchase" ("orderId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_0edd8adcc6c1d46a48b2d91f3d" ON "analytics_purchase" ("at") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_52b70445f65c9ac6663867bdaa" ON "analytics_purchase" ("day") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_73a78d7df09541ac5eba620d18"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_729b3eea7ce540930dbb706949"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_af13739f4962eab899bdff34be"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_124456e637cca7a415897dce65"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_order" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "type" varchar NOT NULL DEFAULT ('Regular'), "code" varchar NOT NULL, "state" varchar NOT NULL, "active" boolean NOT NULL DEFAULT (1), "orderPlacedAt" datetime, "couponCodes" text NOT NULL, "shippingAddress" text NOT NULL, "billingAddress" text NOT NULL, "currencyCode" varchar NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "aggregateOrderId" integer, "customerId" integer, "taxZoneId" integer, "subTotal" integer NOT NULL, "subTotalWithTax" integer NOT NULL, "shipping" integer NOT NULL DEFAULT (0), "shippingWithTax" integer NOT NULL DEFAULT (0), "customFieldsFapiaotype" varchar(255) DEFAULT ('none'), "customFieldsFapiaotitle" varchar(100), "customFieldsFapiaotaxid" varchar(255), "customFieldsPaymentreturnpath" varchar(200), "customFieldsServicerequestreference" varchar(12), "customFieldsOneclickkey" varchar(255), "customFieldsAnalyticsvisitor" varchar(64), CONSTRAINT "UQ_eb35807babd4abb28180ef8c1e8" UNIQUE ("customFieldsOneclickkey"), CONSTRAINT "FK_73a78d7df09541ac5eba620d181" FOREIGN KEY ("aggregateOrderId") REFERENCES "order" ("id") ON DELETE NO ACTION ON UPDATE NO ACTION, CONSTRAINT "FK_124456e637cca7a415897dce659" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE NO ACTION ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_order"("createdAt", "updatedAt", "type", "code", "state", "active", "orderPlacedAt", "couponCodes", "shippingAddress", "billingAddress", "currencyCode", "id", "aggregateOrderId", "customerId", "taxZoneId", "subTotal", "subTotalWithTax", "shipping", "shippingWithTax", "customFieldsFapiaotype", "customFieldsFapiaotitle", "customFieldsFapiaotaxid", "customFieldsPaymentreturnpath", "customFieldsServicerequestreference", "customFieldsOneclickkey") SELECT "createdAt", "updatedAt", "type", "code", "state", "active", "orderPlacedAt", "couponCodes", "shippingAddress", "billingAddress", "currencyCode", "id", "aggregateOrderId", "customerId", "taxZoneId", "subTotal", "subTotalWithTax", "shipping", "shippingWithTax", "customFieldsFapiaotype", "customFieldsFapiaotitle", "customFieldsFapiaotaxid", "customFieldsPaymentreturnpath", "customFieldsServicerequestreference", "customFieldsOneclickkey" FROM "order"`, undefined);
        await queryRunner.query(`DROP TABLE "order"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_order" RENAME TO "order"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_73a78d7df09541ac5eba620d18" ON "order" ("aggregateOrderId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_729b3eea7ce540930dbb706949" ON "order" ("code") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_af13739f4962eab899bdff34be" ON "order" ("orderPlacedAt") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_124456e637cca7a415897dce65" ON "order" ("customerId") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_124456e637cca7a415897dce65"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_af13739f4962eab899bdff34be"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_729b3eea7ce540930dbb706949"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_73a78d7df09541ac5eba620d18"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" RENAME TO "temporary_order"`, undefined);
        await queryRunner.query(`CREATE TABLE "order" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "type" varchar NOT NULL DEFAULT ('Regular'), "code" varchar NOT NULL, "state" varchar NOT NULL, "active" boolean NOT NULL DEFAULT (1), "orderPlacedAt" datetime, "couponCodes" text NOT NULL, "shippingAddress" text NOT NULL, "billingAddress" text NOT NULL, "currencyCode" varchar NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "aggregateOrderId" integer, "customerId" integer, "taxZoneId" integer, "subTotal" integer NOT NULL, "subTotalWithTax" integer NOT NULL, "shipping" integer NOT NULL DEFAULT (0), "shippingWithTax" integer NOT NULL DEFAULT (0), "customFieldsFapiaotype" varchar(255) DEFAULT ('none'), "customFieldsFapiaotitle" varchar(100), "customFieldsFapiaotaxid" varchar(255), "customFieldsPaymentreturnpath" varchar(200), "customFieldsServicerequestreference" varchar(12), "customFieldsOneclickkey" varchar(255), CONSTRAINT "UQ_eb35807babd4abb28180ef8c1e8" UNIQUE ("customFieldsOneclickkey"), CONSTRAINT "FK_73a78d7df09541ac5eba620d181" FOREIGN KEY ("aggregateOrderId") REFERENCES "order" ("id") ON DELETE NO ACTION ON UPDATE NO ACTION, CONSTRAINT "FK_124456e637cca7a415897dce659" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE NO ACTION ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "order"("createdAt", "updatedAt", "type", "code", "state", "active", "orderPlacedAt", "couponCodes", "shippingAddress", "billingAddress", "currencyCode", "id", "aggregateOrderId", "customerId", "taxZoneId", "subTotal", "subTotalWithTax", "shipping", "shippingWithTax", "customFieldsFapiaotype", "customFieldsFapiaotitle", "customFieldsFapiaotaxid", "customFieldsPaymentreturnpath", "customFieldsServicerequestreference", "customFieldsOneclickkey") SELECT "createdAt", "updatedAt", "type", "code", "state", "active", "orderPlacedAt", "couponCodes", "shippingAddress", "billingAddress", "currencyCode", "id", "aggregateOrderId", "customerId", "taxZoneId", "subTotal", "subTotalWithTax", "shipping", "shippingWithTax", "customFieldsFapiaotype", "customFieldsFapiaotitle", "customFieldsFapiaotaxid", "customFieldsPaymentreturnpath", "customFieldsServicerequestreference", "customFieldsOneclickkey" FROM "temporary_order"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_order"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_124456e637cca7a415897dce65" ON "order" ("customerId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_af13739f4962eab899bdff34be" ON "order" ("orderPlacedAt") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_729b3eea7ce540930dbb706949" ON "order" ("code") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_73a78d7df09541ac5eba620d18" ON "order" ("aggregateOrderId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_52b70445f65c9ac6663867bdaa"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_0edd8adcc6c1d46a48b2d91f3d"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_33b5986cf5069133bbd46bba7a"`, undefined);
        await queryRunner.query(`DROP TABLE "analytics_purchase"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_5638ea6a3aea7a00f2527ef089"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_204d113d29ca316799a688daa3"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_0dcecf618ffe6e5d9e548b6269"`, undefined);
        await queryRunner.query(`DROP TABLE "analytics_page_view"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_1349786ef04208803ef17866b1"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_c66e468e4e8f07033066b5ee0a"`, undefined);
        await queryRunner.query(`DROP TABLE "analytics_event"`, undefined);
        await queryRunner.query(`DROP TABLE "analytics_daily_salt"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_3b6409796bd3c06972689e15cb"`, undefined);
        await queryRunner.query(`DROP TABLE "analytics_daily_figure"`, undefined);
   }

}
