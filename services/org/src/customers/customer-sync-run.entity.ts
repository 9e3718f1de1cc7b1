import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { CustomerSyncFailure } from '@irrigo/contracts';
import type { HcpSyncStatus, HcpSyncTrigger } from '../technicians/hcp-sync-run.entity.js';

/** One customer sync with Housecall Pro, kept like the roster's runs: when, what changed, why it failed. */
@Entity({ name: 'customer_sync_runs' })
export class CustomerSyncRun {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

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
  archived!: number;

  @Column({ type: 'integer', default: 0 })
  jobs!: number;

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  /** Why the run failed, as a code the office screen translates; null when it went well. */
  @Column({ name: 'failure', type: 'text', nullable: true })
  failure!: CustomerSyncFailure | null;
}
