import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A copy of one HCP job of a customer. Kept so that a customer's detail and a technician's customers
 * (the customers of the jobs assigned to them) are read from our database alone.
 */
@Entity({ name: 'customer_jobs' })
@Index(['organizationId', 'hcpJobId'], { unique: true })
export class CustomerJob {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ name: 'location_id', type: 'uuid' })
  locationId!: string;

  @Index()
  @Column({ name: 'customer_id', type: 'uuid' })
  customerId!: string;

  @Column({ name: 'site_id', type: 'uuid', nullable: true })
  siteId!: string | null;

  @Column({ name: 'hcp_job_id', type: 'text' })
  hcpJobId!: string;

  @Column({ name: 'invoice_number', type: 'text', nullable: true })
  invoiceNumber!: string | null;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  /** HCP's own words (`needs scheduling`, `complete rated`, …), never fed back into HCP's filters. */
  @Column({ name: 'work_status', type: 'text', nullable: true })
  workStatus!: string | null;

  @Column({ name: 'scheduled_start', type: 'timestamptz', nullable: true })
  scheduledStart!: Date | null;

  @Column({ name: 'scheduled_end', type: 'timestamptz', nullable: true })
  scheduledEnd!: Date | null;

  @Column({ name: 'technician_names', type: 'jsonb', default: () => "'[]'" })
  technicianNames!: string[];

  @Column({ name: 'total_cents', type: 'integer', default: 0 })
  totalCents!: number;

  @Column({ name: 'synced_at', type: 'timestamptz' })
  syncedAt!: Date;
}
