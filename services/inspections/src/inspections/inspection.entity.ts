import { Column, CreateDateColumn, DeleteDateColumn, Entity, PrimaryColumn, Unique, UpdateDateColumn } from 'typeorm';

/** The unique key of (organization, report number): a save that breaks it answers REPORT_NUMBER_TAKEN. */
export const REPORT_NUMBER_KEY = 'UQ_inspections_organization_report_number';

/**
 * An irrigation inspection (spec §3); money in integer cents, read back from bigint as a string. The id is the
 * UUIDv7 the technician's device made; `data` holds the whole InspectionDocument. A report number is unique
 * within its organization only: two organizations may both have the old app's IR-2025-0042.
 */
@Entity({ name: 'inspections' })
@Unique(REPORT_NUMBER_KEY, ['organizationId', 'reportNumber'])
export class InspectionEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ name: 'report_number', type: 'text' })
  reportNumber!: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ name: 'location_id', type: 'uuid', nullable: true })
  locationId!: string | null;

  @Column({ name: 'technician_id', type: 'uuid', nullable: true })
  technicianId!: string | null;

  @Column({ name: 'inspector_name', type: 'text', default: '' })
  inspectorName!: string;

  @Column({ name: 'client_name', type: 'text', default: '' })
  clientName!: string;

  @Column({ name: 'client_address', type: 'text', default: '' })
  clientAddress!: string;

  @Column({ type: 'text', default: 'draft' })
  status!: string;

  /** bigint: pg returns it as a string so no precision is lost on the way. */
  @Column({ name: 'estimated_total_cents', type: 'bigint', default: 0 })
  estimatedTotalCents!: string;

  @Column({ name: 'completed_date', type: 'timestamptz', nullable: true })
  completedDate!: Date | null;

  @Column({ name: 'saved_at', type: 'timestamptz', default: () => 'now()' })
  savedAt!: Date;

  /** When the inspection was made: the device's createdAt from the first save, never later than the server's clock. */
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  data!: Record<string, unknown>;

  /** Bumped by every accepted change; the ETag and If-Match carry it. */
  @Column({ type: 'integer', default: 1 })
  version!: number;

  /** SHA-256 (hex) of canonicalJson({ status, document }): the same save sent again matches it. */
  @Column({ name: 'content_hash', type: 'text', default: '' })
  contentHash!: string;

  /** The device's createdAt exactly as it was sent with the first save. */
  @Column({ name: 'device_created_at', type: 'timestamptz', nullable: true })
  deviceCreatedAt!: Date | null;

  /** Soft delete: a deleted inspection answers 404 and leaves every list. */
  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;

  /** The account that deleted it (DELETE /api/admin/inspections/{id}); the audit log has the rest. */
  @Column({ name: 'deleted_by', type: 'uuid', nullable: true })
  deletedBy!: string | null;
}
