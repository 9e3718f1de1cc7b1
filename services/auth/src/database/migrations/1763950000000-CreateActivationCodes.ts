import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One-time activation codes of technician accounts created in bulk. Technicians without an e-mail get
 * accounts too (they activate with their name), so the e-mail's uniqueness now applies to real addresses only.
 */
export class CreateActivationCodes1763950000000 implements MigrationInterface {
  name = 'CreateActivationCodes1763950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auth.activation_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL CONSTRAINT activation_codes_account_id_fkey REFERENCES auth.accounts (id) ON DELETE CASCADE,
        code_hash text NOT NULL CONSTRAINT activation_codes_code_hash_key UNIQUE,
        delivery text NOT NULL CONSTRAINT activation_codes_delivery_check CHECK (delivery IN ('email', 'sheet')),
        issued_by uuid NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz NULL
      )
    `);
    await queryRunner.query(`CREATE INDEX activation_codes_account_id_idx ON auth.activation_codes (account_id)`);
    await queryRunner.query(`DROP INDEX auth.accounts_email_key`);
    await queryRunner.query(`CREATE UNIQUE INDEX accounts_email_key ON auth.accounts (lower(email)) WHERE email <> ''`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Accounts without an e-mail cannot survive the stricter index: they are the ones this migration allowed.
    await queryRunner.query(`DELETE FROM auth.accounts WHERE email = ''`);
    await queryRunner.query(`DROP INDEX auth.accounts_email_key`);
    await queryRunner.query(`CREATE UNIQUE INDEX accounts_email_key ON auth.accounts (lower(email))`);
    await queryRunner.query(`DROP TABLE auth.activation_codes`);
  }
}
