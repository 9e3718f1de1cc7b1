import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { applyScope, DomainException, scopedWhere, scopeOfOrganization, type OrganizationScope } from '@irrigo/nest-kit';
import { Repository } from 'typeorm';
import { LocationsService } from '../locations/locations.service.js';
import { Technician } from './technician.entity.js';
import { TECHNICIAN_SCOPE } from './technician.scope.js';

const byFullName = (a: Technician, b: Technician) =>
  `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`, 'en', { sensitivity: 'base' });

@Injectable()
export class TechniciansService {
  constructor(
    @InjectRepository(Technician) private readonly technicians: Repository<Technician>,
    private readonly locations: LocationsService,
  ) {}

  /**
   * The roster a scope reaches, active and inactive (dashboards show "active of total"), by name. Asking for
   * a location outside the scope answers 404, as if it did not exist.
   */
  async list(scope: OrganizationScope, locationId?: string): Promise<Technician[]> {
    if (locationId !== undefined && !(await this.locations.findInScope(scope, locationId))) throw DomainException.notFound('Location not found');
    const where = scopedWhere(scope, TECHNICIAN_SCOPE, locationId === undefined ? {} : { locationId });
    return (await this.technicians.findBy(where)).sort(byFullName);
  }

  /** Active technicians of one organization: those who have left keep their rows but get no new sign-in. */
  async activeOf(organizationId: string): Promise<Technician[]> {
    return (await this.technicians.findBy(scopedWhere(scopeOfOrganization(organizationId), TECHNICIAN_SCOPE, { active: true }))).sort(byFullName);
  }

  /** Active technicians of one organization with this e-mail, in any case. */
  activeByEmail(organizationId: string, email: string): Promise<Technician[]> {
    const query = this.technicians
      .createQueryBuilder('technician')
      .where('lower(technician.email) = lower(:email) AND technician.active', { email: email.trim() });
    return applyScope(query, 'technician', scopeOfOrganization(organizationId), TECHNICIAN_SCOPE).getMany();
  }

  /** One technician; one outside the scope answers exactly like one that does not exist. */
  async getInScope(scope: OrganizationScope, id: string): Promise<Technician> {
    const technician = await this.technicians.findOneBy(scopedWhere(scope, TECHNICIAN_SCOPE, { id }));
    if (!technician) throw new DomainException('TECHNICIAN_NOT_FOUND', HttpStatus.NOT_FOUND, 'Technician not found');
    return technician;
  }
}
