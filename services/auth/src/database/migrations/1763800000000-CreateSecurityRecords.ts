import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The audit log, the rate limiters' counted attempts, and password reset tokens. */
export class CreateSecurityRecords1763800000000 implements MigrationInterface {
  name = 'CreateSecurityRecords1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auth.audit_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        type text NOT NULL,
        organization_id uuid NULL,
        account_id uuid NULL,
        email text NULL,
        actor_id uuid NULL,
        ip text NOT NULL,
        user_agent text NULL,
        occurred_at timestamptz NOT NULL DEFAULT now(),
        details jsonb NOT NULL DEFAULT '{}'::jsonb
      )
    `);
    // No foreign keys: the log outlives the accounts it mentions.
    await queryRunner.query(`CREATE INDEX audit_events_organization_occurred_idx ON auth.audit_events (organization_id, occurred_at DESC)`);

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

    await queryRunner.query(`
      CREATE TABLE auth.password_reset_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL CONSTRAINT password_reset_tokens_account_id_fkey REFERENCES auth.accounts (id) ON DELETE CASCADE,
        token_hash text NOT NULL CONSTRAINT password_reset_tokens_token_hash_key UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz NULL
      )
    `);
    await queryRunner.query(`CREATE INDEX password_reset_tokens_account_id_idx ON auth.password_reset_tokens (account_id) WHERE used_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE auth.password_reset_tokens`);
    await queryRunner.query(`DROP TABLE auth.rate_limit_hits`);
    await queryRunner.query(`DROP TABLE auth.audit_events`);
  }
}
