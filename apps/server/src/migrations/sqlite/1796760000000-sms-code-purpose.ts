import { MigrationInterface, QueryRunner } from 'typeorm';

/** What each SMS code was sent for: a sign-in code and an order's proof are kept apart. */
export class SmsCodePurpose1796760000000 implements MigrationInterface {
    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "sms_code" ADD COLUMN "purpose" varchar(16) NOT NULL DEFAULT ('sign-in')`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "sms_code" DROP COLUMN "purpose"`);
    }
}
