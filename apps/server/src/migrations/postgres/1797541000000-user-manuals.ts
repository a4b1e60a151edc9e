import {MigrationInterface, QueryRunner} from "typeorm";

export class UserManuals1797541000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "user_manual" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "calibre" character varying(32) NOT NULL, "modelCodes" text NOT NULL, "collectionSlugs" text NOT NULL, "languages" text NOT NULL, "enabled" boolean NOT NULL DEFAULT true, "position" integer NOT NULL DEFAULT '0', "id" SERIAL NOT NULL, "fileId" integer, CONSTRAINT "PK_94ced313de99191544745521663" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_76a537dcb3a60c0bea7021e8a9" ON "user_manual" ("calibre") `, undefined);
        await queryRunner.query(`CREATE TABLE "user_manual_translation" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "languageCode" character varying NOT NULL, "title" character varying(160) NOT NULL, "modelNames" text NOT NULL, "id" SERIAL NOT NULL, "baseId" integer, CONSTRAINT "PK_a43adfabb35b347be04d8aeed58" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_d4587d6f94ab537564819702f0" ON "user_manual_translation" ("baseId") `, undefined);
        await queryRunner.query(`ALTER TABLE "user_manual" ADD CONSTRAINT "FK_c179a0817e8bf8725ec709e182b" FOREIGN KEY ("fileId") REFERENCES "asset"("id") ON DELETE SET NULL ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "user_manual_translation" ADD CONSTRAINT "FK_d4587d6f94ab537564819702f0e" FOREIGN KEY ("baseId") REFERENCES "user_manual"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "user_manual_translation" DROP CONSTRAINT "FK_d4587d6f94ab537564819702f0e"`, undefined);
        await queryRunner.query(`ALTER TABLE "user_manual" DROP CONSTRAINT "FK_c179a0817e8bf8725ec709e182b"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_d4587d6f94ab537564819702f0"`, undefined);
        await queryRunner.query(`DROP TABLE "user_manual_translation"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_76a537dcb3a60c0bea7021e8a9"`, undefined);
        await queryRunner.query(`DROP TABLE "user_manual"`, undefined);
   }

}
