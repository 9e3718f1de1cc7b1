import { Controller, Get } from '@nestjs/common';
import type { CurrentOrganizationResponse, VerifiedUser } from '@irrigo/contracts';
import { ApiErrors, CurrentUser, scopeOfUser, SignedIn } from '@irrigo/nest-kit';
import { toOrganizationView } from './organization.entity.js';
import { OrganizationsService } from './organizations.service.js';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentOrganizationResponseSchema } from './dto/organization.responses.js';

@ApiTags('organizations')
@Controller('api/organizations')
export class OrganizationsController {
  constructor(private readonly organizations: OrganizationsService) {}

  /** The top bar's organization name: the signed-in user's own organization, whatever their role. */
  @Get('current')
  @SignedIn()
  @ApiOperation({ summary: 'The signed-in user’s organization' })
  @ApiOkResponse({ description: 'The organization', type: CurrentOrganizationResponseSchema })
  @ApiErrors('NOT_FOUND')
  async current(@CurrentUser() user: VerifiedUser): Promise<CurrentOrganizationResponse> {
    return { organization: toOrganizationView(await this.organizations.getInScope(scopeOfUser(user))) };
  }
}
