import {MigrationInterface, QueryRunner} from "typeorm";

export class Appointments1796900000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "appointment" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "purpose" character varying(32) NOT NULL, "date" character varying(10) NOT NULL, "slotStart" character varying(5) NOT NULL, "slotEnd" character varying(5) NOT NULL, "startsAt" TIMESTAMP NOT NULL, "name" character varying(50) NOT NULL, "mobile" character varying(11) NOT NULL, "email" character varying(254) NOT NULL DEFAULT '', "note" character varying(500) NOT NULL DEFAULT '', "state" character varying(16) NOT NULL DEFAULT 'requested', "reference" character varying(12) NOT NULL, "tokenHash" character varying(64) NOT NULL, "id" SERIAL NOT NULL, "storeId" integer NOT NULL, "customerId" integer, CONSTRAINT "PK_e8be1a53027415e709ce8a2db74" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_2a24a562b0e56d2b446c367615" ON "appointment" ("reference") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_9154b9700154411788ddbf5d37" ON "appointment" ("mobile", "startsAt") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_1b77cc3f0f2d504de4439fd327" ON "appointment" ("storeId", "date", "slotStart") `, undefined);
        await queryRunner.query(`ALTER TABLE "appointment" ADD CONSTRAINT "FK_9e8e4cc2fa3e0cf967457a2fbb6" FOREIGN KEY ("storeId") REFERENCES "store"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "appointment" ADD CONSTRAINT "FK_c048c6004b69354f46183f93a85" FOREIGN KEY ("customerId") REFERENCES "customer"("id") ON DELETE SET NULL ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "appointment" DROP CONSTRAINT "FK_c048c6004b69354f46183f93a85"`, undefined);
        await queryRunner.query(`ALTER TABLE "appointment" DROP CONSTRAINT "FK_9e8e4cc2fa3e0cf967457a2fbb6"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_1b77cc3f0f2d504de4439fd327"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_9154b9700154411788ddbf5d37"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_2a24a562b0e56d2b446c367615"`, undefined);
        await queryRunner.query(`DROP TABLE "appointment"`, undefined);
   }

}
