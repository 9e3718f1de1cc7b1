import { Controller, Get } from '@nestjs/common';
import type { CurrentOrganizationResponse } from '@irrigo/contracts';
import { ApiErrors, SignedIn } from '@irrigo/nest-kit';
import { toOrganizationView } from './organization.entity.js';
import { OrganizationsService } from './organizations.service.js';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentOrganizationResponseSchema } from './dto/organization.responses.js';

@ApiTags('organizations')
@Controller('api/organizations')
export class OrganizationsController {
  constructor(private readonly organizations: OrganizationsService) {}

  /** The top bar's organization name; any signed-in user. */
  @Get('current')
  @SignedIn()
  @ApiOperation({ summary: 'The organization' })
  @ApiOkResponse({ description: 'The organization', type: CurrentOrganizationResponseSchema })
  @ApiErrors('NOT_FOUND')
  async current(): Promise<CurrentOrganizationResponse> {
    return { organization: toOrganizationView(await this.organizations.getCurrent()) };
  }
}
