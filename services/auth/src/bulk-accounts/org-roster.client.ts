import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { Technician, TechniciansResponse } from '@irrigo/contracts';
import { DomainException, ServiceClient } from '@irrigo/nest-kit';
import { orgServiceConfig } from '../auth.env.js';

/** The synced roster of services/org: the technicians accounts can be created for. */
@Injectable()
export class OrgRoster {
  private readonly org: ServiceClient;

  constructor(@Inject(orgServiceConfig.KEY) org: ConfigType<typeof orgServiceConfig>) {
    this.org = new ServiceClient({ self: 'auth', target: 'org', baseUrl: org.url, signingKey: org.signingKey });
  }

  /** The active technicians of the organization; an office user without one has no roster. */
  async activeTechniciansOf(organizationId: string | null, requestId: string): Promise<Technician[]> {
    if (!organizationId) return [];
    const path = `/internal/technicians?organizationId=${encodeURIComponent(organizationId)}`;
    let answer: TechniciansResponse;
    try {
      answer = await this.org.request<TechniciansResponse>('GET', path, undefined, requestId);
    } catch (error) {
      // A refusal from org is a fault between the services, never the user's.
      if (error instanceof DomainException && error.getStatus() >= 500) throw error;
      throw malformed();
    }
    if (!Array.isArray(answer?.technicians)) throw malformed();
    return answer.technicians;
  }
}

const malformed = () => new DomainException('UPSTREAM_UNAVAILABLE', HttpStatus.SERVICE_UNAVAILABLE, 'The org service gave an unexpected answer');
