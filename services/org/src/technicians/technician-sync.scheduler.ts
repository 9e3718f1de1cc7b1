import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { OrgEnv } from '../org.env.js';
import { TechnicianSyncService } from './technician-sync.service.js';
import type { HcpSyncTrigger } from './hcp-sync-run.entity.js';

/**
 * Keeps the roster fresh: one sync at boot, then one every HCP_SYNC_INTERVAL_MINUTES, each scheduled only
 * after the previous one finished so runs never overlap. A failed run is recorded and logged; the next one
 * comes on time anyway.
 */
@Injectable()
export class TechnicianSyncScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(TechnicianSyncScheduler.name);
  private readonly intervalMs: number;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
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
    await this.technicianSync.whenIdle();
  }

  private async run(trigger: HcpSyncTrigger): Promise<void> {
    this.timer = undefined;
    try {
      if (await this.technicianSync.organizationExists()) await this.technicianSync.sync(trigger);
    } catch (error) {
      // The sync has recorded and logged its own failure; this only keeps the timer alive.
      this.logger.debug(`Scheduled technician sync did not complete: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      if (!this.stopped && this.intervalMs > 0) {
        this.timer = setTimeout(() => void this.run('schedule'), this.intervalMs);
        this.timer.unref();
      }
    }
  }
}
