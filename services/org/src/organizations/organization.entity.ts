import type { OrganizationContactSource, OrganizationProfile, Organization as OrganizationView, OrganizationType } from '@irrigo/contracts';
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

  /** The contact printed on customers' reports; see contactSource for who fills it. */
  @Column({ type: 'text', nullable: true })
  phone!: string | null;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  @Column({ type: 'text', nullable: true })
  website!: string | null;

  /** 'housecall-pro' while the roster sync copies HCP's company contact; 'office' once someone saved it here. */
  @Column({ name: 'contact_source', type: 'text', default: 'housecall-pro' })
  contactSource!: OrganizationContactSource;

  /**
   * Bumped by hand on every change of the profile (office edits and syncs that change the contact), for
   * If-Match / 412; not TypeORM's VersionColumn, which setup's renaming would bump without a reader knowing.
   */
  @Column({ type: 'integer', default: 1 })
  version!: number;

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

export const toOrganizationProfile = (organization: Organization): OrganizationProfile => ({
  ...toOrganizationView(organization),
  phone: organization.phone,
  email: organization.email,
  website: organization.website,
  contactSource: organization.contactSource,
  version: organization.version,
  updatedAt: organization.updatedAt.toISOString(),
});
