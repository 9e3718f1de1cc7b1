import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One organization scope (spec §6): the database stops refusing a second organization (setups take turns
 * on an advisory lock instead), and the log of roster syncs says whose roster each run copied. Locations
 * and technicians already carry organization_id (and technicians location_id). Existing runs belong to the
 * one organization an installation has had so far.
 */
export class ScopeByOrganization1795400000000 implements MigrationInterface {
  name = 'ScopeByOrganization1795400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "org"."organizations_single_row"`);
    await queryRunner.query(`ALTER TABLE "org"."hcp_sync_runs" ADD COLUMN "organization_id" uuid`);
    await queryRunner.query(`
      UPDATE "org"."hcp_sync_runs"
      SET "organization_id" = (SELECT "id" FROM "org"."organizations" ORDER BY "created_at" LIMIT 1)`);
    // A run is recorded only once an organization exists, so every run has one to belong to.
    await queryRunner.query(`ALTER TABLE "org"."hcp_sync_runs" ALTER COLUMN "organization_id" SET NOT NULL`);
    await queryRunner.query(`
      ALTER TABLE "org"."hcp_sync_runs" ADD CONSTRAINT "hcp_sync_runs_organization_fk"
      FOREIGN KEY ("organization_id") REFERENCES "org"."organizations" ("id") ON DELETE RESTRICT`);
    await queryRunner.query(`CREATE INDEX "hcp_sync_runs_organization_id_idx" ON "org"."hcp_sync_runs" ("organization_id")`);
  }

  /** Back to one organization per installation: refused (by the index) while a second one exists. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "org"."hcp_sync_runs_organization_id_idx"`);
    await queryRunner.query(`ALTER TABLE "org"."hcp_sync_runs" DROP CONSTRAINT "hcp_sync_runs_organization_fk"`);
    await queryRunner.query(`ALTER TABLE "org"."hcp_sync_runs" DROP COLUMN "organization_id"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "organizations_single_row" ON "org"."organizations" ((true))`);
  }
}
