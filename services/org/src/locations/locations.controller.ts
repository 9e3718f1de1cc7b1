import { Controller, Get, Param } from '@nestjs/common';
import type { AvailableLocationsResponse, Location, VerifiedUser } from '@irrigo/contracts';
import { ApiErrors, CurrentUser, scopeOfUser, SignedIn } from '@irrigo/nest-kit';
import { LocationIdParams } from './dto/location-id.params.js';
import { toLocationView } from './location.entity.js';
import { LocationsService } from './locations.service.js';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AvailableLocationsResponseSchema, LocationSchema } from './dto/location.responses.js';

@ApiTags('locations')
@Controller('api/locations')
export class LocationsController {
  constructor(private readonly locations: LocationsService) {}

  /** The location switcher: every location of the organization for admins and managers, one's own for everyone else. */
  @Get('available')
  @SignedIn()
  @ApiOperation({ summary: 'Locations the caller may work in', description: 'Admins and managers: every location of the organization; others: their own.' })
  @ApiOkResponse({ description: 'The locations', type: AvailableLocationsResponseSchema })
  async available(@CurrentUser() user: VerifiedUser): Promise<AvailableLocationsResponse> {
    const locations = await this.locations.listAvailable(scopeOfUser(user));
    return { locations: locations.map(toLocationView) };
  }

  /** One location: any of the organization's for admins and managers, one's own for everyone else (another's answers 404). */
  @Get(':id')
  @SignedIn()
  @ApiOperation({ summary: 'One location within the caller’s scope' })
  @ApiOkResponse({ description: 'The location', type: LocationSchema })
  @ApiErrors('LOCATION_NOT_FOUND')
  async getById(@CurrentUser() user: VerifiedUser, @Param() params: LocationIdParams): Promise<Location> {
    return toLocationView(await this.locations.getInScope(scopeOfUser(user), params.id));
  }
}
