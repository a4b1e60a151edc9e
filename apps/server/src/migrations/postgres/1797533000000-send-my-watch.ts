import {MigrationInterface, QueryRunner} from "typeorm";

export class SendMyWatch1797533000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "service_request_draft" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "keyHash" character varying(64) NOT NULL, "steps" text NOT NULL, "languageCode" character varying(8) NOT NULL DEFAULT 'zh', "id" SERIAL NOT NULL, "customerId" integer, CONSTRAINT "PK_775f939f94f83e967bc428716a8" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_3490f16571049ddd1cd2fcfde9" ON "service_request_draft" ("keyHash") `, undefined);
        await queryRunner.query(`CREATE TABLE "service_request_photo" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "storageKey" character varying(64) NOT NULL, "mimeType" character varying(16) NOT NULL, "byteSize" integer NOT NULL, "id" SERIAL NOT NULL, "draftId" integer, "requestId" integer, CONSTRAINT "PK_c1672a13ea28f1d27c304f15350" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_210b25860a5be149c32f07afd3" ON "service_request_photo" ("draftId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_ae8703b37a9ae1510c1623e27f" ON "service_request_photo" ("requestId") `, undefined);
        await queryRunner.query(`CREATE TABLE "service_request" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "reference" character varying(12) NOT NULL, "state" character varying(24) NOT NULL DEFAULT 'submitted', "languageCode" character varying(8) NOT NULL DEFAULT 'zh', "sku" character varying(64) NOT NULL, "modelName" character varying(200) NOT NULL, "serialNumber" character varying(12) NOT NULL, "purchaseDate" character varying(10) NOT NULL, "purchasePlace" character varying(16) NOT NULL, "purchaseStoreSlug" character varying(64) NOT NULL DEFAULT '', "hasWarrantyCard" boolean NOT NULL, "symptoms" text NOT NULL, "description" character varying(1000) NOT NULL DEFAULT '', "name" character varying(50) NOT NULL, "mobile" character varying(11) NOT NULL, "email" character varying(254) NOT NULL, "travelMode" character varying(16) NOT NULL, "pickupAddress" text, "pickupDate" character varying(10) NOT NULL DEFAULT '', "dropOffStoreSlug" character varying(64) NOT NULL DEFAULT '', "id" SERIAL NOT NULL, "customerId" integer, CONSTRAINT "PK_08446fa58294cb2dd0b6ff9e5a7" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_62dcc1d774a09a6720733578a8" ON "service_request" ("reference") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_8adea73b2a102093ec876ed926" ON "service_request" ("mobile") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_d2381e7310f289f626d95989f3" ON "service_request" ("customerId", "createdAt") `, undefined);
        await queryRunner.query(`CREATE TABLE "service_request_history" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "state" character varying(24) NOT NULL, "actor" character varying(8) NOT NULL, "note" character varying(500) NOT NULL DEFAULT '', "id" SERIAL NOT NULL, "requestId" integer NOT NULL, "administratorId" integer, CONSTRAINT "PK_b7e09e21e4d03a4643e8d430653" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_7143855ac6601421278829096c" ON "service_request_history" ("requestId", "createdAt") `, undefined);
        await queryRunner.query(`ALTER TABLE "service_request_photo" ADD CONSTRAINT "FK_210b25860a5be149c32f07afd39" FOREIGN KEY ("draftId") REFERENCES "service_request_draft"("id") ON DELETE SET NULL ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "service_request_photo" ADD CONSTRAINT "FK_ae8703b37a9ae1510c1623e27fc" FOREIGN KEY ("requestId") REFERENCES "service_request"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "service_request" ADD CONSTRAINT "FK_6b4009f335a6638fa3920e8ed09" FOREIGN KEY ("customerId") REFERENCES "customer"("id") ON DELETE SET NULL ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "service_request_history" ADD CONSTRAINT "FK_3376497e6afb73b985e490e0237" FOREIGN KEY ("requestId") REFERENCES "service_request"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "service_request_history" DROP CONSTRAINT "FK_3376497e6afb73b985e490e0237"`, undefined);
        await queryRunner.query(`ALTER TABLE "service_request" DROP CONSTRAINT "FK_6b4009f335a6638fa3920e8ed09"`, undefined);
        await queryRunner.query(`ALTER TABLE "service_request_photo" DROP CONSTRAINT "FK_ae8703b37a9ae1510c1623e27fc"`, undefined);
        await queryRunner.query(`ALTER TABLE "service_request_photo" DROP CONSTRAINT "FK_210b25860a5be149c32f07afd39"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_7143855ac6601421278829096c"`, undefined);
        await queryRunner.query(`DROP TABLE "service_request_history"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_d2381e7310f289f626d95989f3"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_8adea73b2a102093ec876ed926"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_62dcc1d774a09a6720733578a8"`, undefined);
        await queryRunner.query(`DROP TABLE "service_request"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_ae8703b37a9ae1510c1623e27f"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_210b25860a5be149c32f07afd3"`, undefined);
        await queryRunner.query(`DROP TABLE "service_request_photo"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_3490f16571049ddd1cd2fcfde9"`, undefined);
        await queryRunner.query(`DROP TABLE "service_request_draft"`, undefined);
   }

}
