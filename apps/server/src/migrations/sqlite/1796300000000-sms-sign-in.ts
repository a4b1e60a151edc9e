import {MigrationInterface, QueryRunner} from "typeorm";

export class SmsSignIn1796300000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "sms_code" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "mobile" varchar(11) NOT NULL, "codeHash" varchar(64) NOT NULL, "clientKey" varchar(64) NOT NULL, "expiresAt" datetime NOT NULL, "wrongTries" integer NOT NULL DEFAULT (0), "usedAt" datetime, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_c61745296daf1141dbcdb2190f" ON "sms_code" ("clientKey", "createdAt") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_13e3dce6938dc9a876a15ff5a4" ON "sms_code" ("mobile", "createdAt") `, undefined);
        await queryRunner.query(`CREATE TABLE "member_consent" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "document" varchar(32) NOT NULL, "version" varchar(32) NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer NOT NULL)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_980c7e7d34d1e46d145a78859b" ON "member_consent" ("customerId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_980c7e7d34d1e46d145a78859b"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_member_consent" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "document" varchar(32) NOT NULL, "version" varchar(32) NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer NOT NULL, CONSTRAINT "FK_980c7e7d34d1e46d145a78859bb" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_member_consent"("createdAt", "updatedAt", "document", "version", "id", "customerId") SELECT "createdAt", "updatedAt", "document", "version", "id", "customerId" FROM "member_consent"`, undefined);
        await queryRunner.query(`DROP TABLE "member_consent"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_member_consent" RENAME TO "member_consent"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_980c7e7d34d1e46d145a78859b" ON "member_consent" ("customerId") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_980c7e7d34d1e46d145a78859b"`, undefined);
        await queryRunner.query(`ALTER TABLE "member_consent" RENAME TO "temporary_member_consent"`, undefined);
        await queryRunner.query(`CREATE TABLE "member_consent" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "document" varchar(32) NOT NULL, "version" varchar(32) NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer NOT NULL)`, undefined);
        await queryRunner.query(`INSERT INTO "member_consent"("createdAt", "updatedAt", "document", "version", "id", "customerId") SELECT "createdAt", "updatedAt", "document", "version", "id", "customerId" FROM "temporary_member_consent"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_member_consent"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_980c7e7d34d1e46d145a78859b" ON "member_consent" ("customerId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_980c7e7d34d1e46d145a78859b"`, undefined);
        await queryRunner.query(`DROP TABLE "member_consent"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_13e3dce6938dc9a876a15ff5a4"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_c61745296daf1141dbcdb2190f"`, undefined);
        await queryRunner.query(`DROP TABLE "sms_code"`, undefined);
   }

}
