import { HttpStatus, Injectable } from '@nestjs/common';
import { DomainException } from '@irrigo/nest-kit';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Location } from './location.entity.js';
import { isInScope, type LocationScope } from './location-scope.js';

export const byName = (a: { name: string }, b: { name: string }): number => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

@Injectable()
export class LocationsService {
  constructor(@InjectRepository(Location) private readonly locations: Repository<Location>) {}

  /** The locations a user may work in, by name (ignoring case) so the switcher reads naturally. */
  async listAvailable(scope: LocationScope): Promise<Location[]> {
    if (scope.kind === 'own') {
      const own = scope.locationId ? await this.locations.findOneBy({ id: scope.locationId }) : null;
      return own ? [own] : [];
    }
    const locations = await this.locations.find({ order: { createdAt: 'ASC' } });
    return locations.sort(byName);
  }

  findById(id: string): Promise<Location | null> {
    return this.locations.findOneBy({ id });
  }

  /** One location; one outside the scope answers exactly like one that does not exist. */
  async getInScope(scope: LocationScope, id: string): Promise<Location> {
    const location = await this.findById(id);
    if (!location || !isInScope(scope, location.id)) throw locationNotFound();
    return location;
  }
}

const locationNotFound = () => new DomainException('LOCATION_NOT_FOUND', HttpStatus.NOT_FOUND, 'Location not found');
