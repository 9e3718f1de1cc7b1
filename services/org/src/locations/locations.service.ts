import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Location } from './location.entity.js';
import type { LocationScope } from './location-scope.js';

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
}
