import type { PreferredLanguage, PreferredLanguageSource } from '@irrigo/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A customer (person or company) copied from Housecall Pro, plus what Irrigo adds: the report language,
 * Do Not Service. HCP's id is the key within the organization; a customer HCP no longer has is archived,
 * never deleted, because inspections keep pointing at it.
 */
@Entity({ name: 'customers' })
@Index(['organizationId', 'hcpCustomerId'], { unique: true })
@Index(['organizationId', 'sortName'])
export class Customer {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  /** The location whose technician's jobs brought the customer in (else the organization's first). */
  @Index()
  @Column({ name: 'location_id', type: 'uuid' })
  locationId!: string;

  @Column({ name: 'hcp_customer_id', type: 'text' })
  hcpCustomerId!: string;

  @Column({ name: 'first_name', type: 'text', nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'text', nullable: true })
  lastName!: string | null;

  @Column({ type: 'text', nullable: true })
  company!: string | null;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  @Column({ name: 'mobile_number', type: 'text', nullable: true })
  mobileNumber!: string | null;

  @Column({ name: 'home_number', type: 'text', nullable: true })
  homeNumber!: string | null;

  @Column({ name: 'work_number', type: 'text', nullable: true })
  workNumber!: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  tags!: string[];

  @Column({ name: 'hcp_notes', type: 'text', nullable: true })
  hcpNotes!: string | null;

  @Column({ name: 'preferred_language', type: 'text' })
  preferredLanguage!: PreferredLanguage;

  /** `office` once an office user chose it: syncs leave it alone from then on. */
  @Column({ name: 'preferred_language_source', type: 'text' })
  preferredLanguageSource!: PreferredLanguageSource;

  @Column({ name: 'do_not_service', type: 'boolean', default: false })
  doNotService!: boolean;

  @Column({ name: 'do_not_service_reason', type: 'text', nullable: true })
  doNotServiceReason!: string | null;

  /**
   * Names, company, e-mail, phone digits and the sites' streets, lower-cased with accents stripped (see
   * customer-search.ts): searched with LIKE through a trigram index, so "lucia" finds "Ana Lucía".
   */
  @Column({ name: 'search_text', type: 'text', default: '' })
  searchText!: string;

  /** The display name folded like searchText, for the list's order. */
  @Column({ name: 'sort_name', type: 'text', default: '' })
  sortName!: string;

  /**
   * Bumped by office edits only (If-Match / 412), by hand: TypeORM's VersionColumn would also bump it on
   * every sync, and an office user would get 412 for changes to fields they cannot edit.
   */
  @Column({ type: 'integer', default: 1 })
  version!: number;

  @Column({ name: 'synced_at', type: 'timestamptz' })
  syncedAt!: Date;

  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
