import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The organization's pricebook (issue 10): a category tree, items in integer cents, and the log of HCP
 * price book syncs. Items keep a normalised search column with a trigram index so that searching 5,000
 * items by any part of a name, SKU or description stays a few milliseconds (bench/pricebook-search.mjs).
 */
export class CreatePricebook1795420000000 implements MigrationInterface {
  name = 'CreatePricebook1795420000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // PGlite loads pg_trgm in libs/nest-kit's embedded database; PostgreSQL ships it in contrib.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);

    await queryRunner.query(`
      CREATE TABLE "org"."pricebook_categories" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "organization_id" uuid NOT NULL,
        "parent_id" uuid,
        "name_en" text NOT NULL,
        "name_es" text,
        "sort_order" integer NOT NULL DEFAULT 0,
        "active" boolean NOT NULL DEFAULT true,
        "hcp_uuid" text,
        "hcp_missing_since" timestamptz,
        "version" integer NOT NULL DEFAULT 1,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pricebook_categories_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "pricebook_categories_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "org"."organizations" ("id") ON DELETE RESTRICT,
        CONSTRAINT "pricebook_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "org"."pricebook_categories" ("id") ON DELETE RESTRICT,
        CONSTRAINT "pricebook_categories_not_own_parent" CHECK ("parent_id" IS NULL OR "parent_id" <> "id")
      )`);
    await queryRunner.query(`CREATE INDEX "pricebook_categories_organization_idx" ON "org"."pricebook_categories" ("organization_id")`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "pricebook_categories_hcp_uuid_key" ON "org"."pricebook_categories" ("organization_id", "hcp_uuid") WHERE "hcp_uuid" IS NOT NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE "org"."pricebook_items" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "organization_id" uuid NOT NULL,
        "category_id" uuid,
        "kind" text NOT NULL,
        "sku" text,
        "name_en" text NOT NULL,
        "name_es" text,
        "description_en" text,
        "description_es" text,
        "unit" text,
        "cost_cents" integer,
        "price_cents" integer,
        "member_price_cents" integer,
        "taxable" boolean NOT NULL DEFAULT false,
        "tracks_inventory" boolean NOT NULL DEFAULT false,
        "image_url" text,
        "active" boolean NOT NULL DEFAULT true,
        "hcp_uuid" text,
        "hcp_missing_since" timestamptz,
        "search_text" text NOT NULL DEFAULT '',
        "version" integer NOT NULL DEFAULT 1,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pricebook_items_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "pricebook_items_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "org"."organizations" ("id") ON DELETE RESTRICT,
        CONSTRAINT "pricebook_items_category_fk" FOREIGN KEY ("category_id") REFERENCES "org"."pricebook_categories" ("id") ON DELETE RESTRICT,
        CONSTRAINT "pricebook_items_kind_check" CHECK ("kind" IN ('service', 'material')),
        CONSTRAINT "pricebook_items_money_check" CHECK (
          ("cost_cents" IS NULL OR "cost_cents" >= 0) AND ("price_cents" IS NULL OR "price_cents" >= 0)
          AND ("member_price_cents" IS NULL OR "member_price_cents" >= 0))
      )`);
    await queryRunner.query(`CREATE INDEX "pricebook_items_organization_name_idx" ON "org"."pricebook_items" ("organization_id", "name_en")`);
    await queryRunner.query(`CREATE INDEX "pricebook_items_category_idx" ON "org"."pricebook_items" ("category_id")`);
    await queryRunner.query(`CREATE INDEX "pricebook_items_organization_sku_idx" ON "org"."pricebook_items" ("organization_id", lower("sku"))`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "pricebook_items_hcp_uuid_key" ON "org"."pricebook_items" ("organization_id", "hcp_uuid") WHERE "hcp_uuid" IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX "pricebook_items_search_trgm_idx" ON "org"."pricebook_items" USING gin ("search_text" public.gin_trgm_ops)`);

    await queryRunner.query(`
      CREATE TABLE "org"."pricebook_sync_runs" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "organization_id" uuid NOT NULL,
        "status" text NOT NULL,
        "created" integer NOT NULL DEFAULT 0,
        "updated" integer NOT NULL DEFAULT 0,
        "archived" integer NOT NULL DEFAULT 0,
        "unchanged" integer NOT NULL DEFAULT 0,
        "failed" integer NOT NULL DEFAULT 0,
        "categories" jsonb NOT NULL,
        "services_readable" boolean NOT NULL,
        "error" text,
        "started_at" timestamptz NOT NULL,
        "finished_at" timestamptz NOT NULL,
        CONSTRAINT "pricebook_sync_runs_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "pricebook_sync_runs_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "org"."organizations" ("id") ON DELETE RESTRICT
      )`);
    await queryRunner.query(`CREATE INDEX "pricebook_sync_runs_organization_idx" ON "org"."pricebook_sync_runs" ("organization_id", "finished_at" DESC)`);
  }

  /** The extension stays: other tables (customers) may search with it too. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "org"."pricebook_sync_runs"`);
    await queryRunner.query(`DROP TABLE "org"."pricebook_items"`);
    await queryRunner.query(`DROP TABLE "org"."pricebook_categories"`);
  }
}
