import type { Role } from '@irrigo/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Someone who can sign in: an office user (admin, manager, supervisor) or a technician of the roster. */
@Entity({ name: 'accounts' })
export class Account {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** As typed; unique whatever its case (index on lower(email)). */
  @Column({ type: 'text' })
  email!: string;

  @Column({ name: 'full_name', type: 'text' })
  fullName!: string;

  @Column({ name: 'first_name', type: 'text', nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'text', nullable: true })
  lastName!: string | null;

  /** Null for someone who signed up and has not been granted a role yet: such an account signs in to nothing else. */
  @Column({ type: 'text', nullable: true })
  role!: Role | null;

  /** False until a signed-up person has chosen their role (spec §3 profile metadata). */
  @Column({ name: 'setup_complete', type: 'boolean', default: true })
  setupComplete!: boolean;

  /** argon2id, PHC string: parameters and salt travel with the hash. */
  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash!: string;

  @Column({ name: 'must_change_password', type: 'boolean', default: false })
  mustChangePassword!: boolean;

  @Column({ name: 'organization_id', type: 'uuid', nullable: true })
  organizationId!: string | null;

  @Column({ name: 'location_id', type: 'uuid', nullable: true })
  locationId!: string | null;

  /** For technician accounts: the roster technician in services/org they sign in as. */
  @Column({ name: 'technician_id', type: 'uuid', nullable: true })
  technicianId!: string | null;

  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
