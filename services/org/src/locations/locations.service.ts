import { HttpStatus, Injectable } from '@nestjs/common';
import { DomainException, scopedWhere, type OrganizationScope } from '@irrigo/nest-kit';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Location } from './location.entity.js';
import { LOCATION_SCOPE } from './location.scope.js';

export const byName = (a: { name: string }, b: { name: string }): number => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

@Injectable()
export class LocationsService {
  constructor(@InjectRepository(Location) private readonly locations: Repository<Location>) {}

  /** The locations a scope reaches, by name (ignoring case) so the switcher reads naturally. */
  async listAvailable(scope: OrganizationScope): Promise<Location[]> {
    const locations = await this.locations.find({ where: scopedWhere(scope, LOCATION_SCOPE), order: { createdAt: 'ASC' } });
    return locations.sort(byName);
  }

  /** One location, or null when it does not exist or lies outside the scope (the two are not told apart). */
  findInScope(scope: OrganizationScope, id: string): Promise<Location | null> {
    return this.locations.findOneBy(scopedWhere(scope, LOCATION_SCOPE, { id }));
  }

  /** One location; one outside the scope answers exactly like one that does not exist. */
  async getInScope(scope: OrganizationScope, id: string): Promise<Location> {
    const location = await this.findInScope(scope, id);
    if (!location) throw locationNotFound();
    return location;
  }
}

const locationNotFound = () => new DomainException('LOCATION_NOT_FOUND', HttpStatus.NOT_FOUND, 'Location not found');
