import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The customer's report and its e-mail carry the organization's contact (issue 12): the organization keeps a
 * phone, an e-mail and a website, filled from Housecall Pro's company record until the office saves them
 * (contact_source), and a version for the office's edits (If-Match / 412). A location keeps HCP's phone.
 */
export class OrganizationContact1795800000000 implements MigrationInterface {
  name = 'OrganizationContact1795800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "org"."organizations" ADD COLUMN "phone" text`);
    await queryRunner.query(`ALTER TABLE "org"."organizations" ADD COLUMN "email" text`);
    await queryRunner.query(`ALTER TABLE "org"."organizations" ADD COLUMN "website" text`);
    await queryRunner.query(`ALTER TABLE "org"."organizations" ADD COLUMN "contact_source" text NOT NULL DEFAULT 'housecall-pro'`);
    await queryRunner.query(`ALTER TABLE "org"."organizations" ADD COLUMN "version" integer NOT NULL DEFAULT 1`);
    await queryRunner.query(`ALTER TABLE "org"."locations" ADD COLUMN "phone" text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "org"."locations" DROP COLUMN "phone"`);
    await queryRunner.query(`ALTER TABLE "org"."organizations" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "org"."organizations" DROP COLUMN "contact_source"`);
    await queryRunner.query(`ALTER TABLE "org"."organizations" DROP COLUMN "website"`);
    await queryRunner.query(`ALTER TABLE "org"."organizations" DROP COLUMN "email"`);
    await queryRunner.query(`ALTER TABLE "org"."organizations" DROP COLUMN "phone"`);
  }
}
