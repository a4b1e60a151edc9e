import {MigrationInterface, QueryRunner} from "typeorm";

export class WarrantyCards1797600000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "watch_serial" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "serial" character varying(20) NOT NULL, "sku" character varying(64) NOT NULL, "manufacturedOn" character varying(10) NOT NULL, "soldOn" character varying(10), "salePlace" character varying(120), "cardCodeHash" character varying(64) NOT NULL, "registeredAt" TIMESTAMP, "id" SERIAL NOT NULL, "productVariantId" integer, "customerId" integer, CONSTRAINT "PK_28e0605a9cf2b0ee57a437beece" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_af8f4f3280a0b08810fb9a9514" ON "watch_serial" ("serial") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_e42e2e4c25d1e6871b08d82cd7" ON "watch_serial" ("sku") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_329aae3cc00992ee2e10d7d7a6" ON "watch_serial" ("customerId") `, undefined);
        await queryRunner.query(`ALTER TABLE "watch_serial" ADD CONSTRAINT "FK_28dd3d34dc72c74114516215408" FOREIGN KEY ("productVariantId") REFERENCES "product_variant"("id") ON DELETE SET NULL ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "watch_serial" ADD CONSTRAINT "FK_329aae3cc00992ee2e10d7d7a65" FOREIGN KEY ("customerId") REFERENCES "customer"("id") ON DELETE SET NULL ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "watch_serial" DROP CONSTRAINT "FK_329aae3cc00992ee2e10d7d7a65"`, undefined);
        await queryRunner.query(`ALTER TABLE "watch_serial" DROP CONSTRAINT "FK_28dd3d34dc72c74114516215408"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_329aae3cc00992ee2e10d7d7a6"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_e42e2e4c25d1e6871b08d82cd7"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_af8f4f3280a0b08810fb9a9514"`, undefined);
        await queryRunner.query(`DROP TABLE "watch_serial"`, undefined);
   }

}
