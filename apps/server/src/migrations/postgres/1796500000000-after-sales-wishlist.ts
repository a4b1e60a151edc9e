import {MigrationInterface, QueryRunner} from "typeorm";

export class AfterSalesWishlist1796500000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "after_sales_request" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "kind" character varying(8) NOT NULL, "state" character varying(16) NOT NULL, "reason" character varying(32) NOT NULL, "note" character varying(500) NOT NULL DEFAULT '', "lines" text NOT NULL, "returnCarrier" character varying(40), "returnTrackingCode" character varying(40), "staffNote" character varying(500) NOT NULL DEFAULT '', "id" SERIAL NOT NULL, "orderId" integer NOT NULL, "customerId" integer NOT NULL, CONSTRAINT "PK_9d0b40380dd1cffe7b3c2dedd02" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_23694aea0e1fd1866ec3fd59fa" ON "after_sales_request" ("orderId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_f61f065cecac29c9bbb728a6f8" ON "after_sales_request" ("customerId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_abfede25676851b74258710aaf" ON "after_sales_request" ("state") `, undefined);
        await queryRunner.query(`CREATE TABLE "wishlist_entry" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "sku" character varying(64) NOT NULL, "type" character varying(8) NOT NULL, "id" SERIAL NOT NULL, "customerId" integer NOT NULL, CONSTRAINT "UQ_51e9ad2f87a2b866f919a2397cf" UNIQUE ("customerId", "sku"), CONSTRAINT "PK_e60d06624c966250b4e2cc0aa30" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`ALTER TABLE "after_sales_request" ADD CONSTRAINT "FK_23694aea0e1fd1866ec3fd59fa0" FOREIGN KEY ("orderId") REFERENCES "order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "after_sales_request" ADD CONSTRAINT "FK_f61f065cecac29c9bbb728a6f8d" FOREIGN KEY ("customerId") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "wishlist_entry" ADD CONSTRAINT "FK_dacfc4ac2d1de0f2bdc2039cfce" FOREIGN KEY ("customerId") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "wishlist_entry" DROP CONSTRAINT "FK_dacfc4ac2d1de0f2bdc2039cfce"`, undefined);
        await queryRunner.query(`ALTER TABLE "after_sales_request" DROP CONSTRAINT "FK_f61f065cecac29c9bbb728a6f8d"`, undefined);
        await queryRunner.query(`ALTER TABLE "after_sales_request" DROP CONSTRAINT "FK_23694aea0e1fd1866ec3fd59fa0"`, undefined);
        await queryRunner.query(`DROP TABLE "wishlist_entry"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_abfede25676851b74258710aaf"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_f61f065cecac29c9bbb728a6f8"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_23694aea0e1fd1866ec3fd59fa"`, undefined);
        await queryRunner.query(`DROP TABLE "after_sales_request"`, undefined);
   }

}
