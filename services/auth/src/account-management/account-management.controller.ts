import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';
import type { IdentityClaims, TeamAccount, TeamAccountsResponse, VerifiedUser } from '@irrigo/contracts';
import { CurrentUser, RequestIdentity, Roles } from '@irrigo/nest-kit';
import { RequestClient } from '../sessions/request-client.decorator.js';
import type { SessionClient } from '../sessions/sessions.service.js';
import { AccountManagementService } from './account-management.service.js';
import { AccountIdParams } from './dto/account-id.params.js';
import { UpdateTeamAccountDto } from './dto/update-team-account.dto.js';

/** The organization's accounts, for the people who manage it: roles, locations, and who may sign in. */
@Controller('api/auth/accounts')
export class AccountManagementController {
  constructor(private readonly accounts: AccountManagementService) {}

  /** GET /api/auth/accounts: every account of the organization, by name. */
  @Roles('admin', 'manager')
  @Get()
  @Header('Cache-Control', 'no-store')
  async list(@CurrentUser() actor: VerifiedUser): Promise<TeamAccountsResponse> {
    return { accounts: await this.accounts.list(actor) };
  }

  /** PATCH /api/auth/accounts/:id {role?, locationId?} */
  @Roles('admin', 'manager')
  @Patch(':id')
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
  disable(@Param() params: AccountIdParams, @CurrentUser() actor: VerifiedUser, @RequestIdentity() identity: IdentityClaims, @RequestClient() client: SessionClient): Promise<TeamAccount> {
    return this.accounts.setDisabled(params.id, true, { actor, client, requestId: identity.rid });
  }

  /** POST /api/auth/accounts/:id/enable: the account may sign in again (its old sessions stay ended). */
  @Roles('admin', 'manager')
  @Post(':id/enable')
  @HttpCode(HttpStatus.OK)
  enable(@Param() params: AccountIdParams, @CurrentUser() actor: VerifiedUser, @RequestIdentity() identity: IdentityClaims, @RequestClient() client: SessionClient): Promise<TeamAccount> {
    return this.accounts.setDisabled(params.id, false, { actor, client, requestId: identity.rid });
  }
}
