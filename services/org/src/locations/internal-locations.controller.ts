import { Controller, Get, Param } from '@nestjs/common';
import type { Location } from '@irrigo/contracts';
import { ApiErrors, Internal } from '@irrigo/nest-kit';
import { LocationIdParams } from './dto/location-id.params.js';
import { toLocationView } from './location.entity.js';
import { LocationsService } from './locations.service.js';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LocationSchema } from './dto/location.responses.js';

/** For other services: auth checks that a location it files an account under is one of ours. */
@ApiTags('internal')
@Controller('internal/locations')
@Internal('auth')
export class InternalLocationsController {
  constructor(private readonly locations: LocationsService) {}

  @Get(':id')
  @ApiOperation({ summary: 'Any location by id, for services/auth' })
  @ApiOkResponse({ description: 'The location', type: LocationSchema })
  @ApiErrors('LOCATION_NOT_FOUND')
  async getById(@Param() params: LocationIdParams): Promise<Location> {
    return toLocationView(await this.locations.getInScope({ kind: 'all' }, params.id));
  }
}
