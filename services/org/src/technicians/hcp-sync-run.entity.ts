import type { TechnicianSyncFailure } from '@irrigo/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type HcpSyncStatus = 'ok' | 'failed';
/** What started a run: the boot of the service, the timer, an administrator, or the organization's setup. */
export type HcpSyncTrigger = 'boot' | 'schedule' | 'manual' | 'setup';

/** One roster sync with Housecall Pro, kept for oversight: when it ran, what it changed, why it failed. */
@Entity({ name: 'hcp_sync_runs' })
@Index('hcp_sync_runs_organization_finished_idx', ['organizationId', 'finishedAt'])
export class HcpSyncRun {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The organization whose roster the run copied. */
  @Index()
  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'text' })
  trigger!: HcpSyncTrigger;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt!: Date;

  @Column({ name: 'finished_at', type: 'timestamptz' })
  finishedAt!: Date;

  @Column({ type: 'text' })
  status!: HcpSyncStatus;

  @Column({ type: 'integer', default: 0 })
  created!: number;

  @Column({ type: 'integer', default: 0 })
  updated!: number;

  @Column({ type: 'integer', default: 0 })
  deactivated!: number;

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  /** Why it failed, as a code the office translates (`error` keeps the details, in English, for operators). */
  @Column({ name: 'failure', type: 'text', nullable: true })
  failure!: TechnicianSyncFailure | null;
}
