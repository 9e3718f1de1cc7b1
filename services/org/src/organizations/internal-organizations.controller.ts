import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { CurrentOrganizationResponse, OrganizationSetupResponse } from '@irrigo/contracts';
import { ApiErrors, Internal } from '@irrigo/nest-kit';
import { SetUpOrganizationDto } from './dto/set-up-organization.dto.js';
import { toOrganizationView } from './organization.entity.js';
import { OrganizationsService } from './organizations.service.js';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentOrganizationResponseSchema, OrganizationSetupResponseSchema } from './dto/organization.responses.js';

/** Only services/auth sets the installation's organization up (as part of the first administrator's setup) and asks for it. */
@ApiTags('internal')
@Controller('internal/organizations')
@Internal('auth')
export class InternalOrganizationsController {
  constructor(private readonly organizations: OrganizationsService) {}

  @Post('setup')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({ summary: 'Create the organization and its first location, for services/auth’s admin setup' })
  @ApiCreatedResponse({ description: 'The organization and its first location', type: OrganizationSetupResponseSchema })
  async setUp(@Body() dto: SetUpOrganizationDto): Promise<OrganizationSetupResponse> {
    const { organization, location } = await this.organizations.setUp(dto.organizationName);
    return { organization: toOrganizationView(organization), location: { id: location.id, name: location.name } };
  }

  @Get('current')
  @ApiOperation({ summary: 'The installation’s organization (the one set up with the first administrator), for services/auth' })
  @ApiOkResponse({ description: 'The organization', type: CurrentOrganizationResponseSchema })
  @ApiErrors('NOT_FOUND')
  async current(): Promise<CurrentOrganizationResponse> {
    return { organization: toOrganizationView(await this.organizations.getInstallationOrganization()) };
  }
}
