import {MigrationInterface, QueryRunner} from "typeorm";

export class StrapBundleBuckle1796000000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "order_line" ADD "customFieldsBuckleid" integer`, undefined);
        await queryRunner.query(`ALTER TABLE "order_line" ADD "customFields__fix_relational_custom_fields__" boolean`, undefined);
        await queryRunner.query(`COMMENT ON COLUMN "order_line"."customFields__fix_relational_custom_fields__" IS 'A work-around needed when only relational custom fields are defined on an entity'`, undefined);
        await queryRunner.query(`ALTER TABLE "order_line" ADD CONSTRAINT "FK_a9bd8da25d830143ea9f97c069e" FOREIGN KEY ("customFieldsBuckleid") REFERENCES "product_variant"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "order_line" DROP CONSTRAINT "FK_a9bd8da25d830143ea9f97c069e"`, undefined);
        await queryRunner.query(`COMMENT ON COLUMN "order_line"."customFields__fix_relational_custom_fields__" IS 'A work-around needed when only relational custom fields are defined on an entity'`, undefined);
        await queryRunner.query(`ALTER TABLE "order_line" DROP COLUMN "customFields__fix_relational_custom_fields__"`, undefined);
        await queryRunner.query(`ALTER TABLE "order_line" DROP COLUMN "customFieldsBuckleid"`, undefined);
   }

}
