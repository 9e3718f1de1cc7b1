import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 12, the office dashboard and deleting an inspection.
 * - `deleted_by`: the account that deleted an inspection (with `deleted_at`, the soft delete).
 * - `inspection_audit_events`: who did what to an inspection and when (append-only); the first entry is the delete.
 * - Partial indexes over the inspections that are not deleted, so the dashboard's figures for any period and
 *   the recent list stay index scans with 1,000,000 inspections (bench/dashboard-stats.mjs):
 *   by organization or location and creation time, carrying the columns the figures add up (index-only scans);
 *   by organization, address ZIP code and creation time, so "was there an inspection in this ZIP code in the
 *   period" is one probe per ZIP code of the service area. The ZIP expression must stay exactly the one in
 *   src/dashboard/address-zip.ts: PostgreSQL uses an expression index only for the same expression.
 * - Deleted inspections by deletion time, for the media retention sweep.
 */
export class DashboardAndDeletions1795400000000 implements MigrationInterface {
  name = 'DashboardAndDeletions1795400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "inspections"."inspections" ADD "deleted_by" uuid`);
    await queryRunner.query(`
      CREATE TABLE "inspections"."inspection_audit_events" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organization_id" uuid NOT NULL,
        "inspection_id" uuid NOT NULL,
        "action" text NOT NULL,
        "actor_id" uuid,
        "actor_email" text,
        "actor_role" text,
        "occurred_at" timestamptz NOT NULL,
        "details" jsonb NOT NULL DEFAULT '{}'::jsonb
      )
    `);
    await queryRunner.query(
      `CREATE INDEX "IDX_inspection_audit_events_organization_occurred" ON "inspections"."inspection_audit_events" ("organization_id", "occurred_at" DESC)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_inspection_audit_events_inspection" ON "inspections"."inspection_audit_events" ("inspection_id")`);
    await queryRunner.query(`
      CREATE INDEX "IDX_inspections_live_organization_created" ON "inspections"."inspections" ("organization_id", "created_at")
      INCLUDE ("status", "estimated_total_cents", "technician_id") WHERE "deleted_at" IS NULL
    `);
    await queryRunner.query(`
      CREATE INDEX "IDX_inspections_live_location_created" ON "inspections"."inspections" ("organization_id", "location_id", "created_at")
      INCLUDE ("status", "estimated_total_cents", "technician_id") WHERE "deleted_at" IS NULL
    `);
    await queryRunner.query(`
      CREATE INDEX "IDX_inspections_live_zip_created" ON "inspections"."inspections"
      ("organization_id", (substring("client_address" from '(\\d{5})(?:-\\d{4})?\\s*$')), "created_at") INCLUDE ("location_id") WHERE "deleted_at" IS NULL
    `);
    await queryRunner.query(`CREATE INDEX "IDX_inspections_deleted" ON "inspections"."inspections" ("deleted_at") WHERE "deleted_at" IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "inspections"."IDX_inspections_deleted"`);
    await queryRunner.query(`DROP INDEX "inspections"."IDX_inspections_live_zip_created"`);
    await queryRunner.query(`DROP INDEX "inspections"."IDX_inspections_live_location_created"`);
    await queryRunner.query(`DROP INDEX "inspections"."IDX_inspections_live_organization_created"`);
    await queryRunner.query(`DROP TABLE "inspections"."inspection_audit_events"`);
    await queryRunner.query(`ALTER TABLE "inspections"."inspections" DROP COLUMN "deleted_by"`);
  }
}
