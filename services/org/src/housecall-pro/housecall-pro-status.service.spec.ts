import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { OrgEnv } from '../org.env.js';
import { HcpError } from './hcp-error.js';
import { HousecallProStatusService } from './housecall-pro-status.service.js';
import type { HcpProbe, HousecallProClient } from './housecall-pro.client.js';

function statusWith(results: HcpProbe[], cacheSeconds = 10) {
  const probe = jest.fn<HousecallProClient['probe']>();
  for (const result of results) probe.mockResolvedValueOnce(result);
  const client = { probe } as unknown as jest.Mocked<HousecallProClient>;
  return { probe, status: new HousecallProStatusService(client, { HCP_STATUS_CACHE_SECONDS: cacheSeconds } as OrgEnv) };
}

describe('HousecallProStatusService', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it('answers a room full of dashboards from one probe for a few seconds', async () => {
    const { probe, status } = statusWith([{ connected: true }]);
    await expect(Promise.all([status.isConnected(), status.isConnected()])).resolves.toEqual([true, true]);
    await expect(status.isConnected()).resolves.toBe(true);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('probes again once the cached answer has expired', async () => {
    jest.useFakeTimers({ now: new Date('2026-05-01T12:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const { probe, status } = statusWith([{ connected: true }, { connected: false, error: new HcpError(0, 'timed out', 'timeout') }]);
      await expect(status.isConnected()).resolves.toBe(true);
      jest.setSystemTime(new Date('2026-05-01T12:00:09Z'));
      await expect(status.isConnected()).resolves.toBe(true);
      jest.setSystemTime(new Date('2026-05-01T12:00:11Z'));
      await expect(status.isConnected()).resolves.toBe(false);
      expect(probe).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
