import { Controller, Get, Param, Query } from '@nestjs/common';
import type { Location } from '@irrigo/contracts';
import { ApiErrors, Internal, scopeOfOrganization } from '@irrigo/nest-kit';
import { OfOrganizationQuery } from '../organizations/dto/of-organization.query.js';
import { LocationIdParams } from './dto/location-id.params.js';
import { toLocationView } from './location.entity.js';
import { LocationsService } from './locations.service.js';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LocationSchema } from './dto/location.responses.js';

/** For other services: auth checks that a location it files an account under is one of the organization's. */
@ApiTags('internal')
@Controller('internal/locations')
@Internal('auth')
export class InternalLocationsController {
  constructor(private readonly locations: LocationsService) {}

  @Get(':id')
  @ApiOperation({
    summary: 'A location of the named organization, for services/auth',
    description: 'Another organization’s location answers 404, as an unknown one.',
  })
  @ApiOkResponse({ description: 'The location', type: LocationSchema })
  @ApiErrors('LOCATION_NOT_FOUND')
  async getById(@Param() params: LocationIdParams, @Query() query: OfOrganizationQuery): Promise<Location> {
    return toLocationView(await this.locations.getInScope(scopeOfOrganization(query.organizationId), params.id));
  }
}
