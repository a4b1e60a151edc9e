import {MigrationInterface, QueryRunner} from "typeorm";

export class WarrantyCards1797600000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "watch_serial" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "serial" varchar(20) NOT NULL, "sku" varchar(64) NOT NULL, "manufacturedOn" varchar(10) NOT NULL, "soldOn" varchar(10), "salePlace" varchar(120), "cardCodeHash" varchar(64) NOT NULL, "registeredAt" datetime, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "productVariantId" integer, "customerId" integer)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_af8f4f3280a0b08810fb9a9514" ON "watch_serial" ("serial") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_e42e2e4c25d1e6871b08d82cd7" ON "watch_serial" ("sku") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_329aae3cc00992ee2e10d7d7a6" ON "watch_serial" ("customerId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_af8f4f3280a0b08810fb9a9514"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_e42e2e4c25d1e6871b08d82cd7"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_329aae3cc00992ee2e10d7d7a6"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_watch_serial" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "serial" varchar(20) NOT NULL, "sku" varchar(64) NOT NULL, "manufacturedOn" varchar(10) NOT NULL, "soldOn" varchar(10), "salePlace" varchar(120), "cardCodeHash" varchar(64) NOT NULL, "registeredAt" datetime, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "productVariantId" integer, "customerId" integer, CONSTRAINT "FK_28dd3d34dc72c74114516215408" FOREIGN KEY ("productVariantId") REFERENCES "product_variant" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_329aae3cc00992ee2e10d7d7a65" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_watch_serial"("createdAt", "updatedAt", "serial", "sku", "manufacturedOn", "soldOn", "salePlace", "cardCodeHash", "registeredAt", "id", "productVariantId", "customerId") SELECT "createdAt", "updatedAt", "serial", "sku", "manufacturedOn", "soldOn", "salePlace", "cardCodeHash", "registeredAt", "id", "productVariantId", "customerId" FROM "watch_serial"`, undefined);
        await queryRunner.query(`DROP TABLE "watch_serial"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_watch_serial" RENAME TO "watch_serial"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_af8f4f3280a0b08810fb9a9514" ON "watch_serial" ("serial") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_e42e2e4c25d1e6871b08d82cd7" ON "watch_serial" ("sku") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_329aae3cc00992ee2e10d7d7a6" ON "watch_serial" ("customerId") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_329aae3cc00992ee2e10d7d7a6"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_e42e2e4c25d1e6871b08d82cd7"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_af8f4f3280a0b08810fb9a9514"`, undefined);
        await queryRunner.query(`ALTER TABLE "watch_serial" RENAME TO "temporary_watch_serial"`, undefined);
        await queryRunner.query(`CREATE TABLE "watch_serial" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "serial" varchar(20) NOT NULL, "sku" varchar(64) NOT NULL, "manufacturedOn" varchar(10) NOT NULL, "soldOn" varchar(10), "salePlace" varchar(120), "cardCodeHash" varchar(64) NOT NULL, "registeredAt" datetime, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "productVariantId" integer, "customerId" integer)`, undefined);
        await queryRunner.query(`INSERT INTO "watch_serial"("createdAt", "updatedAt", "serial", "sku", "manufacturedOn", "soldOn", "salePlace", "cardCodeHash", "registeredAt", "id", "productVariantId", "customerId") SELECT "createdAt", "updatedAt", "serial", "sku", "manufacturedOn", "soldOn", "salePlace", "cardCodeHash", "registeredAt", "id", "productVariantId", "customerId" FROM "temporary_watch_serial"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_watch_serial"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_329aae3cc00992ee2e10d7d7a6" ON "watch_serial" ("customerId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_e42e2e4c25d1e6871b08d82cd7" ON "watch_serial" ("sku") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_af8f4f3280a0b08810fb9a9514" ON "watch_serial" ("serial") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_329aae3cc00992ee2e10d7d7a6"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_e42e2e4c25d1e6871b08d82cd7"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_af8f4f3280a0b08810fb9a9514"`, undefined);
        await queryRunner.query(`DROP TABLE "watch_serial"`, undefined);
   }

}
