import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Report numbers are unique within an organization, not across all of them (issue 11). Inspections moved from
 * the old app keep its numbers (IR-2025-0042), which two organizations, or two devices of one, may both have:
 * one unique(report_number) over every organization answered a clash with 409, telling the caller that
 * another organization holds that number. The new key leads with organization_id, so it also serves any
 * lookup of a number within an organization; the office list's report-number sort keeps its own partial index
 * (IDX_inspections_live_list_report: organization_id, report_number, id, live rows only).
 * down() fails while two organizations share a number, as it should: it cannot be made unique again silently.
 */
export class ReportNumbersPerOrganization1795800000000 implements MigrationInterface {
  name = 'ReportNumbersPerOrganization1795800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "inspections"."inspections" DROP CONSTRAINT "UQ_inspections_report_number"`);
    await queryRunner.query(
      `ALTER TABLE "inspections"."inspections" ADD CONSTRAINT "UQ_inspections_organization_report_number" UNIQUE ("organization_id", "report_number")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "inspections"."inspections" DROP CONSTRAINT "UQ_inspections_organization_report_number"`);
    await queryRunner.query(`ALTER TABLE "inspections"."inspections" ADD CONSTRAINT "UQ_inspections_report_number" UNIQUE ("report_number")`);
  }
}
