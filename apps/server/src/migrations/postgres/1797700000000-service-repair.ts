import {MigrationInterface, QueryRunner} from "typeorm";

export class ServiceRepair1797700000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsPaymentreturnpath" character varying(200)`, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsServicerequestreference" character varying(12)`, undefined);
        await queryRunner.query(`ALTER TABLE "service_request" ADD "estimateLines" text`, undefined);
        await queryRunner.query(`ALTER TABLE "service_request" ADD "estimateUnderWarranty" boolean NOT NULL DEFAULT false`, undefined);
        await queryRunner.query(`ALTER TABLE "service_request" ADD "estimateTotal" integer NOT NULL DEFAULT '0'`, undefined);
        await queryRunner.query(`ALTER TABLE "service_request" ADD "estimateSentAt" TIMESTAMP`, undefined);
        await queryRunner.query(`ALTER TABLE "service_request" ADD "paymentState" character varying(12) NOT NULL DEFAULT 'notDue'`, undefined);
        await queryRunner.query(`ALTER TABLE "service_request" ADD "shipBackCarrier" character varying(40) NOT NULL DEFAULT ''`, undefined);
        await queryRunner.query(`ALTER TABLE "service_request" ADD "shipBackTrackingCode" character varying(40) NOT NULL DEFAULT ''`, undefined);
        await queryRunner.query(`ALTER TABLE "service_request" ADD "orderId" integer`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "service_request" DROP COLUMN "orderId"`, undefined);
        await queryRunner.query(`ALTER TABLE "service_request" DROP COLUMN "shipBackTrackingCode"`, undefined);
        await queryRunner.query(`ALTER TABLE "service_request" DROP COLUMN "shipBackCarrier"`, undefined);
        await queryRunner.query(`ALTER TABLE "service_request" DROP COLUMN "paymentState"`, undefined);
        await queryRunner.query(`ALTER TABLE "service_request" DROP COLUMN "estimateSentAt"`, undefined);
        await queryRunner.query(`ALTER TABLE "service_request" DROP COLUMN "estimateTotal"`, undefined);
        await queryRunner.query(`ALTER TABLE "service_request" DROP COLUMN "estimateUnderWarranty"`, undefined);
        await queryRunner.query(`ALTER TABLE "service_request" DROP COLUMN "estimateLines"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsServicerequestreference"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsPaymentreturnpath"`, undefined);
   }

}
