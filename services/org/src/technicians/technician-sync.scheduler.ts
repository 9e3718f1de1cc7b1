import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { HcpSyncSchedule } from '../housecall-pro/hcp-sync-schedule.js';
import { OrgEnv } from '../org.env.js';
import { TechnicianSyncService } from './technician-sync.service.js';

/** Keeps the roster fresh: one sync at boot, then one every HCP_SYNC_INTERVAL_MINUTES (see HcpSyncSchedule). */
@Injectable()
export class TechnicianSyncScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly schedule: HcpSyncSchedule;

  constructor(
    private readonly technicianSync: TechnicianSyncService,
    env: OrgEnv,
  ) {
    this.schedule = new HcpSyncSchedule('technician', env, new Logger(TechnicianSyncScheduler.name), async (trigger) => {
      if (await this.technicianSync.organizationExists()) await this.technicianSync.sync(trigger);
    });
  }

  onApplicationBootstrap(): void {
    this.schedule.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.schedule.stop();
    await this.technicianSync.whenIdle();
  }
}
