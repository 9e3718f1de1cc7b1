import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { ServiceAreaResponse, TechniciansResponse } from '@irrigo/contracts';
import { ServiceClient } from '@irrigo/nest-kit';
import { orgServiceConfig } from '../inspections.env.js';
import { ZIP_PATTERN } from './address-zip.js';

/**
 * How long the dashboard waits for services/org: its own figures are ready in milliseconds, and an owner
 * would rather see them with "Some data may be loading" than wait out the general service-call timeout.
 */
export const ORG_DIRECTORY_TIMEOUT_MS = 1_500;

/**
 * What the dashboard needs from services/org, which owns the technician roster and the customers' sites
 * (DESIGN.md: services ask each other over internal HTTP with a service token, never read another's tables).
 * Every answer is null when org is not configured, cannot be reached or answers something unexpected: the
 * dashboard then shows what it knows and says which part is missing.
 */
@Injectable()
export class OrgDirectoryClient {
  private readonly logger = new Logger(OrgDirectoryClient.name);
  private readonly org: ServiceClient | null;

  constructor(@Inject(orgServiceConfig.KEY) settings: ConfigType<typeof orgServiceConfig>) {
    this.org =
      settings.url && settings.signingKey
        ? new ServiceClient({ self: 'inspections', target: 'org', baseUrl: settings.url, signingKey: settings.signingKey, timeoutMs: ORG_DIRECTORY_TIMEOUT_MS })
        : null;
  }

  /** How many active technicians the organization's roster has (at one location when given). GET /internal/technicians. */
  async rosterSize(organizationId: string, locationId: string | null, requestId: string): Promise<number | null> {
    const answer = await this.ask<TechniciansResponse>(`/internal/technicians?organizationId=${encodeURIComponent(organizationId)}`, requestId);
    if (!answer || !Array.isArray(answer.technicians)) return null;
    return answer.technicians.filter((technician) => technician.active && (locationId === null || technician.locationId === locationId)).length;
  }

  /** The ZIP codes of the service area of the organization, or of one location. GET /internal/service-areas. */
  async serviceAreaZips(organizationId: string, locationId: string | null, requestId: string): Promise<string[] | null> {
    const query = `organizationId=${encodeURIComponent(organizationId)}${locationId ? `&locationId=${encodeURIComponent(locationId)}` : ''}`;
    const answer = await this.ask<ServiceAreaResponse>(`/internal/service-areas?${query}`, requestId);
    if (!answer || !Array.isArray(answer.zipCodes)) return null;
    return [...new Set(answer.zipCodes.filter((zip) => typeof zip === 'string' && ZIP_PATTERN.test(zip)))];
  }

  private async ask<T>(path: string, requestId: string): Promise<T | null> {
    if (!this.org) return null;
    try {
      return await this.org.request<T>('GET', path, undefined, requestId);
    } catch (error) {
      this.logger.warn(`services/org did not answer ${path.split('?')[0] ?? path}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }
}
