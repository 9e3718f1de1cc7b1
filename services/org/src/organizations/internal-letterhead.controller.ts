import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { LetterheadResponse } from '@irrigo/contracts';
import { ApiErrors, Internal, scopeOfOrganization } from '@irrigo/nest-kit';
import { LocationsService } from '../locations/locations.service.js';
import { LetterheadQuery } from './dto/letterhead.query.js';
import { LetterheadResponseSchema } from './dto/letterhead.responses.js';
import { OrganizationsService } from './organizations.service.js';

/**
 * For services/inspections (the customer's PDF report): who the report comes from, printed at its top and in its
 * footer. Never reachable with a browser's identity; the caller names the organization, and a location of another
 * organization is left out as if it did not exist.
 */
@ApiTags('internal')
@Controller('internal/letterhead')
@Internal('inspections')
export class InternalLetterheadController {
  constructor(
    private readonly organizations: OrganizationsService,
    private readonly locations: LocationsService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'The organization’s name and contact, and one location’s name, address and phone, for services/inspections’ reports',
    description: 'An unknown organization answers 404; a location that is unknown or another organization’s answers location null.',
  })
  @ApiOkResponse({ description: 'The letterhead', type: LetterheadResponseSchema })
  @ApiErrors('NOT_FOUND')
  async letterhead(@Query() query: LetterheadQuery): Promise<LetterheadResponse> {
    const scope = scopeOfOrganization(query.organizationId);
    const [organization, location] = await Promise.all([
      this.organizations.getInScope(scope),
      query.locationId ? this.locations.findInScope(scope, query.locationId) : Promise.resolve(null),
    ]);
    return {
      organization: { name: organization.name, phone: organization.phone, email: organization.email, website: organization.website },
      location: location && {
        name: location.name,
        address: location.address,
        city: location.city,
        state: location.state,
        zipCode: location.zipCode,
        phone: location.phone,
      },
    };
  }
}
