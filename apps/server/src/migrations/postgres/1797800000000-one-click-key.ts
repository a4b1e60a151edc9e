import {MigrationInterface, QueryRunner} from "typeorm";

export class OneClickKey1797800000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsOneclickkey" character varying(255)`, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD CONSTRAINT "UQ_eb35807babd4abb28180ef8c1e8" UNIQUE ("customFieldsOneclickkey")`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "order" DROP CONSTRAINT "UQ_eb35807babd4abb28180ef8c1e8"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsOneclickkey"`, undefined);
   }

}
