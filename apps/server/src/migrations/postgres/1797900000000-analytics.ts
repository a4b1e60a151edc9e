import {MigrationInterface, QueryRunner} from "typeorm";

export class Analytics1797900000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "analytics_daily_figure" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "day" character varying(10) NOT NULL, "metric" character varying(32) NOT NULL, "dimension" character varying(128) NOT NULL DEFAULT '', "value" bigint NOT NULL, "id" SERIAL NOT NULL, CONSTRAINT "UQ_9a37eba4a5389003a4d3c022880" UNIQUE ("day", "metric", "dimension"), CONSTRAINT "PK_0eb9b9ba2df79bdc7a7101f449b" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_3b6409796bd3c06972689e15cb" ON "analytics_daily_figure" ("day") `, undefined);
        await queryRunner.query(`CREATE TABLE "analytics_daily_salt" ("day" character varying(10) NOT NULL, "salt" character varying(64) NOT NULL, CONSTRAINT "PK_4afba568b056ca108874f17741b" PRIMARY KEY ("day"))`, undefined);
        await queryRunner.query(`CREATE TABLE "analytics_event" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "kind" character varying(16) NOT NULL, "viewId" character varying(64) NOT NULL, "visitor" character varying(64) NOT NULL, "visitorHash" character varying(64) NOT NULL, "memberKey" character varying(64), "at" TIMESTAMP NOT NULL, "day" character varying(10) NOT NULL, "sku" character varying(64), "term" character varying(100), "results" integer, "quantity" integer, "step" character varying(16), "method" character varying(32), "id" SERIAL NOT NULL, CONSTRAINT "PK_29d5b2021997dfc387aa5a05ae6" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_c66e468e4e8f07033066b5ee0a" ON "analytics_event" ("at") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_1349786ef04208803ef17866b1" ON "analytics_event" ("day", "kind") `, undefined);
        await queryRunner.query(`CREATE TABLE "analytics_page_view" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "viewId" character varying(64) NOT NULL, "visitor" character varying(64) NOT NULL, "visitorHash" character varying(64) NOT NULL, "memberKey" character varying(64), "at" TIMESTAMP NOT NULL, "day" character varying(10) NOT NULL, "path" character varying(512) NOT NULL, "pageType" character varying(16) NOT NULL, "channel" character varying(16) NOT NULL, "referrerHost" character varying(255), "utmSource" character varying(128), "utmMedium" character varying(128), "utmCampaign" character varying(128), "engagedMs" integer NOT NULL DEFAULT '0', "leaveMs" integer, "loadMs" integer, "id" SERIAL NOT NULL, CONSTRAINT "PK_d670f6ca214a204304e44ee44a8" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_0dcecf618ffe6e5d9e548b6269" ON "analytics_page_view" ("viewId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_204d113d29ca316799a688daa3" ON "analytics_page_view" ("at") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_5638ea6a3aea7a00f2527ef089" ON "analytics_page_view" ("day") `, undefined);
        await queryRunner.query(`CREATE TABLE "analytics_purchase" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "orderId" integer NOT NULL, "visitor" character varying(64), "at" TIMESTAMP NOT NULL, "day" character varying(10) NOT NULL, "totalWithTax" integer NOT NULL, "lines" text NOT NULL, "id" SERIAL NOT NULL, CONSTRAINT "PK_3478fc43c4ddb47da54e862bff9" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_33b5986cf5069133bbd46bba7a" ON "analytics_purchase" ("orderId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_0edd8adcc6c1d46a48b2d91f3d" ON "analytics_purchase" ("at") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_52b70445f65c9ac6663867bdaa" ON "analytics_purchase" ("day") `, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsAnalyticsvisitor" character varying(64)`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsAnalyticsvisitor"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_52b70445f65c9ac6663867bdaa"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_0edd8adcc6c1d46a48b2d91f3d"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_33b5986cf5069133bbd46bba7a"`, undefined);
        await queryRunner.query(`DROP TABLE "analytics_purchase"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_5638ea6a3aea7a00f2527ef089"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_204d113d29ca316799a688daa3"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_0dcecf618ffe6e5d9e548b6269"`, undefined);
        await queryRunner.query(`DROP TABLE "analytics_page_view"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_1349786ef04208803ef17866b1"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_c66e468e4e8f07033066b5ee0a"`, undefined);
        await queryRunner.query(`DROP TABLE "analytics_event"`, undefined);
        await queryRunner.query(`DROP TABLE "analytics_daily_salt"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_3b6409796bd3c06972689e15cb"`, undefined);
        await queryRunner.query(`DROP TABLE "analytics_daily_figure"`, undefined);
   }

}
