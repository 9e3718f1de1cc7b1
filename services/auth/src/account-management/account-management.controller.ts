import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';
import type { IdentityClaims, TeamAccount, TeamAccountsResponse, VerifiedUser } from '@irrigo/contracts';
import { ApiErrors, CurrentUser, RequestIdentity, Roles } from '@irrigo/nest-kit';
import { RequestClient } from '../sessions/request-client.decorator.js';
import type { SessionClient } from '../sessions/sessions.service.js';
import { AccountManagementService } from './account-management.service.js';
import { AccountIdParams } from './dto/account-id.params.js';
import { UpdateTeamAccountDto } from './dto/update-team-account.dto.js';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { TeamAccountSchema, TeamAccountsResponseSchema } from './dto/team-account.responses.js';

/** The organization's accounts, for the people who manage it: roles, locations, and who may sign in. */
@ApiTags('accounts')
@Controller('api/auth/accounts')
export class AccountManagementController {
  constructor(private readonly accounts: AccountManagementService) {}

  /** GET /api/auth/accounts: every account of the organization, by name. */
  @Roles('admin', 'manager')
  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Every account of the organization, by name' })
  @ApiOkResponse({ description: 'The accounts', type: TeamAccountsResponseSchema })
  async list(@CurrentUser() actor: VerifiedUser): Promise<TeamAccountsResponse> {
    return { accounts: await this.accounts.list(actor) };
  }

  /** PATCH /api/auth/accounts/:id {role?, locationId?} */
  @Roles('admin', 'manager')
  @Patch(':id')
  @ApiOperation({
    summary: 'Change an account’s role or location',
    description: 'Nobody changes themselves; managers never change or make admins; `technician` needs a linked roster technician.',
  })
  @ApiOkResponse({ description: 'The account as it now is', type: TeamAccountSchema })
  @ApiErrors('NOT_FOUND', 'TECHNICIAN_NOT_LINKED', ['LOCATION_NOT_FOUND', 400])
  update(
    @Param() params: AccountIdParams,
    @Body() dto: UpdateTeamAccountDto,
    @CurrentUser() actor: VerifiedUser,
    @RequestIdentity() identity: IdentityClaims,
    @RequestClient() client: SessionClient,
  ): Promise<TeamAccount> {
    return this.accounts.update(params.id, dto, { actor, client, requestId: identity.rid });
  }

  /** POST /api/auth/accounts/:id/disable: signs the account out everywhere and keeps it out. */
  @Roles('admin', 'manager')
  @Post(':id/disable')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Disable an account: it can no longer sign in and its sessions end' })
  @ApiOkResponse({ description: 'The account as it now is', type: TeamAccountSchema })
  @ApiErrors('NOT_FOUND')
  disable(
    @Param() params: AccountIdParams,
    @CurrentUser() actor: VerifiedUser,
    @RequestIdentity() identity: IdentityClaims,
    @RequestClient() client: SessionClient,
  ): Promise<TeamAccount> {
    return this.accounts.setDisabled(params.id, true, { actor, client, requestId: identity.rid });
  }

  /** POST /api/auth/accounts/:id/enable: the account may sign in again (its old sessions stay ended). */
  @Roles('admin', 'manager')
  @Post(':id/enable')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Enable a disabled account again' })
  @ApiOkResponse({ description: 'The account as it now is', type: TeamAccountSchema })
  @ApiErrors('NOT_FOUND')
  enable(
    @Param() params: AccountIdParams,
    @CurrentUser() actor: VerifiedUser,
    @RequestIdentity() identity: IdentityClaims,
    @RequestClient() client: SessionClient,
  ): Promise<TeamAccount> {
    return this.accounts.setDisabled(params.id, false, { actor, client, requestId: identity.rid });
  }
}
