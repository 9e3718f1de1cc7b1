import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 12, the customer's PDF report: `inspection_reports` lists the reports kept in storage, by inspection,
 * version and language, so a newer version's report replaces the older ones in storage and a deleted
 * inspection's reports can be found and removed. No foreign key to the inspection: the row must stay until
 * its object is gone.
 */
export class InspectionReports1795500000000 implements MigrationInterface {
  name = 'InspectionReports1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "inspections"."inspection_reports" (
        "storage_key" text PRIMARY KEY,
        "inspection_id" uuid NOT NULL,
        "organization_id" uuid NOT NULL,
        "version" integer NOT NULL,
        "language" text NOT NULL,
        "byte_size" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )
    `);
    await queryRunner.query(`CREATE INDEX "IDX_inspection_reports_inspection" ON "inspections"."inspection_reports" ("inspection_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "inspections"."inspection_reports"`);
  }
}
