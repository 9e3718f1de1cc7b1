import { HttpStatus, Injectable } from '@nestjs/common';
import type { CurrentOrganizationResponse, Location, Organization, OrganizationSetupRequest, OrganizationSetupResponse, Technician } from '@irrigo/contracts';
import { DomainException, ServiceClient, TIMEOUTS, type ServiceClientOptions } from '@irrigo/nest-kit';
import { AuthEnv } from '../auth.env.js';

/** What auth needs from services/org: the organization, its first location, and the technician roster. */
@Injectable()
export class OrgDirectory {
  private readonly org: ServiceClient;
  private readonly orgSetup: ServiceClient;

  constructor(env: AuthEnv) {
    const options: ServiceClientOptions = { self: 'auth', target: 'org', baseUrl: env.ORG_SERVICE_URL, signingKey: env.SERVICE_PRIVATE_JWK };
    this.org = new ServiceClient(options);
    // Creating the organization is the slow step of setup (the first rows); org's setup is idempotent, so a
    // timeout here while org goes on to succeed only means the owner's retry finds the work done.
    this.orgSetup = new ServiceClient({ ...options, timeoutMs: TIMEOUTS.slowServiceCallMs });
  }

  async setUpOrganization(organizationName: string, requestId: string): Promise<OrganizationSetupResponse> {
    const body: OrganizationSetupRequest = { organizationName };
    const answer = await this.orgSetup.request<OrganizationSetupResponse>('POST', '/internal/organizations/setup', body, requestId).catch(asOrgFault);
    if (!hasId(answer?.organization) || !hasId(answer.location)) throw malformed();
    return answer;
  }

  async currentOrganization(requestId?: string): Promise<Organization> {
    const answer = await this.org.request<CurrentOrganizationResponse>('GET', '/internal/organizations/current', undefined, requestId).catch(asOrgFault);
    if (!hasId(answer?.organization)) throw malformed();
    return answer.organization;
  }

  /** The roster technician of the organization, or null when it has none of that id (or there is no organization). */
  async technician(technicianId: string, organizationId: string | null, requestId: string): Promise<Technician | null> {
    if (!organizationId) return null;
    return this.findOne<Technician>(
      `/internal/technicians/${encodeURIComponent(technicianId)}?organizationId=${encodeURIComponent(organizationId)}`,
      requestId,
    );
  }

  /** A location of the organization, or null when it has none of that id (or there is no organization). */
  async location(locationId: string, organizationId: string | null, requestId: string): Promise<Location | null> {
    if (!organizationId) return null;
    return this.findOne<Location>(`/internal/locations/${encodeURIComponent(locationId)}?organizationId=${encodeURIComponent(organizationId)}`, requestId);
  }

  private async findOne<T extends { id: string }>(path: string, requestId: string): Promise<T | null> {
    try {
      const found = await this.org.request<T>('GET', path, undefined, requestId);
      if (!hasId(found)) throw malformed();
      return found;
    } catch (error) {
      if (error instanceof DomainException && error.getStatus() === HttpStatus.NOT_FOUND) return null;
      return asOrgFault(error);
    }
  }
}

const hasId = (value: unknown): value is { id: string } =>
  typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)['id'] === 'string';

/**
 * Auth's requests to org are well-formed by construction, so a refusal from org (a 4xx: no organization
 * after setup, a conflict) is a fault between the services, never the user's: it leaves as a 503.
 */
function asOrgFault(error: unknown): never {
  if (error instanceof DomainException && error.getStatus() >= 500) throw error;
  throw malformed();
}

const malformed = () => new DomainException('UPSTREAM_UNAVAILABLE', HttpStatus.SERVICE_UNAVAILABLE, 'The org service gave an unexpected answer');
