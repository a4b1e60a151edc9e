import {MigrationInterface, QueryRunner} from "typeorm";

export class ServiceInfo1797610000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "faq_entry" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "topic" character varying(32) NOT NULL, "position" integer NOT NULL DEFAULT '0', "enabled" boolean NOT NULL DEFAULT true, "id" SERIAL NOT NULL, CONSTRAINT "PK_af327a5dc45629131954cbfde51" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE TABLE "faq_entry_translation" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "languageCode" character varying NOT NULL, "question" character varying(300) NOT NULL, "answer" text NOT NULL, "id" SERIAL NOT NULL, "baseId" integer, CONSTRAINT "PK_92a49cff68df7dfad96c0a2e8c6" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_886376ebd7678228e6d763e284" ON "faq_entry_translation" ("baseId") `, undefined);
        await queryRunner.query(`CREATE TABLE "service_price" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "movement" character varying(32) NOT NULL, "complication" character varying(32) NOT NULL DEFAULT '', "operation" character varying(32) NOT NULL, "priceFen" integer NOT NULL, "id" SERIAL NOT NULL, CONSTRAINT "PK_6e01b20baff3810d78bc3385f8f" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_2ed9f940fa0fea348097dcb54e" ON "service_price" ("movement", "complication", "operation") `, undefined);
        await queryRunner.query(`ALTER TABLE "faq_entry_translation" ADD CONSTRAINT "FK_886376ebd7678228e6d763e2845" FOREIGN KEY ("baseId") REFERENCES "faq_entry"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "faq_entry_translation" DROP CONSTRAINT "FK_886376ebd7678228e6d763e2845"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_2ed9f940fa0fea348097dcb54e"`, undefined);
        await queryRunner.query(`DROP TABLE "service_price"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_886376ebd7678228e6d763e284"`, undefined);
        await queryRunner.query(`DROP TABLE "faq_entry_translation"`, undefined);
        await queryRunner.query(`DROP TABLE "faq_entry"`, undefined);
   }

}
