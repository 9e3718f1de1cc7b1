import type { PricebookSyncCounts, PricebookSyncReport, PricebookSyncStatus } from '@irrigo/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One pricebook sync with Housecall Pro, kept so the office sees when it ran, what it changed and why it failed. */
@Entity({ name: 'pricebook_sync_runs' })
export class PricebookSyncRun {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'text' })
  status!: PricebookSyncStatus;

  @Column({ type: 'integer', default: 0 })
  created!: number;

  @Column({ type: 'integer', default: 0 })
  updated!: number;

  @Column({ type: 'integer', default: 0 })
  archived!: number;

  @Column({ type: 'integer', default: 0 })
  unchanged!: number;

  @Column({ type: 'integer', default: 0 })
  failed!: number;

  @Column({ type: 'jsonb' })
  categories!: PricebookSyncCounts;

  @Column({ name: 'services_readable', type: 'boolean' })
  servicesReadable!: boolean;

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt!: Date;

  @Column({ name: 'finished_at', type: 'timestamptz' })
  finishedAt!: Date;
}

export const toPricebookSyncReport = (run: PricebookSyncRun): PricebookSyncReport => ({
  id: run.id,
  status: run.status,
  created: run.created,
  updated: run.updated,
  archived: run.archived,
  unchanged: run.unchanged,
  failed: run.failed,
  categories: run.categories,
  servicesReadable: run.servicesReadable,
  error: run.error,
  startedAt: run.startedAt.toISOString(),
  finishedAt: run.finishedAt.toISOString(),
});
