import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { TechnicianSyncResult } from '@irrigo/contracts';
import type { OrgEnv } from '../org.env.js';
import { TechnicianSyncScheduler } from './technician-sync.scheduler.js';
import type { TechnicianSyncService } from './technician-sync.service.js';

const RESULT: TechnicianSyncResult = { created: 0, updated: 0, deactivated: 0, total: 0, syncedAt: '2026-05-01T12:00:00.000Z' };
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

function schedulerWith(intervalMinutes: number, organizationExists = true) {
  const technicianSync = {
    sync: jest.fn<TechnicianSyncService['sync']>().mockResolvedValue(RESULT),
    organizationExists: jest.fn<TechnicianSyncService['organizationExists']>().mockResolvedValue(organizationExists),
    whenIdle: jest.fn<TechnicianSyncService['whenIdle']>().mockResolvedValue(undefined),
  };
  const env = { HCP_API_URL: 'http://hcp.test', HCP_API_KEY: 'key', HCP_SYNC_INTERVAL_MINUTES: intervalMinutes } as OrgEnv;
  const scheduler = new TechnicianSyncScheduler(technicianSync as unknown as jest.Mocked<TechnicianSyncService>, env);
  return { scheduler, technicianSync };
}

describe('TechnicianSyncScheduler', () => {
  beforeAll(() => Logger.overrideLogger(false));
  afterEach(() => {
    jest.useRealTimers();
  });

  it('syncs at boot, then every interval, each run after the previous one finished', async () => {
    jest.useFakeTimers();
    const { scheduler, technicianSync } = schedulerWith(15);
    let finishSlowRun: (value: TechnicianSyncResult) => void = () => undefined;
    technicianSync.sync.mockResolvedValueOnce(RESULT).mockImplementationOnce(() => new Promise((resolve) => (finishSlowRun = resolve)));

    scheduler.onApplicationBootstrap();
    await flush();
    expect(technicianSync.sync).toHaveBeenCalledWith('boot');

    await jest.advanceTimersByTimeAsync(15 * 60_000);
    expect(technicianSync.sync).toHaveBeenLastCalledWith('schedule');
    expect(technicianSync.sync).toHaveBeenCalledTimes(2);

    // The second run is still going: no third one starts, however long it takes.
    await jest.advanceTimersByTimeAsync(45 * 60_000);
    expect(technicianSync.sync).toHaveBeenCalledTimes(2);

    finishSlowRun(RESULT);
    await flush();
    await jest.advanceTimersByTimeAsync(15 * 60_000);
    expect(technicianSync.sync).toHaveBeenCalledTimes(3);
    await scheduler.beforeApplicationShutdown();
  });

  it('keeps its schedule after a failed run', async () => {
    jest.useFakeTimers();
    const { scheduler, technicianSync } = schedulerWith(15);
    technicianSync.sync.mockRejectedValueOnce(new Error('HCP down'));
    scheduler.onApplicationBootstrap();
    await flush();
    await jest.advanceTimersByTimeAsync(15 * 60_000);
    expect(technicianSync.sync).toHaveBeenCalledTimes(2);
    await scheduler.beforeApplicationShutdown();
  });

  it('stops on shutdown, waiting for a run under way', async () => {
    jest.useFakeTimers();
    const { scheduler, technicianSync } = schedulerWith(15);
    scheduler.onApplicationBootstrap();
    await flush();
    await scheduler.beforeApplicationShutdown();
    expect(technicianSync.whenIdle).toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(60 * 60_000);
    expect(technicianSync.sync).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('with an interval of 0 syncs only at boot, and not at all before setup', async () => {
    jest.useFakeTimers();
    const once = schedulerWith(0);
    once.scheduler.onApplicationBootstrap();
    await flush();
    expect(once.technicianSync.sync).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);

    const beforeSetup = schedulerWith(0, false);
    beforeSetup.scheduler.onApplicationBootstrap();
    await flush();
    expect(beforeSetup.technicianSync.sync).not.toHaveBeenCalled();
  });
});
