import {MigrationInterface, QueryRunner} from "typeorm";

export class Stores1796800000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "store_service" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "slug" character varying(64) NOT NULL, "position" integer NOT NULL DEFAULT '0', "id" SERIAL NOT NULL, CONSTRAINT "UQ_316f8ee4a796372b8002f58157a" UNIQUE ("slug"), CONSTRAINT "PK_da8780c92e452cc36e732ae3272" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE TABLE "store_service_translation" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "languageCode" character varying NOT NULL, "name" character varying(120) NOT NULL, "description" text NOT NULL DEFAULT '', "id" SERIAL NOT NULL, "baseId" integer, CONSTRAINT "PK_61534e13aae5fa118a5a69aa932" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_2421bcee5637fbc8253774c0b6" ON "store_service_translation" ("baseId") `, undefined);
        await queryRunner.query(`CREATE TABLE "store_translation" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "languageCode" character varying NOT NULL, "name" character varying(120) NOT NULL, "addressLine" character varying(255) NOT NULL, "description" text NOT NULL DEFAULT '', "provinceName" character varying(64) NOT NULL, "cityName" character varying(64) NOT NULL, "districtName" character varying(64) NOT NULL DEFAULT '', "id" SERIAL NOT NULL, "baseId" integer, CONSTRAINT "PK_f9e47d44e6ded5c95ea4d2ea286" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_a9155808eaf4f425ded2cbbd4d" ON "store_translation" ("baseId") `, undefined);
        await queryRunner.query(`CREATE TABLE "store" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "slug" character varying(64) NOT NULL, "type" character varying(16) NOT NULL, "provinceCode" character varying(32) NOT NULL, "cityCode" character varying(32) NOT NULL, "latitude" double precision NOT NULL, "longitude" double precision NOT NULL, "phone" character varying(32) NOT NULL, "email" character varying(254) NOT NULL DEFAULT '', "openingHours" text NOT NULL, "takesAppointments" boolean NOT NULL DEFAULT false, "slotMinutes" integer NOT NULL DEFAULT '30', "slotCapacity" integer NOT NULL DEFAULT '2', "enabled" boolean NOT NULL DEFAULT true, "position" integer NOT NULL DEFAULT '0', "id" SERIAL NOT NULL, "featuredAssetId" integer, CONSTRAINT "UQ_bff9b535dff86abbb2fe8779958" UNIQUE ("slug"), CONSTRAINT "PK_f3172007d4de5ae8e7692759d79" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_5b2ff96e99cad92b1b44123ab0" ON "store" ("cityCode") `, undefined);
        await queryRunner.query(`CREATE TABLE "store_calendar_day" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "date" character varying(10) NOT NULL, "kind" character varying(8) NOT NULL, "note" character varying(200) NOT NULL DEFAULT '', "id" SERIAL NOT NULL, "storeId" integer, CONSTRAINT "PK_41617dc1ecaa01005e99ec2c086" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_ab0cf4d9b752c658944391b1aa" ON "store_calendar_day" ("date") `, undefined);
        await queryRunner.query(`CREATE TABLE "store_services_store_service" ("storeId" integer NOT NULL, "storeServiceId" integer NOT NULL, CONSTRAINT "PK_cd2ed65d4715b1eec759fac99e0" PRIMARY KEY ("storeId", "storeServiceId"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_ea9ebbc3b7739b1b84582a2568" ON "store_services_store_service" ("storeId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_ca5aef480e8863f288c809b6f3" ON "store_services_store_service" ("storeServiceId") `, undefined);
        await queryRunner.query(`ALTER TABLE "store_service_translation" ADD CONSTRAINT "FK_2421bcee5637fbc8253774c0b67" FOREIGN KEY ("baseId") REFERENCES "store_service"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "store_translation" ADD CONSTRAINT "FK_a9155808eaf4f425ded2cbbd4d3" FOREIGN KEY ("baseId") REFERENCES "store"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "store" ADD CONSTRAINT "FK_29385ac1fb9ffbc20a9dad7191d" FOREIGN KEY ("featuredAssetId") REFERENCES "asset"("id") ON DELETE SET NULL ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "store_calendar_day" ADD CONSTRAINT "FK_3eead78c1ee972d4a8f0b6466aa" FOREIGN KEY ("storeId") REFERENCES "store"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "store_services_store_service" ADD CONSTRAINT "FK_ea9ebbc3b7739b1b84582a25682" FOREIGN KEY ("storeId") REFERENCES "store"("id") ON DELETE CASCADE ON UPDATE CASCADE`, undefined);
        await queryRunner.query(`ALTER TABLE "store_services_store_service" ADD CONSTRAINT "FK_ca5aef480e8863f288c809b6f3c" FOREIGN KEY ("storeServiceId") REFERENCES "store_service"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "store_services_store_service" DROP CONSTRAINT "FK_ca5aef480e8863f288c809b6f3c"`, undefined);
        await queryRunner.query(`ALTER TABLE "store_services_store_service" DROP CONSTRAINT "FK_ea9ebbc3b7739b1b84582a25682"`, undefined);
        await queryRunner.query(`ALTER TABLE "store_calendar_day" DROP CONSTRAINT "FK_3eead78c1ee972d4a8f0b6466aa"`, undefined);
        await queryRunner.query(`ALTER TABLE "store" DROP CONSTRAINT "FK_29385ac1fb9ffbc20a9dad7191d"`, undefined);
        await queryRunner.query(`ALTER TABLE "store_translation" DROP CONSTRAINT "FK_a9155808eaf4f425ded2cbbd4d3"`, undefined);
        await queryRunner.query(`ALTER TABLE "store_service_translation" DROP CONSTRAINT "FK_2421bcee5637fbc8253774c0b67"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_ca5aef480e8863f288c809b6f3"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_ea9ebbc3b7739b1b84582a2568"`, undefined);
        await queryRunner.query(`DROP TABLE "store_services_store_service"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_ab0cf4d9b752c658944391b1aa"`, undefined);
        await queryRunner.query(`DROP TABLE "store_calendar_day"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_5b2ff96e99cad92b1b44123ab0"`, undefined);
        await queryRunner.query(`DROP TABLE "store"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_a9155808eaf4f425ded2cbbd4d"`, undefined);
        await queryRunner.query(`DROP TABLE "store_translation"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_2421bcee5637fbc8253774c0b6"`, undefined);
        await queryRunner.query(`DROP TABLE "store_service_translation"`, undefined);
        await queryRunner.query(`DROP TABLE "store_service"`, undefined);
   }

}
