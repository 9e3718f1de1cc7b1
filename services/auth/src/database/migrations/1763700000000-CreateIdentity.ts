import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts, their sessions, and the installation claim. Names are schema-qualified: TypeORM does not set
 * search_path, and the embedded PostgreSQL ignores it at start-up.
 */
export class CreateIdentity1763700000000 implements MigrationInterface {
  name = 'CreateIdentity1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auth.accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        full_name text NOT NULL,
        first_name text NULL,
        last_name text NULL,
        role text NOT NULL CONSTRAINT accounts_role_check CHECK (role IN ('admin', 'manager', 'supervisor', 'technician')),
        password_hash text NOT NULL,
        must_change_password boolean NOT NULL DEFAULT false,
        organization_id uuid NULL,
        location_id uuid NULL,
        technician_id uuid NULL,
        disabled_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT accounts_technician_has_roster_id CHECK (role <> 'technician' OR technician_id IS NOT NULL)
      )
    `);
    // E-mail is kept as typed but is one identity whatever its case.
    await queryRunner.query(`CREATE UNIQUE INDEX accounts_email_key ON auth.accounts (lower(email))`);
    await queryRunner.query(`CREATE UNIQUE INDEX accounts_technician_id_key ON auth.accounts (technician_id) WHERE technician_id IS NOT NULL`);

    await queryRunner.query(`
      CREATE TABLE auth.sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash text NOT NULL CONSTRAINT sessions_token_hash_key UNIQUE,
        account_id uuid NOT NULL CONSTRAINT sessions_account_id_fkey REFERENCES auth.accounts (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        idle_expires_at timestamptz NOT NULL,
        absolute_expires_at timestamptz NOT NULL,
        revoked_at timestamptz NULL,
        ip text NULL,
        user_agent text NULL
      )
    `);
    await queryRunner.query(`CREATE INDEX sessions_account_id_idx ON auth.sessions (account_id) WHERE revoked_at IS NULL`);

    // One row at most, ever: the primary key can only be true, so a second setup can never insert.
    await queryRunner.query(`
      CREATE TABLE auth.installation (
        id boolean PRIMARY KEY DEFAULT true CONSTRAINT installation_singleton CHECK (id),
        admin_account_id uuid NULL CONSTRAINT installation_admin_account_id_fkey REFERENCES auth.accounts (id) ON DELETE SET NULL,
        completed_at timestamptz NOT NULL DEFAULT now()
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE auth.installation`);
    await queryRunner.query(`DROP TABLE auth.sessions`);
    await queryRunner.query(`DROP TABLE auth.accounts`);
  }
}
