import { Column, Entity, Index } from 'typeorm';
import { HcpSyncRunColumns } from '../housecall-pro/hcp-sync-run.js';

export type { HcpSyncStatus, HcpSyncTrigger } from '../housecall-pro/hcp-sync-run.js';

/** One roster sync with Housecall Pro, kept for oversight: when it ran, what it changed, why it failed. */
@Entity({ name: 'hcp_sync_runs' })
@Index('hcp_sync_runs_organization_finished_idx', ['organizationId', 'finishedAt'])
export class HcpSyncRun extends HcpSyncRunColumns {
  @Column({ type: 'integer', default: 0 })
  deactivated!: number;
}
