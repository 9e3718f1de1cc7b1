import { Body, Controller, Get, Header, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import type { IdentityClaims, RoleSelectionResponse, SignUpUserResponse, VerifiedAccount } from '@irrigo/contracts';
import { AnyAccount, ApiErrors, CurrentAccount, DomainException, RequestIdentity } from '@irrigo/nest-kit';
import type { Response } from 'express';
import type { Account } from '../accounts/account.entity.js';
import { AccountsService } from '../accounts/accounts.service.js';
import { RequestClient } from '../sessions/request-client.decorator.js';
import type { SessionClient } from '../sessions/sessions.service.js';
import { SignUpUsers } from '../sign-up/sign-up-users.js';
import { SignedUpSessions } from '../sign-up/signed-up-sessions.service.js';
import { RoleSelectionDto } from './dto/role-selection.dto.js';
import { RoleRequestsService } from './role-requests.service.js';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RoleSelectionResponseSchema, SignUpUserResponseSchema } from '../sign-up/dto/sign-up.responses.js';

/**
 * The role selection screen: for any signed-in account, and the one place an account without a role yet
 * is let in (@AnyAccount). Who it is comes from the gateway's assertion, like everywhere else.
 */
@ApiTags('sign-up')
@Controller('api/auth/role')
export class RoleSelectionController {
  constructor(
    private readonly sessions: SignedUpSessions,
    private readonly users: SignUpUsers,
    private readonly accounts: AccountsService,
    private readonly roleRequests: RoleRequestsService,
  ) {}

  /** GET /api/auth/role: the signed-in account's role, setupComplete and any role waiting for approval. */
  @AnyAccount()
  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The signed-in account and where it stands on its role' })
  @ApiOkResponse({ description: 'The account', type: SignUpUserResponseSchema })
  async current(@CurrentAccount() signedIn: VerifiedAccount): Promise<SignUpUserResponse> {
    return { user: await this.users.of(await this.accountOf(signedIn)) };
  }

  /** POST /api/auth/role: only while setupComplete is false. A granted role comes with a new session. */
  @AnyAccount()
  @Post()
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Choose a role',
    description: '`linked` when granted at once (the session is renewed), `requested` when an administrator must approve it.',
  })
  @ApiOkResponse({ description: 'The outcome and the account', type: RoleSelectionResponseSchema })
  @ApiErrors('CONFLICT', 'UPSTREAM_UNAVAILABLE')
  async choose(
    @Body() dto: RoleSelectionDto,
    @CurrentAccount() signedIn: VerifiedAccount,
    @RequestIdentity() identity: IdentityClaims,
    @RequestClient() client: SessionClient,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RoleSelectionResponse> {
    const account = await this.accountOf(signedIn);
    const outcome = await this.roleRequests.choose(account, dto.role, client, identity.rid);
    if (outcome === 'linked') await this.sessions.startInPlaceOf(account.id, identity, client, response);
    const updated = await this.accounts.findById(account.id);
    if (!updated) throw new Error(`account ${account.id} vanished while choosing its role`);
    return { user: await this.users.of(updated), outcome };
  }

  /** The account as it is now (a role or setupComplete may have changed since the assertion); 401 once it is disabled. */
  private async accountOf(signedIn: VerifiedAccount): Promise<Account> {
    const account = await this.accounts.findById(signedIn.id);
    if (!account || account.disabledAt) throw DomainException.unauthenticated();
    return account;
  }
}
