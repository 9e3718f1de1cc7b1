import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Customers and their sites, synced from Housecall Pro (issue 10): the customers, their service addresses,
 * a copy of their HCP jobs with the technicians assigned to them, the log of customer syncs and the
 * receipts of HCP webhooks (replays refused). Search reads `search_text` through a trigram index, so a
 * LIKE '%…%' anywhere in a name, a street or a phone number stays fast at tens of thousands of customers.
 */
export class CreateCustomersAndSites1795500000000 implements MigrationInterface {
  name = 'CreateCustomersAndSites1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`
      CREATE TABLE "org"."customers" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "organization_id" uuid NOT NULL,
        "location_id" uuid NOT NULL,
        "hcp_customer_id" text NOT NULL,
        "first_name" text,
        "last_name" text,
        "company" text,
        "email" text,
        "mobile_number" text,
        "home_number" text,
        "work_number" text,
        "tags" jsonb NOT NULL DEFAULT '[]',
        "hcp_notes" text,
        "preferred_language" text NOT NULL,
        "preferred_language_source" text NOT NULL,
        "do_not_service" boolean NOT NULL DEFAULT false,
        "do_not_service_reason" text,
        "search_text" text NOT NULL DEFAULT '',
        "sort_name" text NOT NULL DEFAULT '',
        "version" integer NOT NULL DEFAULT 1,
        "synced_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "archived_at" TIMESTAMP WITH TIME ZONE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "customers_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "customers_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "org"."organizations" ("id") ON DELETE RESTRICT,
        CONSTRAINT "customers_location_fk" FOREIGN KEY ("location_id") REFERENCES "org"."locations" ("id") ON DELETE RESTRICT
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "customers_hcp_id_idx" ON "org"."customers" ("organization_id", "hcp_customer_id")`);
    await queryRunner.query(`CREATE INDEX "customers_sort_idx" ON "org"."customers" ("organization_id", "sort_name")`);
    await queryRunner.query(`CREATE INDEX "customers_location_id_idx" ON "org"."customers" ("location_id")`);
    await queryRunner.query(`CREATE INDEX "customers_search_trgm_idx" ON "org"."customers" USING gin ("search_text" gin_trgm_ops)`);

    await queryRunner.query(`
      CREATE TABLE "org"."sites" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "organization_id" uuid NOT NULL,
        "location_id" uuid NOT NULL,
        "customer_id" uuid NOT NULL,
        "hcp_address_id" text NOT NULL,
        "position" integer NOT NULL DEFAULT 0,
        "street" text,
        "street_line_2" text,
        "city" text,
        "state" text,
        "zip" text,
        "country" text,
        "gate_code" text,
        "has_dog" boolean NOT NULL DEFAULT false,
        "access_notes" text,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "sites_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "sites_customer_fk" FOREIGN KEY ("customer_id") REFERENCES "org"."customers" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "sites_hcp_id_idx" ON "org"."sites" ("organization_id", "hcp_address_id")`);
    await queryRunner.query(`CREATE INDEX "sites_location_id_idx" ON "org"."sites" ("location_id")`);
    await queryRunner.query(`CREATE INDEX "sites_customer_id_idx" ON "org"."sites" ("customer_id")`);

    await queryRunner.query(`
      CREATE TABLE "org"."customer_jobs" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "organization_id" uuid NOT NULL,
        "location_id" uuid NOT NULL,
        "customer_id" uuid NOT NULL,
        "site_id" uuid,
        "hcp_job_id" text NOT NULL,
        "invoice_number" text,
        "description" text,
        "work_status" text,
        "scheduled_start" TIMESTAMP WITH TIME ZONE,
        "scheduled_end" TIMESTAMP WITH TIME ZONE,
        "technician_names" jsonb NOT NULL DEFAULT '[]',
        "total_cents" integer NOT NULL DEFAULT 0,
        "synced_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "customer_jobs_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "customer_jobs_customer_fk" FOREIGN KEY ("customer_id") REFERENCES "org"."customers" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "customer_jobs_hcp_id_idx" ON "org"."customer_jobs" ("organization_id", "hcp_job_id")`);
    await queryRunner.query(`CREATE INDEX "customer_jobs_customer_id_idx" ON "org"."customer_jobs" ("customer_id")`);

    await queryRunner.query(`
      CREATE TABLE "org"."customer_job_assignments" (
        "job_id" uuid NOT NULL,
        "technician_id" uuid NOT NULL,
        "organization_id" uuid NOT NULL,
        "customer_id" uuid NOT NULL,
        CONSTRAINT "customer_job_assignments_pkey" PRIMARY KEY ("job_id", "technician_id"),
        CONSTRAINT "customer_job_assignments_job_fk" FOREIGN KEY ("job_id") REFERENCES "org"."customer_jobs" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "customer_job_assignments_technician_idx" ON "org"."customer_job_assignments" ("technician_id", "customer_id")`);
    await queryRunner.query(`CREATE INDEX "customer_job_assignments_customer_id_idx" ON "org"."customer_job_assignments" ("customer_id")`);

    await queryRunner.query(`
      CREATE TABLE "org"."customer_sync_runs" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "organization_id" uuid NOT NULL,
        "trigger" text NOT NULL,
        "started_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "finished_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "status" text NOT NULL,
        "created" integer NOT NULL DEFAULT 0,
        "updated" integer NOT NULL DEFAULT 0,
        "archived" integer NOT NULL DEFAULT 0,
        "jobs" integer NOT NULL DEFAULT 0,
        "error" text,
        CONSTRAINT "customer_sync_runs_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "customer_sync_runs_organization_id_idx" ON "org"."customer_sync_runs" ("organization_id")`);

    await queryRunner.query(`
      CREATE TABLE "org"."hcp_webhook_receipts" (
        "signature" text NOT NULL,
        "received_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "hcp_webhook_receipts_pkey" PRIMARY KEY ("signature")
      )`);
    await queryRunner.query(`CREATE INDEX "hcp_webhook_receipts_received_at_idx" ON "org"."hcp_webhook_receipts" ("received_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "org"."hcp_webhook_receipts"`);
    await queryRunner.query(`DROP TABLE "org"."customer_sync_runs"`);
    await queryRunner.query(`DROP TABLE "org"."customer_job_assignments"`);
    await queryRunner.query(`DROP TABLE "org"."customer_jobs"`);
    await queryRunner.query(`DROP TABLE "org"."sites"`);
    await queryRunner.query(`DROP TABLE "org"."customers"`);
    // pg_trgm stays: other tables (the pricebook's search) may use it.
  }
}
