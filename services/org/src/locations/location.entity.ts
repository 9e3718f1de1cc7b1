import type { Location as LocationView } from '@irrigo/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A branch of the organization; linked to its Housecall Pro location once a sync has matched it. */
@Entity({ name: 'locations' })
export class Location {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index()
  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', nullable: true })
  address!: string | null;

  @Column({ type: 'text', nullable: true })
  city!: string | null;

  @Column({ type: 'text', nullable: true })
  state!: string | null;

  @Column({ name: 'zip_code', type: 'text', nullable: true })
  zipCode!: string | null;

  /** The location's phone, from Housecall Pro's location record; the report prefers it to the organization's. */
  @Column({ type: 'text', nullable: true })
  phone!: string | null;

  @Column({ name: 'hcp_location_id', type: 'text', nullable: true, unique: true })
  hcpLocationId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

export const toLocationView = (location: Location): LocationView => ({
  id: location.id,
  name: location.name,
  address: location.address,
  city: location.city,
  state: location.state,
  zipCode: location.zipCode,
});
