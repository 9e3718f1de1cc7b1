import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The roster screen (issue 10) shows each technician as HCP does, with their photo or calendar colour and
 * HCP's role, and says why the last sync failed in the reader's language: the roster keeps HCP's
 * `avatar_url`, `color_hex` and `role`, and a sync run its failure as a code. Existing technicians get
 * them on the next sync; earlier failed runs have no code and read as a failure without a reason.
 */
export class TechnicianLooksAndSyncFailures1795600000000 implements MigrationInterface {
  name = 'TechnicianLooksAndSyncFailures1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "org"."technicians" ADD COLUMN "hcp_role" text`);
    await queryRunner.query(`ALTER TABLE "org"."technicians" ADD COLUMN "avatar_url" text`);
    await queryRunner.query(`ALTER TABLE "org"."technicians" ADD COLUMN "color_hex" text`);
    await queryRunner.query(`ALTER TABLE "org"."hcp_sync_runs" ADD COLUMN "failure" text`);
    await queryRunner.query(`UPDATE "org"."hcp_sync_runs" SET "failure" = 'failed' WHERE "status" = 'failed'`);
    // The screen reads the latest run of an organization.
    await queryRunner.query(`CREATE INDEX "hcp_sync_runs_organization_finished_idx" ON "org"."hcp_sync_runs" ("organization_id", "finished_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "org"."hcp_sync_runs_organization_finished_idx"`);
    await queryRunner.query(`ALTER TABLE "org"."hcp_sync_runs" DROP COLUMN "failure"`);
    await queryRunner.query(`ALTER TABLE "org"."technicians" DROP COLUMN "color_hex"`);
    await queryRunner.query(`ALTER TABLE "org"."technicians" DROP COLUMN "avatar_url"`);
    await queryRunner.query(`ALTER TABLE "org"."technicians" DROP COLUMN "hcp_role"`);
  }
}
