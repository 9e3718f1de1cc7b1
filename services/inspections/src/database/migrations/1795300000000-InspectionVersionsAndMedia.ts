import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 11, the offline-first inspection: an inspection's id is the UUIDv7 its device made (so the id column
 * loses its default), a PUT of the same id upserts, and an edit names the version it changes (`version`,
 * `If-Match`). `content_hash` (SHA-256 of the canonical JSON of status and document) tells a replayed save
 * from a new one; `device_created_at` keeps when the device created it; `deleted_at` is for soft deletes.
 * Media rows record the photos and videos whose bytes the service holds.
 */
export class InspectionVersionsAndMedia1795300000000 implements MigrationInterface {
  name = 'InspectionVersionsAndMedia1795300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "inspections"."inspections" ALTER COLUMN "id" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "inspections"."inspections" ADD "version" integer NOT NULL DEFAULT 1`);
    await queryRunner.query(`ALTER TABLE "inspections"."inspections" ADD "content_hash" text NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "inspections"."inspections" ADD "deleted_at" timestamptz`);
    await queryRunner.query(`ALTER TABLE "inspections"."inspections" ADD "device_created_at" timestamptz`);
    await queryRunner.query(`
      CREATE TABLE "inspections"."inspection_media" (
        "id" uuid PRIMARY KEY,
        "inspection_id" uuid NOT NULL,
        "organization_id" uuid NOT NULL,
        "location_id" uuid,
        "technician_id" uuid,
        "kind" text NOT NULL,
        "content_type" text NOT NULL,
        "byte_size" integer NOT NULL,
        "width" integer,
        "height" integer,
        "storage_key" text NOT NULL,
        "thumbnail_key" text,
        "sha256" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "inspection_media_inspection_fk" FOREIGN KEY ("inspection_id") REFERENCES "inspections"."inspections" ("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_inspection_media_kind" CHECK ("kind" IN ('photo', 'video'))
      )
    `);
    await queryRunner.query(`CREATE INDEX "IDX_inspection_media_inspection" ON "inspections"."inspection_media" ("inspection_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "inspections"."inspection_media"`);
    await queryRunner.query(`ALTER TABLE "inspections"."inspections" DROP COLUMN "device_created_at"`);
    await queryRunner.query(`ALTER TABLE "inspections"."inspections" DROP COLUMN "deleted_at"`);
    await queryRunner.query(`ALTER TABLE "inspections"."inspections" DROP COLUMN "content_hash"`);
    await queryRunner.query(`ALTER TABLE "inspections"."inspections" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "inspections"."inspections" ALTER COLUMN "id" SET DEFAULT gen_random_uuid()`);
  }
}
