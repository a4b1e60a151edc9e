import {MigrationInterface, QueryRunner} from "typeorm";

export class OrderAccessGrant1796700000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "order_access_grant" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "orderId" integer NOT NULL, "sessionId" integer NOT NULL, CONSTRAINT "UQ_cf7b47c283b37ab7cf2c19dbae7" UNIQUE ("orderId", "sessionId"), CONSTRAINT "PK_fccc2b1d0cb0d0414540f049e38" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`ALTER TABLE "order_access_grant" ADD CONSTRAINT "FK_1a2db4f2c27760cad3622beb348" FOREIGN KEY ("orderId") REFERENCES "order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "order_access_grant" ADD CONSTRAINT "FK_2da581eb0ae9f1d4bee272eaaca" FOREIGN KEY ("sessionId") REFERENCES "session"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "order_access_grant" DROP CONSTRAINT "FK_2da581eb0ae9f1d4bee272eaaca"`, undefined);
        await queryRunner.query(`ALTER TABLE "order_access_grant" DROP CONSTRAINT "FK_1a2db4f2c27760cad3622beb348"`, undefined);
        await queryRunner.query(`DROP TABLE "order_access_grant"`, undefined);
   }

}
