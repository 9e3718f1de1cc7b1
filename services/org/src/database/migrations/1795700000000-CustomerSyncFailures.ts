import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The customers screen (issue 10) shows when customers were last synced and, for a failed run, why in the
 * reader's language: a customer sync run keeps its failure as a code, as the roster's runs do. Earlier
 * failed runs have no code and read as a failure without a reason.
 */
export class CustomerSyncFailures1795700000000 implements MigrationInterface {
  name = 'CustomerSyncFailures1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "org"."customer_sync_runs" ADD COLUMN "failure" text`);
    await queryRunner.query(`UPDATE "org"."customer_sync_runs" SET "failure" = 'failed' WHERE "status" = 'failed'`);
    // The screen reads the latest run of an organization.
    await queryRunner.query(`CREATE INDEX "customer_sync_runs_organization_finished_idx" ON "org"."customer_sync_runs" ("organization_id", "finished_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "org"."customer_sync_runs_organization_finished_idx"`);
    await queryRunner.query(`ALTER TABLE "org"."customer_sync_runs" DROP COLUMN "failure"`);
  }
}
