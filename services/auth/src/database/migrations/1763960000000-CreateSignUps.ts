import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Self-service sign-up: confirmed accounts may have no role until one is chosen and granted (the role
 * check already admits NULL; only NOT NULL goes), sign-ups waiting for their mailed code, and the role
 * requests an administrator approves. Accounts made before this are set up: setup_complete defaults true.
 */
export class CreateSignUps1763960000000 implements MigrationInterface {
  name = 'CreateSignUps1763960000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE auth.accounts ALTER COLUMN role DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE auth.accounts ADD COLUMN setup_complete boolean NOT NULL DEFAULT true`);

    await queryRunner.query(`
      CREATE TABLE auth.pending_sign_ups (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        full_name text NOT NULL,
        password_hash text NOT NULL,
        code_hash text NOT NULL,
        code_expires_at timestamptz NOT NULL,
        failed_attempts integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await queryRunner.query(`CREATE UNIQUE INDEX pending_sign_ups_email_key ON auth.pending_sign_ups (lower(email))`);

    await queryRunner.query(`
      CREATE TABLE auth.role_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL CONSTRAINT role_requests_account_id_fkey REFERENCES auth.accounts (id) ON DELETE CASCADE,
        requested_role text NOT NULL CONSTRAINT role_requests_requested_role_check CHECK (requested_role IN ('admin', 'technician')),
        status text NOT NULL DEFAULT 'pending' CONSTRAINT role_requests_status_check CHECK (status IN ('pending', 'approved', 'declined')),
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz NULL,
        decided_by uuid NULL
      )
    `);
    // At most one open request per account.
    await queryRunner.query(`CREATE UNIQUE INDEX role_requests_pending_account_key ON auth.role_requests (account_id) WHERE status = 'pending'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE auth.role_requests`);
    await queryRunner.query(`DROP TABLE auth.pending_sign_ups`);
    await queryRunner.query(`DELETE FROM auth.accounts WHERE role IS NULL`);
    await queryRunner.query(`ALTER TABLE auth.accounts DROP COLUMN setup_complete`);
    await queryRunner.query(`ALTER TABLE auth.accounts ALTER COLUMN role SET NOT NULL`);
  }
}
