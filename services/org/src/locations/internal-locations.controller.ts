import { Controller, Get, Param } from '@nestjs/common';
import type { Location } from '@irrigo/contracts';
import { Internal } from '@irrigo/nest-kit';
import { LocationIdParams } from './dto/location-id.params.js';
import { toLocationView } from './location.entity.js';
import { LocationsService } from './locations.service.js';

/** For other services: auth checks that a location it files an account under is one of ours. */
@Controller('internal/locations')
@Internal('auth')
export class InternalLocationsController {
  constructor(private readonly locations: LocationsService) {}

  @Get(':id')
  async getById(@Param() params: LocationIdParams): Promise<Location> {
    return toLocationView(await this.locations.getInScope({ kind: 'all' }, params.id));
  }
}
