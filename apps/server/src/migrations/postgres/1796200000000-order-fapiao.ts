import {MigrationInterface, QueryRunner} from "typeorm";

export class OrderFapiao1796200000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsFapiaotype" character varying(255) DEFAULT 'none'`, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsFapiaotitle" character varying(100)`, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsFapiaotaxid" character varying(255)`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsFapiaotaxid"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsFapiaotitle"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsFapiaotype"`, undefined);
   }

}
