import { MigrationInterface, QueryRunner } from 'typeorm';

export class MemberProfile1796400000000 implements MigrationInterface {
    public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "customer" ADD "customFieldsBirthday" character varying(10)`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" ADD "customFieldsGender" character varying(255)`, undefined);
        await queryRunner.query(
            `ALTER TABLE "customer" ADD "customFieldsNewsletter" boolean NOT NULL DEFAULT false`,
            undefined,
        );
    }

    public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "customer" DROP COLUMN "customFieldsNewsletter"`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" DROP COLUMN "customFieldsGender"`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" DROP COLUMN "customFieldsBirthday"`, undefined);
    }
}
