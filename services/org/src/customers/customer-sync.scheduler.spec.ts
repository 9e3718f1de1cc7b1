import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { CustomerSyncResult, TechnicianSyncResult } from '@irrigo/contracts';
import type { OrgEnv } from '../org.env.js';
import type { TechnicianSyncService } from '../technicians/technician-sync.service.js';
import { CustomerSyncScheduler } from './customer-sync.scheduler.js';
import type { CustomerSyncService } from './customer-sync.service.js';

const RESULT: CustomerSyncResult = { created: 0, updated: 0, archived: 0, jobs: 0, total: 0, syncedAt: '2026-05-01T12:00:00.000Z' };
const ROSTER: TechnicianSyncResult = { created: 0, updated: 0, deactivated: 0, total: 0, syncedAt: '2026-05-01T12:00:00.000Z' };
const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function schedulerWith(intervalMinutes: number, organizationExists = true) {
  const order: string[] = [];
  const customerSync = {
    sync: jest.fn<CustomerSyncService['sync']>().mockImplementation(async (trigger) => {
      order.push(`customers:${trigger}`);
      return RESULT;
    }),
    organizationExists: jest.fn<CustomerSyncService['organizationExists']>().mockResolvedValue(organizationExists),
    whenIdle: jest.fn<CustomerSyncService['whenIdle']>().mockResolvedValue(undefined),
  };
  const technicianSync = {
    sync: jest.fn<TechnicianSyncService['sync']>().mockImplementation(async (trigger) => {
      order.push(`roster:${trigger}`);
      return ROSTER;
    }),
    whenIdle: jest.fn<TechnicianSyncService['whenIdle']>().mockImplementation(async () => void order.push('roster:idle')),
  };
  const env = { HCP_API_URL: 'http://hcp.test', HCP_API_KEY: 'key', HCP_SYNC_INTERVAL_MINUTES: intervalMinutes } as OrgEnv;
  const scheduler = new CustomerSyncScheduler(
    customerSync as unknown as jest.Mocked<CustomerSyncService>,
    technicianSync as unknown as jest.Mocked<TechnicianSyncService>,
    env,
  );
  return { scheduler, customerSync, technicianSync, order };
}

describe('CustomerSyncScheduler', () => {
  beforeAll(() => Logger.overrideLogger(false));
  afterEach(() => {
    jest.useRealTimers();
  });

  it('syncs customers at boot after the roster, then every interval after any roster sync under way', async () => {
    jest.useFakeTimers();
    const { scheduler, order } = schedulerWith(15);
    scheduler.onApplicationBootstrap();
    await flush();
    expect(order).toEqual(['roster:boot', 'customers:boot']);
    await jest.advanceTimersByTimeAsync(15 * 60_000);
    expect(order).toEqual(['roster:boot', 'customers:boot', 'roster:idle', 'customers:schedule']);
    await scheduler.beforeApplicationShutdown();
  });

  it('keeps its schedule after a failed run, and stops on shutdown', async () => {
    jest.useFakeTimers();
    const { scheduler, customerSync } = schedulerWith(15);
    customerSync.sync.mockRejectedValueOnce(new Error('HCP down'));
    scheduler.onApplicationBootstrap();
    await flush();
    await jest.advanceTimersByTimeAsync(15 * 60_000);
    expect(customerSync.sync).toHaveBeenCalledTimes(2);
    await scheduler.beforeApplicationShutdown();
    expect(customerSync.whenIdle).toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(60 * 60_000);
    expect(customerSync.sync).toHaveBeenCalledTimes(2);
  });

  it('does nothing before the organization is set up', async () => {
    jest.useFakeTimers();
    const { scheduler, customerSync, technicianSync } = schedulerWith(0, false);
    scheduler.onApplicationBootstrap();
    await flush();
    expect(customerSync.sync).not.toHaveBeenCalled();
    expect(technicianSync.sync).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });
});
