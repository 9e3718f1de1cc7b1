import { Controller, Get } from '@nestjs/common';
import type { AvailableLocationsResponse, VerifiedUser } from '@irrigo/contracts';
import { CurrentUser, SignedIn } from '@irrigo/nest-kit';
import { locationScopeOf } from './location-scope.js';
import { toLocationView } from './location.entity.js';
import { LocationsService } from './locations.service.js';

@Controller('api/locations')
export class LocationsController {
  constructor(private readonly locations: LocationsService) {}

  /** The location switcher: every location for admins and managers, one's own for everyone else. */
  @Get('available')
  @SignedIn()
  async available(@CurrentUser() user: VerifiedUser): Promise<AvailableLocationsResponse> {
    const locations = await this.locations.listAvailable(locationScopeOf(user));
    return { locations: locations.map(toLocationView) };
  }
}
