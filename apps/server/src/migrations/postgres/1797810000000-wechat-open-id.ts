import { MigrationInterface, QueryRunner } from 'typeorm';

/** The member's WeChat openid (Customer custom field `wechatOpenId`), one member per openid. */
export class WechatOpenId1797810000000 implements MigrationInterface {
    public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(
            `ALTER TABLE "customer" ADD "customFieldsWechatopenid" character varying(64)`,
            undefined,
        );
        await queryRunner.query(
            `ALTER TABLE "customer" ADD CONSTRAINT "UQ_fb784dbf1455a34c347bcb02d2b" UNIQUE ("customFieldsWechatopenid")`,
            undefined,
        );
    }

    public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "customer" DROP CONSTRAINT "UQ_fb784dbf1455a34c347bcb02d2b"`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" DROP COLUMN "customFieldsWechatopenid"`, undefined);
    }
}
