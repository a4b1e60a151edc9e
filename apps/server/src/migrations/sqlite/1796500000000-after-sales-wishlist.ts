import {MigrationInterface, QueryRunner} from "typeorm";

export class AfterSalesWishlist1796500000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "after_sales_request" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "kind" varchar(8) NOT NULL, "state" varchar(16) NOT NULL, "reason" varchar(32) NOT NULL, "note" varchar(500) NOT NULL DEFAULT (''), "lines" text NOT NULL, "returnCarrier" varchar(40), "returnTrackingCode" varchar(40), "staffNote" varchar(500) NOT NULL DEFAULT (''), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "orderId" integer NOT NULL, "customerId" integer NOT NULL)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_23694aea0e1fd1866ec3fd59fa" ON "after_sales_request" ("orderId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_f61f065cecac29c9bbb728a6f8" ON "after_sales_request" ("customerId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_abfede25676851b74258710aaf" ON "after_sales_request" ("state") `, undefined);
        await queryRunner.query(`CREATE TABLE "wishlist_entry" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "sku" varchar(64) NOT NULL, "type" varchar(8) NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer NOT NULL, CONSTRAINT "UQ_51e9ad2f87a2b866f919a2397cf" UNIQUE ("customerId", "sku"))`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_23694aea0e1fd1866ec3fd59fa"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_f61f065cecac29c9bbb728a6f8"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_abfede25676851b74258710aaf"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_after_sales_request" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "kind" varchar(8) NOT NULL, "state" varchar(16) NOT NULL, "reason" varchar(32) NOT NULL, "note" varchar(500) NOT NULL DEFAULT (''), "lines" text NOT NULL, "returnCarrier" varchar(40), "returnTrackingCode" varchar(40), "staffNote" varchar(500) NOT NULL DEFAULT (''), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "orderId" integer NOT NULL, "customerId" integer NOT NULL, CONSTRAINT "FK_23694aea0e1fd1866ec3fd59fa0" FOREIGN KEY ("orderId") REFERENCES "order" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_f61f065cecac29c9bbb728a6f8d" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_after_sales_request"("createdAt", "updatedAt", "kind", "state", "reason", "note", "lines", "returnCarrier", "returnTrackingCode", "staffNote", "id", "orderId", "customerId") SELECT "createdAt", "updatedAt", "kind", "state", "reason", "note", "lines", "returnCarrier", "returnTrackingCode", "staffNote", "id", "orderId", "customerId" FROM "after_sales_request"`, undefined);
        await queryRunner.query(`DROP TABLE "after_sales_request"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_after_sales_request" RENAME TO "after_sales_request"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_23694aea0e1fd1866ec3fd59fa" ON "after_sales_request" ("orderId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_f61f065cecac29c9bbb728a6f8" ON "after_sales_request" ("customerId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_abfede25676851b74258710aaf" ON "after_sales_request" ("state") `, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_wishlist_entry" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "sku" varchar(64) NOT NULL, "type" varchar(8) NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer NOT NULL, CONSTRAINT "UQ_51e9ad2f87a2b866f919a2397cf" UNIQUE ("customerId", "sku"), CONSTRAINT "FK_dacfc4ac2d1de0f2bdc2039cfce" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_wishlist_entry"("createdAt", "updatedAt", "sku", "type", "id", "customerId") SELECT "createdAt", "updatedAt", "sku", "type", "id", "customerId" FROM "wishlist_entry"`, undefined);
        await queryRunner.query(`DROP TABLE "wishlist_entry"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_wishlist_entry" RENAME TO "wishlist_entry"`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "wishlist_entry" RENAME TO "temporary_wishlist_entry"`, undefined);
        await queryRunner.query(`CREATE TABLE "wishlist_entry" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "sku" varchar(64) NOT NULL, "type" varchar(8) NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer NOT NULL, CONSTRAINT "UQ_51e9ad2f87a2b866f919a2397cf" UNIQUE ("customerId", "sku"))`, undefined);
        await queryRunner.query(`INSERT INTO "wishlist_entry"("createdAt", "updatedAt", "sku", "type", "id", "customerId") SELECT "createdAt", "updatedAt", "sku", "type", "id", "customerId" FROM "temporary_wishlist_entry"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_wishlist_entry"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_abfede25676851b74258710aaf"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_f61f065cecac29c9bbb728a6f8"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_23694aea0e1fd1866ec3fd59fa"`, undefined);
        await queryRunner.query(`ALTER TABLE "after_sales_request" RENAME TO "temporary_after_sales_request"`, undefined);
        await queryRunner.query(`CREATE TABLE "after_sales_request" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "kind" varchar(8) NOT NULL, "state" varchar(16) NOT NULL, "reason" varchar(32) NOT NULL, "note" varchar(500) NOT NULL DEFAULT (''), "lines" text NOT NULL, "returnCarrier" varchar(40), "returnTrackingCode" varchar(40), "staffNote" varchar(500) NOT NULL DEFAULT (''), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "orderId" integer NOT NULL, "customerId" integer NOT NULL)`, undefined);
        await queryRunner.query(`INSERT INTO "after_sales_request"("createdAt", "updatedAt", "kind", "state", "reason", "note", "lines", "returnCarrier", "returnTrackingCode", "staffNote", "id", "orderId", "customerId") SELECT "createdAt", "updatedAt", "kind", "state", "reason", "note", "lines", "returnCarrier", "returnTrackingCode", "staffNote", "id", "orderId", "customerId" FROM "temporary_after_sales_request"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_after_sales_request"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_abfede25676851b74258710aaf" ON "after_sales_request" ("state") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_f61f065cecac29c9bbb728a6f8" ON "after_sales_request" ("customerId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_23694aea0e1fd1866ec3fd59fa" ON "after_sales_request" ("orderId") `, undefined);
        await queryRunner.query(`DROP TABLE "wishlist_entry"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_abfede25676851b74258710aaf"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_f61f065cecac29c9bbb728a6f8"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_23694aea0e1fd1866ec3fd59fa"`, undefined);
        await queryRunner.query(`DROP TABLE "after_sales_request"`, undefined);
   }

}
