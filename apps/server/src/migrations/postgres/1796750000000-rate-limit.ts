import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shared store of limits and throttles when there is no Redis (rate-limiter-flexible's
 * PostgreSQL layout: a key, its points, when it expires in epoch milliseconds). Not an entity:
 * only the security plugin's RateLimiters reads and writes it, one atomic upsert a step.
 */
export class RateLimit1796750000000 implements MigrationInterface {
    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(
            `CREATE TABLE "rate_limit" ("key" character varying(255) NOT NULL, "points" integer NOT NULL DEFAULT 0, "expire" bigint, CONSTRAINT "PK_rate_limit_key" PRIMARY KEY ("key"))`,
        );
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TABLE "rate_limit"`);
    }
}
