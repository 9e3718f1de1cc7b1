import type { Technician as TechnicianView } from '@irrigo/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A field technician of the roster, copied from Housecall Pro. Never deleted: inspections keep pointing at
 * technicians who have left, who are only marked inactive.
 */
@Entity({ name: 'technicians' })
export class Technician {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index()
  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ name: 'hcp_employee_id', type: 'text', unique: true })
  hcpEmployeeId!: string;

  @Column({ name: 'first_name', type: 'text' })
  firstName!: string;

  @Column({ name: 'last_name', type: 'text' })
  lastName!: string;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  @Column({ name: 'mobile_number', type: 'text', nullable: true })
  mobileNumber!: string | null;

  @Index()
  @Column({ name: 'location_id', type: 'uuid', nullable: true })
  locationId!: string | null;

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  @Column({ name: 'synced_at', type: 'timestamptz' })
  syncedAt!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

export const toTechnicianView = (technician: Technician): TechnicianView => ({
  id: technician.id,
  hcpEmployeeId: technician.hcpEmployeeId,
  firstName: technician.firstName,
  lastName: technician.lastName,
  email: technician.email,
  mobileNumber: technician.mobileNumber,
  locationId: technician.locationId,
  active: technician.active,
  syncedAt: technician.syncedAt.toISOString(),
});
