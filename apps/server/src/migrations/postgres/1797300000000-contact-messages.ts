import {MigrationInterface, QueryRunner} from "typeorm";

export class ContactMessages1797300000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "contact_message" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "kind" character varying(32) NOT NULL, "name" character varying(50) NOT NULL, "mobile" character varying(11) NOT NULL DEFAULT '', "email" character varying(254) NOT NULL DEFAULT '', "subject" character varying(120) NOT NULL, "body" character varying(2000) NOT NULL, "languageCode" character varying(8) NOT NULL DEFAULT 'zh', "state" character varying(16) NOT NULL DEFAULT 'new', "staffNote" character varying(2000) NOT NULL DEFAULT '', "answeredAt" TIMESTAMP, "id" SERIAL NOT NULL, "storeId" integer, "customerId" integer, CONSTRAINT "PK_1476ca9a6265a586f618ea918fd" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_5e267e8dc3c9c7a4869f678397" ON "contact_message" ("storeId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_90b87cc081c30d4576fe1ac547" ON "contact_message" ("state", "createdAt") `, undefined);
        await queryRunner.query(`ALTER TABLE "contact_message" ADD CONSTRAINT "FK_5e267e8dc3c9c7a4869f678397e" FOREIGN KEY ("storeId") REFERENCES "store"("id") ON DELETE SET NULL ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "contact_message" ADD CONSTRAINT "FK_4fbafce290a3ed01e4271b84523" FOREIGN KEY ("customerId") REFERENCES "customer"("id") ON DELETE SET NULL ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "contact_message" DROP CONSTRAINT "FK_4fbafce290a3ed01e4271b84523"`, undefined);
        await queryRunner.query(`ALTER TABLE "contact_message" DROP CONSTRAINT "FK_5e267e8dc3c9c7a4869f678397e"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_90b87cc081c30d4576fe1ac547"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_5e267e8dc3c9c7a4869f678397"`, undefined);
        await queryRunner.query(`DROP TABLE "contact_message"`, undefined);
   }

}
