import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The payment sandbox's keys, trades and refunds, shared by every instance (see plugins/payment/sandbox). */
export class SandboxState1798000000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "payment_sandbox_key_ring" ("id" character varying(16) NOT NULL, "keys" text NOT NULL, CONSTRAINT "PK_3062830ce9138af01aac022aae7" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE TABLE "payment_sandbox_trade" ("tradeNo" character varying(64) NOT NULL, "record" text NOT NULL, "openedAt" bigint NOT NULL, CONSTRAINT "PK_3173e58210b01a1c92b1871236f" PRIMARY KEY ("tradeNo"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_da8a8fcab4c6fb0f75af360bed" ON "payment_sandbox_trade" ("openedAt") `, undefined);
        await queryRunner.query(`CREATE TABLE "payment_sandbox_refund" ("refundNo" character varying(64) NOT NULL, "tradeNo" character varying(64) NOT NULL, CONSTRAINT "PK_4e40521de1693b18836f65934da" PRIMARY KEY ("refundNo"))`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP TABLE "payment_sandbox_refund"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_da8a8fcab4c6fb0f75af360bed"`, undefined);
        await queryRunner.query(`DROP TABLE "payment_sandbox_trade"`, undefined);
        await queryRunner.query(`DROP TABLE "payment_sandbox_key_ring"`, undefined);
   }

}
