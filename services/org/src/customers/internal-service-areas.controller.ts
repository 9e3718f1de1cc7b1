import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ServiceAreaResponse } from '@irrigo/contracts';
import { Internal } from '@irrigo/nest-kit';
import { CustomersService } from './customers.service.js';
import { ServiceAreaResponseSchema } from './dto/customer.responses.js';
import { ServiceAreaQuery } from './dto/service-area.query.js';

/**
 * For services/inspections (the dashboard's Territory Coverage): where the organization, or one of its locations,
 * has customers. Never reachable with a browser's identity; the caller names the organization.
 */
@ApiTags('internal')
@Controller('internal/service-areas')
@Internal('inspections')
export class InternalServiceAreasController {
  constructor(private readonly customers: CustomersService) {}

  @Get()
  @ApiOperation({
    summary: 'The five-digit ZIP codes of the customers’ sites of an organization or one location, for services/inspections',
    description: 'Archived customers are left out; a ZIP+4 counts as its first five digits, anything else that is not a ZIP code is skipped.',
  })
  @ApiOkResponse({ description: 'The ZIP codes, each once, sorted', type: ServiceAreaResponseSchema })
  async zipCodes(@Query() query: ServiceAreaQuery): Promise<ServiceAreaResponse> {
    return { zipCodes: await this.customers.serviceAreaZips(query.organizationId, query.locationId ?? null) };
  }
}
