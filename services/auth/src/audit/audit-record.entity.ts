import type { AuditEventType } from '@irrigo/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type AuditDetails = Record<string, string | number | boolean>;

/** One security event. Append-only: nothing updates or deletes these rows. */
@Entity({ name: 'audit_events' })
export class AuditRecord {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  type!: AuditEventType;

  /** Whose log it belongs to; null when no account was involved (an unknown e-mail), which every admin sees. */
  @Column({ name: 'organization_id', type: 'uuid', nullable: true })
  organizationId!: string | null;

  @Column({ name: 'account_id', type: 'uuid', nullable: true })
  accountId!: string | null;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId!: string | null;

  @Column({ type: 'text' })
  ip!: string;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent!: string | null;

  /** Set by the service in whole milliseconds, so a page boundary given back as an ISO string is exact. */
  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt!: Date;

  @Column({ type: 'jsonb' })
  details!: AuditDetails;
}
