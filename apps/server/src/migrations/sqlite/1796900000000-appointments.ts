import {MigrationInterface, QueryRunner} from "typeorm";

export class Appointments1796900000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "appointment" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "purpose" varchar(32) NOT NULL, "date" varchar(10) NOT NULL, "slotStart" varchar(5) NOT NULL, "slotEnd" varchar(5) NOT NULL, "startsAt" datetime NOT NULL, "name" varchar(50) NOT NULL, "mobile" varchar(11) NOT NULL, "email" varchar(254) NOT NULL DEFAULT (''), "note" varchar(500) NOT NULL DEFAULT (''), "state" varchar(16) NOT NULL DEFAULT ('requested'), "reference" varchar(12) NOT NULL, "tokenHash" varchar(64) NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "storeId" integer NOT NULL, "customerId" integer)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_2a24a562b0e56d2b446c367615" ON "appointment" ("reference") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_9154b9700154411788ddbf5d37" ON "appointment" ("mobile", "startsAt") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_1b77cc3f0f2d504de4439fd327" ON "appointment" ("storeId", "date", "slotStart") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_2a24a562b0e56d2b446c367615"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_9154b9700154411788ddbf5d37"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_1b77cc3f0f2d504de4439fd327"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_appointment" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "purpose" varchar(32) NOT NULL, "date" varchar(10) NOT NULL, "slotStart" varchar(5) NOT NULL, "slotEnd" varchar(5) NOT NULL, "startsAt" datetime NOT NULL, "name" varchar(50) NOT NULL, "mobile" varchar(11) NOT NULL, "email" varchar(254) NOT NULL DEFAULT (''), "note" varchar(500) NOT NULL DEFAULT (''), "state" varchar(16) NOT NULL DEFAULT ('requested'), "reference" varchar(12) NOT NULL, "tokenHash" varchar(64) NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "storeId" integer NOT NULL, "customerId" integer, CONSTRAINT "FK_9e8e4cc2fa3e0cf967457a2fbb6" FOREIGN KEY ("storeId") REFERENCES "store" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_c048c6004b69354f46183f93a85" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_appointment"("createdAt", "updatedAt", "purpose", "date", "slotStart", "slotEnd", "startsAt", "name", "mobile", "email", "note", "state", "reference", "tokenHash", "id", "storeId", "customerId") SELECT "createdAt", "updatedAt", "purpose", "date", "slotStart", "slotEnd", "startsAt", "name", "mobile", "email", "note", "state", "reference", "tokenHash", "id", "storeId", "customerId" FROM "appointment"`, undefined);
        await queryRunner.query(`DROP TABLE "appointment"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_appointment" RENAME TO "appointment"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_2a24a562b0e56d2b446c367615" ON "appointment" ("reference") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_9154b9700154411788ddbf5d37" ON "appointment" ("mobile", "startsAt") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_1b77cc3f0f2d504de4439fd327" ON "appointment" ("storeId", "date", "slotStart") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_1b77cc3f0f2d504de4439fd327"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_9154b9700154411788ddbf5d37"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_2a24a562b0e56d2b446c367615"`, undefined);
        await queryRunner.query(`ALTER TABLE "appointment" RENAME TO "temporary_appointment"`, undefined);
        await queryRunner.query(`CREATE TABLE "appointment" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "purpose" varchar(32) NOT NULL, "date" varchar(10) NOT NULL, "slotStart" varchar(5) NOT NULL, "slotEnd" varchar(5) NOT NULL, "startsAt" datetime NOT NULL, "name" varchar(50) NOT NULL, "mobile" varchar(11) NOT NULL, "email" varchar(254) NOT NULL DEFAULT (''), "note" varchar(500) NOT NULL DEFAULT (''), "state" varchar(16) NOT NULL DEFAULT ('requested'), "reference" varchar(12) NOT NULL, "tokenHash" varchar(64) NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "storeId" integer NOT NULL, "customerId" integer)`, undefined);
        await queryRunner.query(`INSERT INTO "appointment"("createdAt", "updatedAt", "purpose", "date", "slotStart", "slotEnd", "startsAt", "name", "mobile", "email", "note", "state", "reference", "tokenHash", "id", "storeId", "customerId") SELECT "createdAt", "updatedAt", "purpose", "date", "slotStart", "slotEnd", "startsAt", "name", "mobile", "email", "note", "state", "reference", "tokenHash", "id", "storeId", "customerId" FROM "temporary_appointment"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_appointment"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_1b77cc3f0f2d504de4439fd327" ON "appointment" ("storeId", "date", "slotStart") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_9154b9700154411788ddbf5d37" ON "appointment" ("mobile", "startsAt") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_2a24a562b0e56d2b446c367615" ON "appointment" ("reference") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_1b77cc3f0f2d504de4439fd327"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_9154b9700154411788ddbf5d37"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_2a24a562b0e56d2b446c367615"`, undefined);
        await queryRunner.query(`DROP TABLE "appointment"`, undefined);
   }

}
