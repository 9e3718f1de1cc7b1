import type { PricebookItem as PricebookItemView, PricebookItemKind } from '@irrigo/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A service or material of the organization's pricebook, money in integer cents. Never deleted: estimates and
 * stock point at items, which are archived (inactive) instead. The Spanish texts, member price and
 * tracksInventory are Irrigo's own and an HCP sync never writes them.
 */
@Entity({ name: 'pricebook_items' })
export class PricebookItem {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ name: 'category_id', type: 'uuid', nullable: true })
  categoryId!: string | null;

  @Column({ type: 'text' })
  kind!: PricebookItemKind;

  @Column({ type: 'text', nullable: true })
  sku!: string | null;

  @Column({ name: 'name_en', type: 'text' })
  nameEn!: string;

  @Column({ name: 'name_es', type: 'text', nullable: true })
  nameEs!: string | null;

  @Column({ name: 'description_en', type: 'text', nullable: true })
  descriptionEn!: string | null;

  @Column({ name: 'description_es', type: 'text', nullable: true })
  descriptionEs!: string | null;

  @Column({ type: 'text', nullable: true })
  unit!: string | null;

  @Column({ name: 'cost_cents', type: 'integer', nullable: true })
  costCents!: number | null;

  @Column({ name: 'price_cents', type: 'integer', nullable: true })
  priceCents!: number | null;

  @Column({ name: 'member_price_cents', type: 'integer', nullable: true })
  memberPriceCents!: number | null;

  @Column({ type: 'boolean', default: false })
  taxable!: boolean;

  @Column({ name: 'tracks_inventory', type: 'boolean', default: false })
  tracksInventory!: boolean;

  @Column({ name: 'image_url', type: 'text', nullable: true })
  imageUrl!: string | null;

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  @Column({ name: 'hcp_uuid', type: 'text', nullable: true })
  hcpUuid!: string | null;

  /** Set when a sync archived the item because HCP no longer has it; cleared (and the item active again) if it comes back. */
  @Column({ name: 'hcp_missing_since', type: 'timestamptz', nullable: true })
  hcpMissingSince!: Date | null;

  /**
   * Names, SKU and descriptions lower-cased without accents (pricebook-search.ts), so that one trigram index
   * answers "valvula" for "Válvula" on PostgreSQL and PGlite alike (neither needs the unaccent extension).
   */
  @Column({ name: 'search_text', type: 'text', default: '' })
  searchText!: string;

  @Column({ type: 'integer', default: 1 })
  version!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

export const toPricebookItemView = (item: PricebookItem): PricebookItemView => ({
  id: item.id,
  categoryId: item.categoryId,
  kind: item.kind,
  sku: item.sku,
  nameEn: item.nameEn,
  nameEs: item.nameEs,
  descriptionEn: item.descriptionEn,
  descriptionEs: item.descriptionEs,
  unit: item.unit,
  costCents: item.costCents,
  priceCents: item.priceCents,
  memberPriceCents: item.memberPriceCents,
  taxable: item.taxable,
  tracksInventory: item.tracksInventory,
  imageUrl: item.imageUrl,
  active: item.active,
  hcpUuid: item.hcpUuid,
  version: item.version,
  updatedAt: item.updatedAt.toISOString(),
});
