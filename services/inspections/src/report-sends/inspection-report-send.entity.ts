import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

export type ReportSendStatus = 'sending' | 'sent';

/**
 * One e-mail of an inspection's report, and the Idempotency-Key it was asked with (unique per organization):
 * 'sending' while the mail is on its way, 'sent' once the relay accepted it. No foreign key to the inspection,
 * as its audit events: the record of what the customer received outlives a deletion.
 */
@Entity({ name: 'inspection_report_sends' })
@Unique('UQ_inspection_report_sends_key', ['organizationId', 'idempotencyKey'])
export class InspectionReportSendEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ name: 'inspection_id', type: 'uuid' })
  inspectionId!: string;

  @Column({ name: 'idempotency_key', type: 'text' })
  idempotencyKey!: string;

  /** SHA-256 (hex) of canonicalJson({to, lang}) as the client sent them (absent ones as null). */
  @Column({ name: 'request_hash', type: 'text' })
  requestHash!: string;

  @Column({ name: 'to_address', type: 'text' })
  toAddress!: string;

  /** 'en' or 'es': the report's and the mail's language. */
  @Column({ type: 'text' })
  lang!: string;

  /** The inspection's version the attached PDF was made from ('sending': the version read when the attempt began). */
  @Column({ name: 'inspection_version', type: 'integer' })
  inspectionVersion!: number;

  @Column({ type: 'text', default: 'sending' })
  status!: ReportSendStatus;

  /** When the relay accepted the message; null while sending. */
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @Column({ name: 'sent_by_id', type: 'uuid' })
  sentById!: string;

  /** The sender's name as their session knew it. */
  @Column({ name: 'sent_by_name', type: 'text', default: '' })
  sentByName!: string;

  /** When the attempt that holds the key began (a crashed attempt's row is taken over after a while). */
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
