import { MigrationInterface, QueryRunner } from 'typeorm';

/** The member's WeChat openid (Customer custom field `wechatOpenId`), one member per openid. */
export class WechatOpenId1797820000000 implements MigrationInterface {
    public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(
            `ALTER TABLE "customer" ADD "customFieldsWechatopenid" character varying(64)`,
            undefined,
        );
        await queryRunner.query(
            `ALTER TABLE "customer" ADD CONSTRAINT "UQ_411cd944a6998c1b8718768cecd" UNIQUE ("customFieldsWechatopenid")`,
            undefined,
        );
    }

    public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "customer" DROP CONSTRAINT "UQ_411cd944a6998c1b8718768cecd"`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" DROP COLUMN "customFieldsWechatopenid"`, undefined);
    }
}
