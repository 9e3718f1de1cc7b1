import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { HcpSyncSchedule } from '../housecall-pro/hcp-sync-schedule.js';
import { OrgEnv } from '../org.env.js';
import { TechnicianSyncService } from '../technicians/technician-sync.service.js';
import { CustomerSyncService } from './customer-sync.service.js';

/**
 * Keeps the customers fresh like the roster (see HcpSyncSchedule). Customers come from the technicians' jobs,
 * so each run first waits for the roster: at boot it joins (or starts) the roster's boot sync, on the timer it
 * waits for a roster sync under way.
 */
@Injectable()
export class CustomerSyncScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly schedule: HcpSyncSchedule;

  constructor(
    private readonly customerSync: CustomerSyncService,
    private readonly technicianSync: TechnicianSyncService,
    env: OrgEnv,
  ) {
    this.schedule = new HcpSyncSchedule('customer', env, new Logger(CustomerSyncScheduler.name), async (trigger, isStopping) => {
      if (!(await this.customerSync.organizationExists())) return;
      // sync() joins a roster sync already under way instead of starting a second one.
      if (trigger === 'boot') await this.technicianSync.sync('boot').catch(() => undefined);
      else await this.technicianSync.whenIdle();
      if (!isStopping()) await this.customerSync.sync(trigger);
    });
  }

  onApplicationBootstrap(): void {
    this.schedule.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.schedule.stop();
    await this.customerSync.whenIdle();
  }
}
