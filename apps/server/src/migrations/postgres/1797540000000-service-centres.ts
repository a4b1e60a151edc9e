import {MigrationInterface, QueryRunner} from "typeorm";

export class ServiceCentres1797540000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "service_centre" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "countryCode" character varying(2) NOT NULL, "kind" character varying(16) NOT NULL, "phone" character varying(32) NOT NULL, "email" character varying(254) NOT NULL DEFAULT '', "enabled" boolean NOT NULL DEFAULT true, "position" integer NOT NULL DEFAULT '0', "id" SERIAL NOT NULL, CONSTRAINT "PK_419a94a3085f1e038cb7ff6f9fe" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_0b6d07a271d202af8471a9308e" ON "service_centre" ("countryCode") `, undefined);
        await queryRunner.query(`CREATE TABLE "service_centre_translation" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "languageCode" character varying NOT NULL, "name" character varying(120) NOT NULL, "city" character varying(64) NOT NULL, "addressLine" character varying(255) NOT NULL, "hours" character varying(255) NOT NULL DEFAULT '', "id" SERIAL NOT NULL, "baseId" integer, CONSTRAINT "PK_1e5b3c44455526e548ca46e0d99" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_6b0c4a0950f850a551e1be0d97" ON "service_centre_translation" ("baseId") `, undefined);
        await queryRunner.query(`ALTER TABLE "service_centre_translation" ADD CONSTRAINT "FK_6b0c4a0950f850a551e1be0d979" FOREIGN KEY ("baseId") REFERENCES "service_centre"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "service_centre_translation" DROP CONSTRAINT "FK_6b0c4a0950f850a551e1be0d979"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_6b0c4a0950f850a551e1be0d97"`, undefined);
        await queryRunner.query(`DROP TABLE "service_centre_translation"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_0b6d07a271d202af8471a9308e"`, undefined);
        await queryRunner.query(`DROP TABLE "service_centre"`, undefined);
   }

}
