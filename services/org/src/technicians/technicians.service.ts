import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DomainException } from '@irrigo/nest-kit';
import { Repository } from 'typeorm';
import { isInScope, type LocationScope } from '../locations/location-scope.js';
import { LocationsService } from '../locations/locations.service.js';
import { Technician } from './technician.entity.js';

const byFullName = (a: Technician, b: Technician) =>
  `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`, 'en', { sensitivity: 'base' });

@Injectable()
export class TechniciansService {
  constructor(
    @InjectRepository(Technician) private readonly technicians: Repository<Technician>,
    private readonly locations: LocationsService,
  ) {}

  /**
   * The roster a user may see, active and inactive (dashboards show "active of total"), by name. Asking for
   * a location outside one's scope answers 404, as if it did not exist.
   */
  async list(scope: LocationScope, locationId?: string): Promise<Technician[]> {
    if (locationId !== undefined) {
      if (!isInScope(scope, locationId) || !(await this.locations.findById(locationId))) throw DomainException.notFound('Location not found');
      return (await this.technicians.findBy({ locationId })).sort(byFullName);
    }
    if (scope.kind === 'own') {
      return scope.locationId ? (await this.technicians.findBy({ locationId: scope.locationId })).sort(byFullName) : [];
    }
    return (await this.technicians.find()).sort(byFullName);
  }

  /** Active technicians of one organization: those who have left keep their rows but get no new sign-in. */
  async activeOf(organizationId: string): Promise<Technician[]> {
    return (await this.technicians.findBy({ organizationId, active: true })).sort(byFullName);
  }

  activeByEmail(email: string): Promise<Technician[]> {
    return this.technicians.createQueryBuilder('technician').where('lower(technician.email) = lower(:email) AND technician.active', { email: email.trim() }).getMany();
  }

  async getById(id: string): Promise<Technician> {
    const technician = await this.technicians.findOneBy({ id });
    if (!technician) throw new DomainException('TECHNICIAN_NOT_FOUND', HttpStatus.NOT_FOUND, 'Technician not found');
    return technician;
  }
}
