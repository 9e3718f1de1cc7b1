import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 12, "Send report": `inspection_report_sends` records each e-mail of the customer's report and makes a
 * send safe to retry. One row per Idempotency-Key of an organization (the unique key is the lock two requests
 * with the same key race for): 'sending' while the mail is on its way, 'sent' once the relay accepted it; a
 * send the relay refused leaves no row. `request_hash` is the SHA-256 of the body as the client gave it, so the
 * same key with another body is told apart. The office lists an inspection's sends newest first (partial index).
 */
export class InspectionReportSends1795700000000 implements MigrationInterface {
  name = 'InspectionReportSends1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "inspections"."inspection_report_sends" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organization_id" uuid NOT NULL,
        "inspection_id" uuid NOT NULL,
        "idempotency_key" text NOT NULL,
        "request_hash" text NOT NULL,
        "to_address" text NOT NULL,
        "lang" text NOT NULL,
        "inspection_version" integer NOT NULL,
        "status" text NOT NULL DEFAULT 'sending',
        "sent_at" timestamptz,
        "sent_by_id" uuid NOT NULL,
        "sent_by_name" text NOT NULL DEFAULT '',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_inspection_report_sends_key" UNIQUE ("organization_id", "idempotency_key"),
        CONSTRAINT "CHK_inspection_report_sends_status" CHECK ("status" IN ('sending', 'sent')),
        CONSTRAINT "CHK_inspection_report_sends_sent_at" CHECK (("status" = 'sent') = ("sent_at" IS NOT NULL)),
        CONSTRAINT "CHK_inspection_report_sends_lang" CHECK ("lang" IN ('en', 'es'))
      )
    `);
    await queryRunner.query(
      `CREATE INDEX "IDX_inspection_report_sends_inspection_sent" ON "inspections"."inspection_report_sends" ("inspection_id", "sent_at" DESC) WHERE "status" = 'sent'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "inspections"."inspection_report_sends"`);
  }
}
