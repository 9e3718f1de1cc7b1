import type { RoleRequestStatus, SelectableRole } from '@irrigo/contracts';
import type { ScopedColumns } from '@irrigo/nest-kit';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Account } from '../accounts/account.entity.js';

/**
 * A role chosen at sign-up that grants nothing until an administrator approves it (DESIGN.md "Deliberate
 * departures"): the requested role lives here, never on the account.
 */
@Entity({ name: 'role_requests' })
export class RoleRequestRecord {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId!: string;

  /** The organization whose administrators decide it: the installation's, when the request was made. */
  @Index()
  @Column({ name: 'organization_id', type: 'uuid', nullable: true })
  organizationId!: string | null;

  @ManyToOne(() => Account, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: Account;

  @Column({ name: 'requested_role', type: 'text' })
  requestedRole!: SelectableRole;

  @Column({ type: 'text', default: 'pending' })
  status!: RoleRequestStatus;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt!: Date | null;

  @Column({ name: 'decided_by', type: 'uuid', nullable: true })
  decidedBy!: string | null;
}

/** Role requests belong to an organization as a whole: only its admins and managers (the routes' roles) see them. */
export const ROLE_REQUEST_SCOPE: ScopedColumns<RoleRequestRecord> = { organization: 'organizationId' };
