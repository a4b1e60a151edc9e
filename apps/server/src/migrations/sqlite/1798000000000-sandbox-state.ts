import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The payment sandbox's keys, trades and refunds, shared by every instance (see plugins/payment/sandbox). */
export class SandboxState1798000000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "payment_sandbox_key_ring" ("id" varchar(16) PRIMARY KEY NOT NULL, "keys" text NOT NULL)`, undefined);
        await queryRunner.query(`CREATE TABLE "payment_sandbox_trade" ("tradeNo" varchar(64) PRIMARY KEY NOT NULL, "record" text NOT NULL, "openedAt" bigint NOT NULL)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_da8a8fcab4c6fb0f75af360bed" ON "payment_sandbox_trade" ("openedAt") `, undefined);
        await queryRunner.query(`CREATE TABLE "payment_sandbox_refund" ("refundNo" varchar(64) PRIMARY KEY NOT NULL, "tradeNo" varchar(64) NOT NULL)`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP TABLE "payment_sandbox_refund"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_da8a8fcab4c6fb0f75af360bed"`, undefined);
        await queryRunner.query(`DROP TABLE "payment_sandbox_trade"`, undefined);
        await queryRunner.query(`DROP TABLE "payment_sandbox_key_ring"`, undefined);
   }

}
