import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rate limits move to rate-limiter-flexible (RateLimiterPostgres): one row per limited key with its points
 * and when they expire, in the shape the library reads and writes (it never creates the table itself:
 * tableCreated). The sliding log of every hit goes; what it counted starts afresh.
 */
export class RateLimitsOnLibrary1764250000000 implements MigrationInterface {
  name = 'RateLimitsOnLibrary1764250000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auth.rate_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )
    `);
    // The library's pruning deletes by expiry (epoch milliseconds).
    await queryRunner.query(`CREATE INDEX rate_limits_expire_idx ON auth.rate_limits (expire)`);
    await queryRunner.query(`DROP TABLE auth.rate_limit_hits`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auth.rate_limit_hits (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        bucket text NOT NULL,
        key_hash text NOT NULL,
        at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL
      )
    `);
    await queryRunner.query(`CREATE INDEX rate_limit_hits_key_idx ON auth.rate_limit_hits (bucket, key_hash, at DESC)`);
    await queryRunner.query(`CREATE INDEX rate_limit_hits_expires_idx ON auth.rate_limit_hits (expires_at)`);
    await queryRunner.query(`DROP TABLE auth.rate_limits`);
  }
}
