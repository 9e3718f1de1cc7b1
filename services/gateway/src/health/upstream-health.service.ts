import { Injectable } from '@nestjs/common';
import type { GatewayHealth, ServiceStatus } from '@irrigo/contracts';
import { GatewayEnv } from '../gateway.env.js';
import { UPSTREAM_SERVICES, type UpstreamService } from '../routing/api-routes.js';

/** A readiness probe slower than this counts as down: the health answer itself must stay fast. */
export const SERVICE_PROBE_TIMEOUT_MS = 1_000;

/**
 * Every open screen polls /api/health; one round of probes a second answers all of them, so a room full of
 * tablets costs the services a probe a second, not one per tablet.
 */
export const HEALTH_ANSWER_REUSE_MS = 1_000;

/** Asks every service whether it is ready, all at once. */
@Injectable()
export class UpstreamHealthService {
  private readonly baseUrls: Record<UpstreamService, string>;
  private latest: { startedAt: number; answer: Promise<GatewayHealth> } | null = null;

  constructor(env: GatewayEnv) {
    this.baseUrls = { auth: env.AUTH_SERVICE_URL, org: env.ORG_SERVICE_URL, inspections: env.INSPECTIONS_SERVICE_URL };
  }

  check(): Promise<GatewayHealth> {
    const now = Date.now();
    if (this.latest && now - this.latest.startedAt < HEALTH_ANSWER_REUSE_MS) return this.latest.answer;
    this.latest = { startedAt: now, answer: this.probeAll() };
    return this.latest.answer;
  }

  private async probeAll(): Promise<GatewayHealth> {
    const statuses = await Promise.all(UPSTREAM_SERVICES.map(async (service) => [service, await this.probe(this.baseUrls[service])] as const));
    const services = Object.fromEntries(statuses) as Record<UpstreamService, ServiceStatus>;
    return { status: statuses.every(([, status]) => status === 'ok') ? 'ok' : 'degraded', services };
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
