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

  /** HCP's role, as HCP words it (`field tech`); the roster holds field techs, but HCP's wording varies. */
  @Column({ name: 'hcp_role', type: 'text', nullable: true })
  hcpRole!: string | null;

  /** HCP's photo of the employee. */
  @Column({ name: 'avatar_url', type: 'text', nullable: true })
  avatarUrl!: string | null;

  /** HCP's calendar colour for the employee, stored `#RRGGBB`; the roster shows it when there is no photo. */
  @Column({ name: 'color_hex', type: 'text', nullable: true })
  colorHex!: string | null;

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
  role: technician.hcpRole,
  avatarUrl: technician.avatarUrl,
  colorHex: technician.colorHex,
});
