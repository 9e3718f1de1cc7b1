import type { PricebookCategory as PricebookCategoryView } from '@irrigo/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A category of the organization's pricebook tree. Never deleted: archived (inactive) categories keep their
 * items' history readable. Those copied from Housecall Pro carry the HCP material category's uuid.
 */
@Entity({ name: 'pricebook_categories' })
export class PricebookCategory {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ name: 'parent_id', type: 'uuid', nullable: true })
  parentId!: string | null;

  @Column({ name: 'name_en', type: 'text' })
  nameEn!: string;

  @Column({ name: 'name_es', type: 'text', nullable: true })
  nameEs!: string | null;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder!: number;

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  @Column({ name: 'hcp_uuid', type: 'text', nullable: true })
  hcpUuid!: string | null;

  /** Set when a sync archived the category because HCP no longer has it; cleared if it comes back. */
  @Column({ name: 'hcp_missing_since', type: 'timestamptz', nullable: true })
  hcpMissingSince!: Date | null;

  @Column({ type: 'integer', default: 1 })
  version!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

export const toPricebookCategoryView = (category: PricebookCategory, depth: number): PricebookCategoryView => ({
  id: category.id,
  parentId: category.parentId,
  nameEn: category.nameEn,
  nameEs: category.nameEs,
  sortOrder: category.sortOrder,
  active: category.active,
  hcpUuid: category.hcpUuid,
  depth,
  version: category.version,
  updatedAt: category.updatedAt.toISOString(),
});
