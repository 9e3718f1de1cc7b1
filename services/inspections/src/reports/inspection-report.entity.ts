import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A customer's PDF report kept in storage (under `storageKey`): which inspection, version and language it is of.
 * With it, the reports an inspection's newer version supersedes are removed, and so can be those of a deleted
 * inspection. No foreign key: a row must outlive its inspection's row until its object is removed.
 */
@Entity({ name: 'inspection_reports' })
@Index('IDX_inspection_reports_inspection', ['inspectionId'])
export class InspectionReportEntity {
  @PrimaryColumn({ name: 'storage_key', type: 'text' })
  storageKey!: string;

  @Column({ name: 'inspection_id', type: 'uuid' })
  inspectionId!: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'integer' })
  version!: number;

  /** 'en' or 'es'. */
  @Column({ type: 'text' })
  language!: string;

  @Column({ name: 'byte_size', type: 'integer' })
  byteSize!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
