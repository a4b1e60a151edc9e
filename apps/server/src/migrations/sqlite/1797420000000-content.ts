import {MigrationInterface, QueryRunner} from "typeorm";

export class Content1797420000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "content_entry" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "kind" varchar(16) NOT NULL, "state" varchar(16) NOT NULL DEFAULT ('draft'), "path" varchar(200) NOT NULL, "livePath" varchar(200), "scheduledPath" varchar(200), "liveTags" varchar(600) NOT NULL DEFAULT (''), "series" varchar(64), "position" integer NOT NULL DEFAULT (0), "mediaType" varchar(16), "publishAt" datetime, "publishedAt" datetime, "liveSince" datetime, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "heroAssetId" integer, "draftRevisionId" integer, "liveRevisionId" integer, "scheduledRevisionId" integer)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_3dc0dd189378c1a1da2a603073" ON "content_entry" ("livePath") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_03b04db2626fa4b0adc1892d9f" ON "content_entry" ("kind", "state", "publishedAt") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_b08a5f04b9dbb86eddf0e201c1" ON "content_entry" ("kind", "path") `, undefined);
        await queryRunner.query(`CREATE TABLE "content_redirect" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "kind" varchar(16) NOT NULL, "fromPath" varchar(200) NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "entryId" integer NOT NULL)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_978e150f5d36941bf5a612f8b4" ON "content_redirect" ("kind", "fromPath") `, undefined);
        await queryRunner.query(`CREATE TABLE "content_revision" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "action" varchar(16) NOT NULL, "authorName" varchar(120), "snapshot" text NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "entryId" integer NOT NULL, "authorId" integer)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_7af6069ffbc19abe5d630d8aef" ON "content_revision" ("entryId", "createdAt") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_3dc0dd189378c1a1da2a603073"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_03b04db2626fa4b0adc1892d9f"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_b08a5f04b9dbb86eddf0e201c1"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_content_entry" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "kind" varchar(16) NOT NULL, "state" varchar(16) NOT NULL DEFAULT ('draft'), "path" varchar(200) NOT NULL, "livePath" varchar(200), "scheduledPath" varchar(200), "liveTags" varchar(600) NOT NULL DEFAULT (''), "series" varchar(64), "position" integer NOT NULL DEFAULT (0), "mediaType" varchar(16), "publishAt" datetime, "publishedAt" datetime, "liveSince" datetime, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "heroAssetId" integer, "draftRevisionId" integer, "liveRevisionId" integer, "scheduledRevisionId" integer, CONSTRAINT "FK_311a1453c352ed0fac8715d4989" FOREIGN KEY ("heroAssetId") REFERENCES "asset" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_content_entry"("createdAt", "updatedAt", "kind", "state", "path", "livePath", "scheduledPath", "liveTags", "series", "position", "mediaType", "publishAt", "publishedAt", "liveSince", "id", "heroAssetId", "draftRevisionId", "liveRevisionId", "scheduledRevisionId") SELECT "createdAt", "updatedAt", "kind", "state", "path", "livePath", "scheduledPath", "liveTags", "series", "position", "mediaType", "publishAt", "publishedAt", "liveSince", "id", "heroAssetId", "draftRevisionId", "liveRevisionId", "scheduledRevisionId" FROM "content_entry"`, undefined);
        await queryRunner.query(`DROP TABLE "content_entry"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_content_entry" RENAME TO "content_entry"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_3dc0dd189378c1a1da2a603073" ON "content_entry" ("livePath") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_03b04db2626fa4b0adc1892d9f" ON "content_entry" ("kind", "state", "publishedAt") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_b08a5f04b9dbb86eddf0e201c1" ON "content_entry" ("kind", "path") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_978e150f5d36941bf5a612f8b4"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_content_redirect" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "kind" varchar(16) NOT NULL, "fromPath" varchar(200) NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "entryId" integer NOT NULL, CONSTRAINT "FK_8b99b420a184aa8fc2a28cd0b8d" FOREIGN KEY ("entryId") REFERENCES "content_entry" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_content_redirect"("createdAt", "updatedAt", "kind", "fromPath", "id", "entryId") SELECT "createdAt", "updatedAt", "kind", "fromPath", "id", "entryId" FROM "content_redirect"`, undefined);
        await queryRunner.query(`DROP TABLE "content_redirect"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_content_redirect" RENAME TO "content_redirect"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_978e150f5d36941bf5a612f8b4" ON "content_redirect" ("kind", "fromPath") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_7af6069ffbc19abe5d630d8aef"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_content_revision" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "action" varchar(16) NOT NULL, "authorName" varchar(120), "snapshot" text NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "entryId" integer NOT NULL, "authorId" integer, CONSTRAINT "FK_df8d1f84b611a407d9d01d36dad" FOREIGN KEY ("entryId") REFERENCES "content_entry" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_content_revision"("createdAt", "updatedAt", "action", "authorName", "snapshot", "id", "entryId", "authorId") SELECT "createdAt", "updatedAt", "action", "authorName", "snapshot", "id", "entryId", "authorId" FROM "content_revision"`, undefined);
        await queryRunner.query(`DROP TABLE "content_revision"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_content_revision" RENAME TO "content_revision"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_7af6069ffbc19abe5d630d8aef" ON "content_revision" ("entryId", "createdAt") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_7af6069ffbc19abe5d630d8aef"`, undefined);
        await queryRunner.query(`ALTER TABLE "content_revision" RENAME TO "temporary_content_revision"`, undefined);
        await queryRunner.query(`CREATE TABLE "content_revision" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "action" varchar(16) NOT NULL, "authorName" varchar(120), "snapshot" text NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "entryId" integer NOT NULL, "authorId" integer)`, undefined);
        await queryRunner.query(`INSERT INTO "content_revision"("createdAt", "updatedAt", "action", "authorName", "snapshot", "id", "entryId", "authorId") SELECT "createdAt", "updatedAt", "action", "authorName", "snapshot", "id", "entryId", "authorId" FROM "temporary_content_revision"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_content_revision"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_7af6069ffbc19abe5d630d8aef" ON "content_revision" ("entryId", "createdAt") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_978e150f5d36941bf5a612f8b4"`, undefined);
        await queryRunner.query(`ALTER TABLE "content_redirect" RENAME TO "temporary_content_redirect"`, undefined);
        await queryRunner.query(`CREATE TABLE "content_redirect" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "kind" varchar(16) NOT NULL, "fromPath" varchar(200) NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "entryId" integer NOT NULL)`, undefined);
        await queryRunner.query(`INSERT INTO "content_redirect"("createdAt", "updatedAt", "kind", "fromPath", "id", "entryId") SELECT "createdAt", "updatedAt", "kind", "fromPath", "id", "entryId" FROM "temporary_content_redirect"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_content_redirect"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_978e150f5d36941bf5a612f8b4" ON "content_redirect" ("kind", "fromPath") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_b08a5f04b9dbb86eddf0e201c1"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_03b04db2626fa4b0adc1892d9f"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_3dc0dd189378c1a1da2a603073"`, undefined);
        await queryRunner.query(`ALTER TABLE "content_entry" RENAME TO "temporary_content_entry"`, undefined);
        await queryRunner.query(`CREATE TABLE "content_entry" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "kind" varchar(16) NOT NULL, "state" varchar(16) NOT NULL DEFAULT ('draft'), "path" varchar(200) NOT NULL, "livePath" varchar(200), "scheduledPath" varchar(200), "liveTags" varchar(600) NOT NULL DEFAULT (''), "series" varchar(64), "position" integer NOT NULL DEFAULT (0), "mediaType" varchar(16), "publishAt" datetime, "publishedAt" datetime, "liveSince" datetime, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "heroAssetId" integer, "draftRevisionId" integer, "liveRevisionId" integer, "scheduledRevisionId" integer)`, undefined);
        await queryRunner.query(`INSERT INTO "content_entry"("createdAt", "updatedAt", "kind", "state", "path", "livePath", "scheduledPath", "liveTags", "series", "position", "mediaType", "publishAt", "publishedAt", "liveSince", "id", "heroAssetId", "draftRevisionId", "liveRevisionId", "scheduledRevisionId") SELECT "createdAt", "updatedAt", "kind", "state", "path", "livePath", "scheduledPath", "liveTags", "series", "position", "mediaType", "publishAt", "publishedAt", "liveSince", "id", "heroAssetId", "draftRevisionId", "liveRevisionId", "scheduledRevisionId" FROM "temporary_content_entry"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_content_entry"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_b08a5f04b9dbb86eddf0e201c1" ON "content_entry" ("kind", "path") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_03b04db2626fa4b0adc1892d9f" ON "content_entry" ("kind", "state", "publishedAt") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_3dc0dd189378c1a1da2a603073" ON "content_entry" ("livePath") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_7af6069ffbc19abe5d630d8aef"`, undefined);
        await queryRunner.query(`DROP TABLE "content_revision"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_978e150f5d36941bf5a612f8b4"`, undefined);
        await queryRunner.query(`DROP TABLE "content_redirect"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_b08a5f04b9dbb86eddf0e201c1"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_03b04db2626fa4b0adc1892d9f"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_3dc0dd189378c1a1da2a603073"`, undefined);
        await queryRunner.query(`DROP TABLE "content_entry"`, undefined);
   }

}
