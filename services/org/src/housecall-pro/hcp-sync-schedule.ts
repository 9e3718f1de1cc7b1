import type { Logger } from '@nestjs/common';
import type { OrgEnv } from '../org.env.js';
import type { HcpSyncTrigger } from './hcp-sync-run.js';

/**
 * Runs one named sync with Housecall Pro at boot and then every HCP_SYNC_INTERVAL_MINUTES, each run scheduled
 * only after the previous one finished so runs never overlap. A failed run has recorded and logged itself;
 * the next one comes on time anyway. Nothing runs when HCP is not configured.
 */
export class HcpSyncSchedule {
  private readonly intervalMs: number;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly name: string,
    private readonly env: OrgEnv,
    private readonly logger: Logger,
    /** One run; `isStopping` tells a run with several steps that shutdown began between them. */
    private readonly runOnce: (trigger: HcpSyncTrigger, isStopping: () => boolean) => Promise<unknown>,
  ) {
    this.intervalMs = env.HCP_SYNC_INTERVAL_MINUTES * 60_000;
  }

  start(): void {
    if (!this.env.HCP_API_URL || !this.env.HCP_API_KEY) return;
    // Not awaited: the service answers while the first sync talks to HCP.
    void this.run('boot');
  }

  /** No further run is scheduled; the caller then waits for the one under way. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async run(trigger: HcpSyncTrigger): Promise<void> {
    this.timer = undefined;
    try {
      await this.runOnce(trigger, () => this.stopped);
    } catch (error) {
      // The sync has recorded and logged its own failure; this only keeps the timer alive.
      this.logger.debug(`Scheduled ${this.name} sync did not complete: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      if (!this.stopped && this.intervalMs > 0) {
        this.timer = setTimeout(() => void this.run('schedule'), this.intervalMs);
        this.timer.unref();
      }
    }
  }
}
