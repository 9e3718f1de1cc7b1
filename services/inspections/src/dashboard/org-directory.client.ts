import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { LetterheadResponse, ServiceAreaResponse, TechniciansResponse } from '@irrigo/contracts';
import { DomainException, ServiceClient } from '@irrigo/nest-kit';
import { orgServiceConfig } from '../inspections.env.js';
import { ZIP_PATTERN } from './address-zip.js';

/**
 * How long the dashboard waits for services/org: its own figures are ready in milliseconds, and an owner
 * would rather see them with "Some data may be loading" than wait out the general service-call timeout.
 */
export const ORG_DIRECTORY_TIMEOUT_MS = 1_500;

/** How long a letterhead org gave is reused: a renamed organization reaches new reports within a minute. */
export const LETTERHEAD_TTL_MS = 60_000;

/**
 * The letterhead of a report, as far as org could tell: `known` (org answered; `letterhead` null when it knows no
 * such organization), `unconfigured` (this installation runs without org: there is none to ask, now or later) or
 * `unavailable` (org did not answer in time or failed: asking again later may give it).
 */
export type LetterheadAnswer =
  { state: 'known'; letterhead: LetterheadResponse | null } | { state: 'unconfigured'; letterhead: null } | { state: 'unavailable'; letterhead: null };

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
  /** Letterheads org gave, by organization and location, until `expires`; failures are never kept. */
  private readonly letterheads = new Map<string, { expires: number; answer: Promise<LetterheadAnswer> }>();

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

  /**
   * Who a report comes from: the organization's name and contact, the location's name, address and phone. GET /internal/letterhead.
   * Kept a minute (one call for a burst of reports); a failed call is not kept, so the next report asks again.
   */
  async letterhead(organizationId: string, locationId: string | null, requestId?: string): Promise<LetterheadAnswer> {
    if (!this.org) return { state: 'unconfigured', letterhead: null };
    const key = `${organizationId}/${locationId ?? ''}`;
    const now = Date.now();
    const kept = this.letterheads.get(key);
    if (kept && kept.expires > now) return kept.answer;
    const query = `organizationId=${encodeURIComponent(organizationId)}${locationId ? `&locationId=${encodeURIComponent(locationId)}` : ''}`;
    const answer = this.askForLetterhead(this.org, `/internal/letterhead?${query}`, requestId);
    this.letterheads.set(key, { expires: now + LETTERHEAD_TTL_MS, answer });
    void answer.then((settled) => {
      if (settled.state !== 'known' && this.letterheads.get(key)?.answer === answer) this.letterheads.delete(key);
    });
    return answer;
  }

  private async askForLetterhead(org: ServiceClient, path: string, requestId: string | undefined): Promise<LetterheadAnswer> {
    try {
      const answer = await org.request<Partial<LetterheadResponse> | null>('GET', path, undefined, requestId);
      const letterhead = letterheadOf(answer);
      if (!letterhead) throw new Error('the letterhead has no organization name');
      return { state: 'known', letterhead };
    } catch (error) {
      // org's own 4xx (an organization it does not know) is an answer; a timeout, a 5xx or a garbled body is not.
      if (error instanceof DomainException && error.getStatus() < 500) return { state: 'known', letterhead: null };
      this.logger.warn(`services/org did not answer /internal/letterhead: ${error instanceof Error ? error.message : String(error)}`);
      return { state: 'unavailable', letterhead: null };
    }
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

/** A text field of org's answer: a string with something in it, else null (absent, blank or not a string). */
const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * The letterhead in org's answer, every field the contract names present: a field org leaves out (an org older than
 * the contact, during a rolling deploy) or garbles is null, so a report is made, and kept, the same either way.
 * null when there is no organization name.
 */
export function letterheadOf(answer: Partial<LetterheadResponse> | null | undefined): LetterheadResponse | null {
  const organization = answer?.organization;
  const name = textOf(organization?.name);
  if (!organization || name === null) return null;
  const location = answer.location;
  const locationName = textOf(location?.name);
  return {
    organization: { name, phone: textOf(organization.phone), email: textOf(organization.email), website: textOf(organization.website) },
    location:
      location && locationName !== null
        ? {
            name: locationName,
            address: textOf(location.address),
            city: textOf(location.city),
            state: textOf(location.state),
            zipCode: textOf(location.zipCode),
            phone: textOf(location.phone),
          }
        : null,
  };
}
