import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The inspections table (spec §3). Organization, location and technician ids point at services/org's
 * records, so they are plain uuids without foreign keys: no service reaches into another's tables.
 * Names are schema-qualified: an embedded PostgreSQL shares one session between connections, so a
 * search_path cannot be relied on. The form's many sections live in `data` until later issues give zones, media and signatures their own tables.
 */
export class CreateInspections1795200000000 implements MigrationInterface {
  name = 'CreateInspections1795200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "inspections"."inspections" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "report_number" text NOT NULL,
        "organization_id" uuid NOT NULL,
        "location_id" uuid,
        "technician_id" uuid,
        "inspector_name" text NOT NULL DEFAULT '',
        "client_name" text NOT NULL DEFAULT '',
        "client_address" text NOT NULL DEFAULT '',
        "status" text NOT NULL DEFAULT 'draft',
        "estimated_total_cents" bigint NOT NULL DEFAULT 0,
        "completed_date" timestamptz,
        "saved_at" timestamptz NOT NULL DEFAULT now(),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "data" jsonb NOT NULL DEFAULT '{}'::jsonb,
        CONSTRAINT "UQ_inspections_report_number" UNIQUE ("report_number"),
        CONSTRAINT "CHK_inspections_estimated_total_cents" CHECK ("estimated_total_cents" >= 0)
      )
    `);
    // The recent lists: the whole organization, one location, one technician, newest first.
    await queryRunner.query(`CREATE INDEX "IDX_inspections_organization_created" ON "inspections"."inspections" ("organization_id", "created_at" DESC)`);
    await queryRunner.query(`CREATE INDEX "IDX_inspections_location_created" ON "inspections"."inspections" ("location_id", "created_at" DESC)`);
    await queryRunner.query(`CREATE INDEX "IDX_inspections_technician_created" ON "inspections"."inspections" ("technician_id", "created_at" DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "inspections"."inspections"`);
  }
}
