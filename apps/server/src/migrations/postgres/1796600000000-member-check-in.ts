import {MigrationInterface, QueryRunner} from "typeorm";

export class MemberCheckIn1796600000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "member_check_in" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "day" character varying(10) NOT NULL, "streak" integer NOT NULL, "points" integer NOT NULL, "id" SERIAL NOT NULL, "customerId" integer NOT NULL, CONSTRAINT "UQ_d16d71f5b99e707cf55eabc9bd4" UNIQUE ("customerId", "day"), CONSTRAINT "PK_980f7bfd481c7fe87fd9bdf256c" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`ALTER TABLE "member_check_in" ADD CONSTRAINT "FK_209dfd48e6f15af9491b9239f32" FOREIGN KEY ("customerId") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "member_check_in" DROP CONSTRAINT "FK_209dfd48e6f15af9491b9239f32"`, undefined);
        await queryRunner.query(`DROP TABLE "member_check_in"`, undefined);
   }

}
