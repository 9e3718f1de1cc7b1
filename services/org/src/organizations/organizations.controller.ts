import { Controller, Get } from '@nestjs/common';
import type { CurrentOrganizationResponse } from '@irrigo/contracts';
import { SignedIn } from '@irrigo/nest-kit';
import { toOrganizationView } from './organization.entity.js';
import { OrganizationsService } from './organizations.service.js';

@Controller('api/organizations')
export class OrganizationsController {
  constructor(private readonly organizations: OrganizationsService) {}

  /** The top bar's organization name; any signed-in user. */
  @Get('current')
  @SignedIn()
  async current(): Promise<CurrentOrganizationResponse> {
    return { organization: toOrganizationView(await this.organizations.getCurrent()) };
  }
}
