import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One organization scope (spec §6): role requests and password reset codes say which organization they
 * belong to. Existing requests belong to the installation's organization (its first administrator's: an
 * installation has had one so far); existing codes to their account's.
 */
export class ScopeByOrganization1764100000000 implements MigrationInterface {
  name = 'ScopeByOrganization1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE auth.role_requests ADD COLUMN organization_id uuid`);
    await queryRunner.query(`
      UPDATE auth.role_requests
      SET organization_id = (
        SELECT admin.organization_id FROM auth.installation JOIN auth.accounts admin ON admin.id = installation.admin_account_id
      )`);
    await queryRunner.query(`CREATE INDEX role_requests_organization_id_idx ON auth.role_requests (organization_id)`);

    await queryRunner.query(`ALTER TABLE auth.password_reset_tokens ADD COLUMN organization_id uuid`);
    await queryRunner.query(`
      UPDATE auth.password_reset_tokens token
      SET organization_id = account.organization_id
      FROM auth.accounts account
      WHERE account.id = token.account_id`);
    await queryRunner.query(`CREATE INDEX password_reset_tokens_organization_id_idx ON auth.password_reset_tokens (organization_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX auth.password_reset_tokens_organization_id_idx`);
    await queryRunner.query(`ALTER TABLE auth.password_reset_tokens DROP COLUMN organization_id`);
    await queryRunner.query(`DROP INDEX auth.role_requests_organization_id_idx`);
    await queryRunner.query(`ALTER TABLE auth.role_requests DROP COLUMN organization_id`);
  }
}
