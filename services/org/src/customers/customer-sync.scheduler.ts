import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { OrgEnv } from '../org.env.js';
import type { HcpSyncTrigger } from '../technicians/hcp-sync-run.entity.js';
import { TechnicianSyncService } from '../technicians/technician-sync.service.js';
import { CustomerSyncService } from './customer-sync.service.js';

/**
 * Keeps the customers fresh like the roster (TechnicianSyncScheduler): one sync at boot, then one every
 * HCP_SYNC_INTERVAL_MINUTES, each scheduled after the previous one finished. Customers come from the
 * technicians' jobs, so each run first waits for the roster: at boot it joins (or starts) the roster's boot
 * sync, on the timer it waits for a roster sync under way.
 */
@Injectable()
export class CustomerSyncScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(CustomerSyncScheduler.name);
  private readonly intervalMs: number;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly customerSync: CustomerSyncService,
    private readonly technicianSync: TechnicianSyncService,
    private readonly env: OrgEnv,
  ) {
    this.intervalMs = env.HCP_SYNC_INTERVAL_MINUTES * 60_000;
  }

  onApplicationBootstrap(): void {
    if (!this.env.HCP_API_URL || !this.env.HCP_API_KEY) return;
    // Not awaited: the service answers while the first sync talks to HCP.
    void this.run('boot');
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.customerSync.whenIdle();
  }

  private async run(trigger: HcpSyncTrigger): Promise<void> {
    this.timer = undefined;
    try {
      if (await this.customerSync.organizationExists()) {
        // sync() joins a roster sync already under way instead of starting a second one.
        if (trigger === 'boot') await this.technicianSync.sync('boot').catch(() => undefined);
        else await this.technicianSync.whenIdle();
        if (!this.stopped) await this.customerSync.sync(trigger);
      }
    } catch (error) {
      // The sync has recorded and logged its own failure; this only keeps the timer alive.
      this.logger.debug(`Scheduled customer sync did not complete: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      if (!this.stopped && this.intervalMs > 0) {
        this.timer = setTimeout(() => void this.run('schedule'), this.intervalMs);
        this.timer.unref();
      }
    }
  }
}
