import { Column, Entity } from 'typeorm';
import { HcpSyncRunColumns } from '../housecall-pro/hcp-sync-run.js';

/** One customer sync with Housecall Pro, kept like the roster's runs: when, what changed, why it failed. */
@Entity({ name: 'customer_sync_runs' })
export class CustomerSyncRun extends HcpSyncRunColumns {
  @Column({ type: 'integer', default: 0 })
  archived!: number;

  @Column({ type: 'integer', default: 0 })
  jobs!: number;
}
