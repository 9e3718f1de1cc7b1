import { Body, Controller, Get, Headers, HttpStatus, Patch, Res } from '@nestjs/common';
import { ORGANIZATION_WIDE_ROLES, type CurrentOrganizationResponse, type OrganizationProfileResponse, type VerifiedUser } from '@irrigo/contracts';
import { ApiErrors, CurrentUser, DomainException, Roles, scopeOfUser, SignedIn } from '@irrigo/nest-kit';
import type { Response } from 'express';
import { toOrganizationProfile, toOrganizationView, type Organization } from './organization.entity.js';
import { OrganizationsService } from './organizations.service.js';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentOrganizationResponseSchema, OrganizationProfileResponseSchema } from './dto/organization.responses.js';
import { UpdateOrganizationProfileBody } from './dto/update-organization-profile.body.js';

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

  /** The office's organization screen, and anyone who needs the organization's contact: every role reads it. */
  @Get('current/profile')
  @SignedIn()
  @ApiOperation({
    summary: 'The signed-in user’s organization with its contact',
    description: 'The ETag header carries the version PATCH expects in If-Match.',
  })
  @ApiOkResponse({ description: 'The organization', type: OrganizationProfileResponseSchema })
  @ApiErrors('NOT_FOUND')
  async profile(@CurrentUser() user: VerifiedUser, @Res({ passthrough: true }) response: Response): Promise<OrganizationProfileResponse> {
    return answered(await this.organizations.getInScope(scopeOfUser(user)), response);
  }

  /** Name, type and contact, by those who manage the organization (canManageOrganization). */
  @Patch('current/profile')
  @Roles(...ORGANIZATION_WIDE_ROLES)
  @ApiOperation({
    summary: 'Change the organization’s name, type or contact',
    description:
      'Only the fields sent change; null clears a contact field. Saving any contact field makes the contact the office’s: Housecall Pro syncs leave it alone from then on. Send the version read (ETag) in If-Match: 428 PRECONDITION_REQUIRED without it, 412 STALE_VERSION when someone changed it since.',
  })
  @ApiHeader({ name: 'If-Match', required: true, description: 'The organization’s version, as its ETag gave it' })
  @ApiOkResponse({ description: 'The organization as changed', type: OrganizationProfileResponseSchema })
  @ApiErrors('NOT_FOUND', 'STALE_VERSION', 'PRECONDITION_REQUIRED')
  async updateProfile(
    @CurrentUser() user: VerifiedUser,
    @Body() body: UpdateOrganizationProfileBody,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<OrganizationProfileResponse> {
    const organization = await this.organizations.updateProfile(scopeOfUser(user), user.id, versionOf(ifMatch), body);
    return answered(organization, response);
  }
}

function answered(organization: Organization, response: Response): OrganizationProfileResponse {
  response.setHeader('ETag', `"${organization.version}"`);
  return { organization: toOrganizationProfile(organization) };
}

/**
 * `If-Match: "3"` (also `W/"3"` or a bare 3) → 3. None at all is 428 PRECONDITION_REQUIRED (a save that does
 * not say which version it changes could overwrite someone else's); one that is not a version is a 400.
 */
function versionOf(ifMatch: string | undefined): number {
  if (ifMatch === undefined || ifMatch.trim() === '') {
    throw new DomainException('PRECONDITION_REQUIRED', HttpStatus.PRECONDITION_REQUIRED, 'Send the organization’s version (its ETag) in If-Match');
  }
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(ifMatch);
  if (!match) throw DomainException.validation(['If-Match must carry the organization’s version (its ETag)']);
  return Number(match[1]);
}
