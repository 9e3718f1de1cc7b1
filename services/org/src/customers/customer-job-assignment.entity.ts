import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A technician of our roster assigned to a copied HCP job: a technician's customers are the customers of
 * these rows (spec: customers come from each technician's job assignments in the field-service tool).
 */
@Entity({ name: 'customer_job_assignments' })
@Index(['technicianId', 'customerId'])
export class CustomerJobAssignment {
  @PrimaryColumn({ name: 'job_id', type: 'uuid' })
  jobId!: string;

  @PrimaryColumn({ name: 'technician_id', type: 'uuid' })
  technicianId!: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Index()
  @Column({ name: 'customer_id', type: 'uuid' })
  customerId!: string;
}
