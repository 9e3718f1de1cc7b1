import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A service address of a customer (an HCP address): the property a technician inspects. Access notes are
 * Irrigo's own and survive every sync.
 */
@Entity({ name: 'sites' })
@Index(['organizationId', 'hcpAddressId'], { unique: true })
export class Site {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Index()
  @Column({ name: 'location_id', type: 'uuid' })
  locationId!: string;

  @Index()
  @Column({ name: 'customer_id', type: 'uuid' })
  customerId!: string;

  @Column({ name: 'hcp_address_id', type: 'text' })
  hcpAddressId!: string;

  /** HCP's order of the customer's addresses: the first is the customer's main site. */
  @Column({ type: 'integer', default: 0 })
  position!: number;

  @Column({ type: 'text', nullable: true })
  street!: string | null;

  @Column({ name: 'street_line_2', type: 'text', nullable: true })
  streetLine2!: string | null;

  @Column({ type: 'text', nullable: true })
  city!: string | null;

  @Column({ type: 'text', nullable: true })
  state!: string | null;

  @Column({ type: 'text', nullable: true })
  zip!: string | null;

  @Column({ type: 'text', nullable: true })
  country!: string | null;

  @Column({ name: 'gate_code', type: 'text', nullable: true })
  gateCode!: string | null;

  @Column({ name: 'has_dog', type: 'boolean', default: false })
  hasDog!: boolean;

  @Column({ name: 'access_notes', type: 'text', nullable: true })
  accessNotes!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
