import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { GatewayHealth, ServiceStatus } from '@irrigo/contracts';
import { upstreamsConfig } from '../gateway.env.js';
import { UPSTREAM_SERVICES, type UpstreamService } from '../routing/api-routes.js';

/** A readiness probe slower than this counts as down: the health answer itself must stay fast. */
export const SERVICE_PROBE_TIMEOUT_MS = 1_000;

/**
 * Every open screen polls /api/health; one round of probes a second answers all of them, so a room full of
 * tablets costs the services a probe a second, not one per tablet.
 */
export const HEALTH_ANSWER_REUSE_MS = 1_000;

/**
 * A service whose readiness probe failed this many rounds in a row gets no more traffic: the gateway answers
 * 503 for it at once instead of queueing requests on a service that cannot serve them. Two, so that one slow
 * probe under load does not shed a working service.
 */
export const NOT_READY_AFTER_FAILED_PROBES = 2;
/** Services are watched this often even when no screen polls /api/health. */
const WATCH_INTERVAL_MS = 1_000;

/** Asks every service whether it is ready, all at once; remembers which ones should get no traffic. */
@Injectable()
export class UpstreamHealthService implements OnModuleInit, OnModuleDestroy {
  private readonly baseUrls: Record<UpstreamService, string>;
  private latest: { startedAt: number; answer: Promise<GatewayHealth> } | null = null;
  private readonly failedProbes: Record<UpstreamService, number> = { auth: 0, org: 0, inspections: 0 };
  private readonly rechecks = new Map<UpstreamService, Promise<ServiceStatus>>();
  private watcher: NodeJS.Timeout | undefined;

  constructor(@Inject(upstreamsConfig.KEY) upstreams: ConfigType<typeof upstreamsConfig>) {
    this.baseUrls = upstreams.services;
  }

  onModuleInit(): void {
    // The watch keeps the readiness gate current; it does not feed /api/health's shared answer, which is always
    // asked afresh once it is a second old, so a service that just stopped shows as down at once.
    this.watcher = setInterval(() => void this.watchRound(), WATCH_INTERVAL_MS);
    this.watcher.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.watcher);
  }

  /** One round of the watch: every service probed once (the interval's tick; a test steps the watch with it). */
  async watchRound(): Promise<void> {
    await this.probeAll();
  }

  check(): Promise<GatewayHealth> {
    const now = Date.now();
    if (this.latest && now - this.latest.startedAt < HEALTH_ANSWER_REUSE_MS) return this.latest.answer;
    this.latest = { startedAt: now, answer: this.probeAll() };
    return this.latest.answer;
  }

  /**
   * Whether a request may go to the service. One held back is asked again right away (one probe shared by
   * every request waiting on it), so it gets its traffic back as soon as it is ready.
   */
  async isAccepting(service: UpstreamService): Promise<boolean> {
    if (this.failedProbes[service] < NOT_READY_AFTER_FAILED_PROBES) return true;
    let recheck = this.rechecks.get(service);
    if (!recheck) {
      recheck = this.probeService(service).finally(() => this.rechecks.delete(service));
      this.rechecks.set(service, recheck);
    }
    return (await recheck) === 'ok';
  }

  private async probeAll(): Promise<GatewayHealth> {
    const statuses = await Promise.all(UPSTREAM_SERVICES.map(async (service) => [service, await this.probeService(service)] as const));
    const services = Object.fromEntries(statuses) as Record<UpstreamService, ServiceStatus>;
    return { status: statuses.every(([, status]) => status === 'ok') ? 'ok' : 'degraded', services };
  }

  private async probeService(service: UpstreamService): Promise<ServiceStatus> {
    const status = await this.probe(this.baseUrls[service]);
    this.failedProbes[service] = status === 'ok' ? 0 : this.failedProbes[service] + 1;
    return status;
  }

  private async probe(baseUrl: string): Promise<ServiceStatus> {
    try {
      const response = await fetch(new URL('/health/ready', baseUrl), { signal: AbortSignal.timeout(SERVICE_PROBE_TIMEOUT_MS) });
      await response.body?.cancel();
      return response.ok ? 'ok' : 'down';
    } catch {
      return 'down';
    }
  }
}
