import {MigrationInterface, QueryRunner} from "typeorm";

export class GuestCarts1797810000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "guest_cart" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "maskedIdHash" varchar(64) NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "orderId" integer NOT NULL, CONSTRAINT "UQ_dfdd0a3dd035daf234f48b756c8" UNIQUE ("maskedIdHash"))`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_guest_cart" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "maskedIdHash" varchar(64) NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "orderId" integer NOT NULL, CONSTRAINT "UQ_dfdd0a3dd035daf234f48b756c8" UNIQUE ("maskedIdHash"), CONSTRAINT "FK_9217ef2b9c9f8f0f674f60ddd00" FOREIGN KEY ("orderId") REFERENCES "order" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_guest_cart"("createdAt", "updatedAt", "maskedIdHash", "id", "orderId") SELECT "createdAt", "updatedAt", "maskedIdHash", "id", "orderId" FROM "guest_cart"`, undefined);
        await queryRunner.query(`DROP TABLE "guest_cart"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_guest_cart" RENAME TO "guest_cart"`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "guest_cart" RENAME TO "temporary_guest_cart"`, undefined);
        await queryRunner.query(`CREATE TABLE "guest_cart" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "maskedIdHash" varchar(64) NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "orderId" integer NOT NULL, CONSTRAINT "UQ_dfdd0a3dd035daf234f48b756c8" UNIQUE ("maskedIdHash"))`, undefined);
        await queryRunner.query(`INSERT INTO "guest_cart"("createdAt", "updatedAt", "maskedIdHash", "id", "orderId") SELECT "createdAt", "updatedAt", "maskedIdHash", "id", "orderId" FROM "temporary_guest_cart"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_guest_cart"`, undefined);
        await queryRunner.query(`DROP TABLE "guest_cart"`, undefined);
   }

}
