import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import type { CurrentOrganizationResponse, OrganizationSetupResponse } from '@irrigo/contracts';
import { DomainException, Internal, type IdentifiedRequest } from '@irrigo/nest-kit';
import { SetUpOrganizationDto } from './dto/set-up-organization.dto.js';
import { toOrganizationView } from './organization.entity.js';
import { OrganizationsService } from './organizations.service.js';

/** Only services/auth sets the organization up: it does so as part of the first administrator's setup. */
const SETUP_CALLERS = ['auth'];

@Controller('internal/organizations')
@Internal()
export class InternalOrganizationsController {
  constructor(private readonly organizations: OrganizationsService) {}

  @Post('setup')
  @HttpCode(HttpStatus.CREATED)
  async setUp(@Body() dto: SetUpOrganizationDto, @Req() request: IdentifiedRequest): Promise<OrganizationSetupResponse> {
    if (!request.serviceCaller || !SETUP_CALLERS.includes(request.serviceCaller)) throw DomainException.forbidden();
    const { organization, location } = await this.organizations.setUp(dto.organizationName);
    return { organization: toOrganizationView(organization), location: { id: location.id, name: location.name } };
  }

  @Get('current')
  async current(): Promise<CurrentOrganizationResponse> {
    return { organization: toOrganizationView(await this.organizations.getCurrent()) };
  }
}
