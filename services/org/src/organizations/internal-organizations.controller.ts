import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { CurrentOrganizationResponse, OrganizationSetupResponse } from '@irrigo/contracts';
import { Internal } from '@irrigo/nest-kit';
import { SetUpOrganizationDto } from './dto/set-up-organization.dto.js';
import { toOrganizationView } from './organization.entity.js';
import { OrganizationsService } from './organizations.service.js';

/** Only services/auth sets the organization up (as part of the first administrator's setup) and asks for it. */
@Controller('internal/organizations')
@Internal('auth')
export class InternalOrganizationsController {
  constructor(private readonly organizations: OrganizationsService) {}

  @Post('setup')
  @HttpCode(HttpStatus.CREATED)
  async setUp(@Body() dto: SetUpOrganizationDto): Promise<OrganizationSetupResponse> {
    const { organization, location } = await this.organizations.setUp(dto.organizationName);
    return { organization: toOrganizationView(organization), location: { id: location.id, name: location.name } };
  }

  @Get('current')
  async current(): Promise<CurrentOrganizationResponse> {
    return { organization: toOrganizationView(await this.organizations.getCurrent()) };
  }
}
