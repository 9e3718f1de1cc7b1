import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The organization, its locations, the technician roster copied from Housecall Pro and the log of roster
 * syncs. Schema-qualified because the wire-protocol PGlite ignores a connection's search_path.
 */
export class CreateOrganizationRoster1795237674759 implements MigrationInterface {
  name = 'CreateOrganizationRoster1795237674759';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "org"."organizations" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" text NOT NULL,
        "type" text NOT NULL DEFAULT 'independent' CONSTRAINT "organizations_type_check" CHECK ("type" IN ('franchise', 'corporate', 'independent')),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // A single-organization installation: the database itself refuses a second row, whoever races to insert it.
    await queryRunner.query(`CREATE UNIQUE INDEX "organizations_single_row" ON "org"."organizations" ((true))`);

    await queryRunner.query(`
      CREATE TABLE "org"."locations" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organization_id" uuid NOT NULL CONSTRAINT "locations_organization_fk" REFERENCES "org"."organizations" ("id") ON DELETE RESTRICT,
        "name" text NOT NULL,
        "address" text,
        "city" text,
        "state" text,
        "zip_code" text,
        "hcp_location_id" text CONSTRAINT "locations_hcp_location_id_key" UNIQUE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "locations_organization_id_idx" ON "org"."locations" ("organization_id")`);

    await queryRunner.query(`
      CREATE TABLE "org"."technicians" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organization_id" uuid NOT NULL CONSTRAINT "technicians_organization_fk" REFERENCES "org"."organizations" ("id") ON DELETE RESTRICT,
        "hcp_employee_id" text NOT NULL CONSTRAINT "technicians_hcp_employee_id_key" UNIQUE,
        "first_name" text NOT NULL,
        "last_name" text NOT NULL,
        "email" text,
        "mobile_number" text,
        "location_id" uuid CONSTRAINT "technicians_location_fk" REFERENCES "org"."locations" ("id") ON DELETE SET NULL,
        "active" boolean NOT NULL DEFAULT true,
        "synced_at" timestamptz NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "technicians_organization_id_idx" ON "org"."technicians" ("organization_id")`);
    await queryRunner.query(`CREATE INDEX "technicians_location_id_idx" ON "org"."technicians" ("location_id")`);

    await queryRunner.query(`
      CREATE TABLE "org"."hcp_sync_runs" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "trigger" text NOT NULL CONSTRAINT "hcp_sync_runs_trigger_check" CHECK ("trigger" IN ('boot', 'schedule', 'manual', 'setup')),
        "started_at" timestamptz NOT NULL,
        "finished_at" timestamptz NOT NULL,
        "status" text NOT NULL CONSTRAINT "hcp_sync_runs_status_check" CHECK ("status" IN ('ok', 'failed')),
        "created" integer NOT NULL DEFAULT 0,
        "updated" integer NOT NULL DEFAULT 0,
        "deactivated" integer NOT NULL DEFAULT 0,
        "error" text
      )`);
    await queryRunner.query(`CREATE INDEX "hcp_sync_runs_started_at_idx" ON "org"."hcp_sync_runs" ("started_at" DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "org"."hcp_sync_runs"`);
    await queryRunner.query(`DROP TABLE "org"."technicians"`);
    await queryRunner.query(`DROP TABLE "org"."locations"`);
    await queryRunner.query(`DROP TABLE "org"."organizations"`);
  }
}
