import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** An irrigation inspection (spec §3); money in integer cents, read back from bigint as a string. */
@Entity({ name: 'inspections' })
export class InspectionEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'report_number', type: 'text', unique: true })
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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  data!: Record<string, unknown>;
}
