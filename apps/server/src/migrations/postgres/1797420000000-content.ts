import {MigrationInterface, QueryRunner} from "typeorm";

export class Content1797420000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "content_entry" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "kind" character varying(16) NOT NULL, "state" character varying(16) NOT NULL DEFAULT 'draft', "path" character varying(200) NOT NULL, "livePath" character varying(200), "scheduledPath" character varying(200), "liveTags" character varying(600) NOT NULL DEFAULT '', "series" character varying(64), "position" integer NOT NULL DEFAULT '0', "mediaType" character varying(16), "publishAt" TIMESTAMP, "publishedAt" TIMESTAMP, "liveSince" TIMESTAMP, "id" SERIAL NOT NULL, "heroAssetId" integer, "draftRevisionId" integer, "liveRevisionId" integer, "scheduledRevisionId" integer, CONSTRAINT "PK_999d205b57de0ad26138056725a" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_3dc0dd189378c1a1da2a603073" ON "content_entry" ("livePath") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_03b04db2626fa4b0adc1892d9f" ON "content_entry" ("kind", "state", "publishedAt") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_b08a5f04b9dbb86eddf0e201c1" ON "content_entry" ("kind", "path") `, undefined);
        await queryRunner.query(`CREATE TABLE "content_redirect" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "kind" character varying(16) NOT NULL, "fromPath" character varying(200) NOT NULL, "id" SERIAL NOT NULL, "entryId" integer NOT NULL, CONSTRAINT "PK_92eccf50571e82fcac750a0b9c9" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_978e150f5d36941bf5a612f8b4" ON "content_redirect" ("kind", "fromPath") `, undefined);
        await queryRunner.query(`CREATE TABLE "content_revision" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "action" character varying(16) NOT NULL, "authorName" character varying(120), "snapshot" text NOT NULL, "id" SERIAL NOT NULL, "entryId" integer NOT NULL, "authorId" integer, CONSTRAINT "PK_9a263b2bcb4233173933931fb7d" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_7af6069ffbc19abe5d630d8aef" ON "content_revision" ("entryId", "createdAt") `, undefined);
        await queryRunner.query(`ALTER TABLE "content_entry" ADD CONSTRAINT "FK_311a1453c352ed0fac8715d4989" FOREIGN KEY ("heroAssetId") REFERENCES "asset"("id") ON DELETE SET NULL ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "content_redirect" ADD CONSTRAINT "FK_8b99b420a184aa8fc2a28cd0b8d" FOREIGN KEY ("entryId") REFERENCES "content_entry"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "content_revision" ADD CONSTRAINT "FK_df8d1f84b611a407d9d01d36dad" FOREIGN KEY ("entryId") REFERENCES "content_entry"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "content_revision" DROP CONSTRAINT "FK_df8d1f84b611a407d9d01d36dad"`, undefined);
        await queryRunner.query(`ALTER TABLE "content_redirect" DROP CONSTRAINT "FK_8b99b420a184aa8fc2a28cd0b8d"`, undefined);
        await queryRunner.query(`ALTER TABLE "content_entry" DROP CONSTRAINT "FK_311a1453c352ed0fac8715d4989"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_7af6069ffbc19abe5d630d8aef"`, undefined);
        await queryRunner.query(`DROP TABLE "content_revision"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_978e150f5d36941bf5a612f8b4"`, undefined);
        await queryRunner.query(`DROP TABLE "content_redirect"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_b08a5f04b9dbb86eddf0e201c1"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_03b04db2626fa4b0adc1892d9f"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_3dc0dd189378c1a1da2a603073"`, undefined);
        await queryRunner.query(`DROP TABLE "content_entry"`, undefined);
   }

}
