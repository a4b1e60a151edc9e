import {MigrationInterface, QueryRunner} from "typeorm";

export class OrderAccessGrant1796700000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "order_access_grant" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "orderId" integer NOT NULL, "sessionId" integer NOT NULL, CONSTRAINT "UQ_cf7b47c283b37ab7cf2c19dbae7" UNIQUE ("orderId", "sessionId"))`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_order_access_grant" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "orderId" integer NOT NULL, "sessionId" integer NOT NULL, CONSTRAINT "UQ_cf7b47c283b37ab7cf2c19dbae7" UNIQUE ("orderId", "sessionId"), CONSTRAINT "FK_1a2db4f2c27760cad3622beb348" FOREIGN KEY ("orderId") REFERENCES "order" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_2da581eb0ae9f1d4bee272eaaca" FOREIGN KEY ("sessionId") REFERENCES "session" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_order_access_grant"("createdAt", "updatedAt", "id", "orderId", "sessionId") SELECT "createdAt", "updatedAt", "id", "orderId", "sessionId" FROM "order_access_grant"`, undefined);
        await queryRunner.query(`DROP TABLE "order_access_grant"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_order_access_grant" RENAME TO "order_access_grant"`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "order_access_grant" RENAME TO "temporary_order_access_grant"`, undefined);
        await queryRunner.query(`CREATE TABLE "order_access_grant" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "orderId" integer NOT NULL, "sessionId" integer NOT NULL, CONSTRAINT "UQ_cf7b47c283b37ab7cf2c19dbae7" UNIQUE ("orderId", "sessionId"))`, undefined);
        await queryRunner.query(`INSERT INTO "order_access_grant"("createdAt", "updatedAt", "id", "orderId", "sessionId") SELECT "createdAt", "updatedAt", "id", "orderId", "sessionId" FROM "temporary_order_access_grant"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_order_access_grant"`, undefined);
        await queryRunner.query(`DROP TABLE "order_access_grant"`, undefined);
   }

}
