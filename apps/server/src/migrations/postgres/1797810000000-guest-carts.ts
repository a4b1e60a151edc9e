import {MigrationInterface, QueryRunner} from "typeorm";

export class GuestCarts1797810000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "guest_cart" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "maskedIdHash" character varying(64) NOT NULL, "id" SERIAL NOT NULL, "orderId" integer NOT NULL, CONSTRAINT "UQ_dfdd0a3dd035daf234f48b756c8" UNIQUE ("maskedIdHash"), CONSTRAINT "PK_c733f9c37b5a51559a6af59b566" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`ALTER TABLE "guest_cart" ADD CONSTRAINT "FK_9217ef2b9c9f8f0f674f60ddd00" FOREIGN KEY ("orderId") REFERENCES "order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "guest_cart" DROP CONSTRAINT "FK_9217ef2b9c9f8f0f674f60ddd00"`, undefined);
        await queryRunner.query(`DROP TABLE "guest_cart"`, undefined);
   }

}
