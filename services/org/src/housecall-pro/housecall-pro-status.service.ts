import { Injectable, Logger } from '@nestjs/common';
import { OrgEnv } from '../org.env.js';
import { HousecallProClient } from './housecall-pro.client.js';

/**
 * The HCP badge of every dashboard polls every 30 s; one real probe answers all of them for a few seconds,
 * and callers arriving while a probe is under way share it.
 */
@Injectable()
export class HousecallProStatusService {
  private readonly logger = new Logger(HousecallProStatusService.name);
  private readonly cacheMs: number;
  private cached: { connected: boolean; until: number } | undefined;
  private pending: Promise<boolean> | undefined;
  private lastConnected: boolean | undefined;

  constructor(
    private readonly hcp: HousecallProClient,
    env: OrgEnv,
  ) {
    this.cacheMs = env.HCP_STATUS_CACHE_SECONDS * 1_000;
  }

  async isConnected(): Promise<boolean> {
    if (this.cached && this.cached.until > Date.now()) return this.cached.connected;
    this.pending ??= this.probe().finally(() => (this.pending = undefined));
    return this.pending;
  }

  private async probe(): Promise<boolean> {
    const result = await this.hcp.probe();
    this.cached = { connected: result.connected, until: Date.now() + this.cacheMs };
    if (!result.connected && this.lastConnected !== false) {
      this.logger.warn(`Housecall Pro is not connected: ${result.error.status || result.error.kind} ${result.error.message}`);
    } else if (result.connected && this.lastConnected === false) {
      this.logger.log('Housecall Pro is connected again');
    }
    this.lastConnected = result.connected;
    return result.connected;
  }
}
