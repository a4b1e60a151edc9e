import {MigrationInterface, QueryRunner} from "typeorm";

export class SmsSignIn1796300000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "sms_code" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "mobile" character varying(11) NOT NULL, "codeHash" character varying(64) NOT NULL, "clientKey" character varying(64) NOT NULL, "expiresAt" TIMESTAMP NOT NULL, "wrongTries" integer NOT NULL DEFAULT '0', "usedAt" TIMESTAMP, "id" SERIAL NOT NULL, CONSTRAINT "PK_6be10be47996c6d6591354f0002" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_c61745296daf1141dbcdb2190f" ON "sms_code" ("clientKey", "createdAt") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_13e3dce6938dc9a876a15ff5a4" ON "sms_code" ("mobile", "createdAt") `, undefined);
        await queryRunner.query(`CREATE TABLE "member_consent" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "document" character varying(32) NOT NULL, "version" character varying(32) NOT NULL, "id" SERIAL NOT NULL, "customerId" integer NOT NULL, CONSTRAINT "PK_e7af826e1793e851a3bc8b628b2" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_980c7e7d34d1e46d145a78859b" ON "member_consent" ("customerId") `, undefined);
        await queryRunner.query(`ALTER TABLE "member_consent" ADD CONSTRAINT "FK_980c7e7d34d1e46d145a78859bb" FOREIGN KEY ("customerId") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "member_consent" DROP CONSTRAINT "FK_980c7e7d34d1e46d145a78859bb"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_980c7e7d34d1e46d145a78859b"`, undefined);
        await queryRunner.query(`DROP TABLE "member_consent"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_13e3dce6938dc9a876a15ff5a4"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_c61745296daf1141dbcdb2190f"`, undefined);
        await queryRunner.query(`DROP TABLE "sms_code"`, undefined);
   }

}
