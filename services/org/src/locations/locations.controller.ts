import { Controller, Get, Param } from '@nestjs/common';
import type { AvailableLocationsResponse, Location, VerifiedUser } from '@irrigo/contracts';
import { CurrentUser, SignedIn } from '@irrigo/nest-kit';
import { LocationIdParams } from './dto/location-id.params.js';
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

  /** One location: any of them for admins and managers, one's own for everyone else (another's answers 404). */
  @Get(':id')
  @SignedIn()
  async getById(@CurrentUser() user: VerifiedUser, @Param() params: LocationIdParams): Promise<Location> {
    return toLocationView(await this.locations.getInScope(locationScopeOf(user), params.id));
  }
}
