import type { Organization as OrganizationView, OrganizationType } from '@irrigo/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** The business using this installation; there is exactly one once the administrator has set it up. */
@Entity({ name: 'organizations' })
export class Organization {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', default: 'independent' })
  type!: OrganizationType;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

export const toOrganizationView = (organization: Organization): OrganizationView => ({
  id: organization.id,
  name: organization.name,
  type: organization.type,
});
