import {MigrationInterface, QueryRunner} from "typeorm";

export class AppointmentMessages1797000000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "appointment" ADD COLUMN "languageCode" varchar(8) NOT NULL DEFAULT ('zh')`, undefined);
        await queryRunner.query(`ALTER TABLE "appointment" ADD COLUMN "remindedAt" datetime`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "appointment" DROP COLUMN "remindedAt"`, undefined);
        await queryRunner.query(`ALTER TABLE "appointment" DROP COLUMN "languageCode"`, undefined);
   }

}
