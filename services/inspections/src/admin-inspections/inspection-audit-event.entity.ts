import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type InspectionAuditDetails = Record<string, string | number | boolean | null>;

/** Who did what to an inspection and when. Append-only: nothing updates or deletes these rows. */
@Entity({ name: 'inspection_audit_events' })
export class InspectionAuditEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ name: 'inspection_id', type: 'uuid' })
  inspectionId!: string;

  /** What happened ('inspection.deleted'). */
  @Column({ type: 'text' })
  action!: string;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId!: string | null;

  @Column({ name: 'actor_email', type: 'text', nullable: true })
  actorEmail!: string | null;

  @Column({ name: 'actor_role', type: 'text', nullable: true })
  actorRole!: string | null;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt!: Date;

  /** What identified the inspection when it happened (report number, client), never the document itself. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  details!: InspectionAuditDetails;
}
