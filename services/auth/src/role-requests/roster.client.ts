import { HttpStatus, Injectable } from '@nestjs/common';
import type { Technician, TechniciansResponse } from '@irrigo/contracts';
import { DomainException, ServiceClient } from '@irrigo/nest-kit';
import { AuthEnv } from '../auth.env.js';

/** services/org's technician roster of an organization, looked up by a verified e-mail (GET /internal/technicians/by-email). */
@Injectable()
export class RosterClient {
  private readonly org: ServiceClient;

  constructor(env: AuthEnv) {
    this.org = new ServiceClient({ self: 'auth', target: 'org', baseUrl: env.ORG_SERVICE_URL, signingKey: env.SERVICE_PRIVATE_JWK });
  }

  /** Active roster technicians of the organization with this e-mail; org's refusals are a fault between services (503). */
  async activeTechniciansWithEmail(organizationId: string, email: string, requestId: string): Promise<Technician[]> {
    try {
      const query = `organizationId=${encodeURIComponent(organizationId)}&email=${encodeURIComponent(email)}`;
      const answer = await this.org.request<TechniciansResponse>('GET', `/internal/technicians/by-email?${query}`, undefined, requestId);
      if (!Array.isArray(answer?.technicians)) throw unavailable();
      return answer.technicians.filter((technician) => technician.active);
    } catch (error) {
      if (error instanceof DomainException && error.getStatus() >= 500) throw error;
      throw unavailable();
    }
  }
}

const unavailable = () => new DomainException('UPSTREAM_UNAVAILABLE', HttpStatus.SERVICE_UNAVAILABLE, 'The org service gave an unexpected answer');
