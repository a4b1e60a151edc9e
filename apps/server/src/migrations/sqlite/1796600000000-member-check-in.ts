import {MigrationInterface, QueryRunner} from "typeorm";

export class MemberCheckIn1796600000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "member_check_in" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "day" varchar(10) NOT NULL, "streak" integer NOT NULL, "points" integer NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer NOT NULL, CONSTRAINT "UQ_d16d71f5b99e707cf55eabc9bd4" UNIQUE ("customerId", "day"))`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_member_check_in" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "day" varchar(10) NOT NULL, "streak" integer NOT NULL, "points" integer NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer NOT NULL, CONSTRAINT "UQ_d16d71f5b99e707cf55eabc9bd4" UNIQUE ("customerId", "day"), CONSTRAINT "FK_209dfd48e6f15af9491b9239f32" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_member_check_in"("createdAt", "updatedAt", "day", "streak", "points", "id", "customerId") SELECT "createdAt", "updatedAt", "day", "streak", "points", "id", "customerId" FROM "member_check_in"`, undefined);
        await queryRunner.query(`DROP TABLE "member_check_in"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_member_check_in" RENAME TO "member_check_in"`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "member_check_in" RENAME TO "temporary_member_check_in"`, undefined);
        await queryRunner.query(`CREATE TABLE "member_check_in" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "day" varchar(10) NOT NULL, "streak" integer NOT NULL, "points" integer NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer NOT NULL, CONSTRAINT "UQ_d16d71f5b99e707cf55eabc9bd4" UNIQUE ("customerId", "day"))`, undefined);
        await queryRunner.query(`INSERT INTO "member_check_in"("createdAt", "updatedAt", "day", "streak", "points", "id", "customerId") SELECT "createdAt", "updatedAt", "day", "streak", "points", "id", "customerId" FROM "temporary_member_check_in"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_member_check_in"`, undefined);
        await queryRunner.query(`DROP TABLE "member_check_in"`, undefined);
   }

}
