import { Body, Controller, Get, Header, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import type { IdentityClaims, RoleSelectionResponse, SignUpUserResponse } from '@irrigo/contracts';
import { Public, RequestIdentity } from '@irrigo/nest-kit';
import type { Response } from 'express';
import { AccountsService } from '../accounts/accounts.service.js';
import { RequestClient } from '../sessions/request-client.decorator.js';
import type { SessionClient } from '../sessions/sessions.service.js';
import { SessionToken } from '../sign-up/session-token-of.js';
import { SignUpUsers } from '../sign-up/sign-up-users.js';
import { SignedUpSessions } from '../sign-up/signed-up-sessions.service.js';
import { RoleSelectionDto } from './dto/role-selection.dto.js';
import { RoleRequestsService } from './role-requests.service.js';

/**
 * The role selection screen. Signed-in only, but checked from the session cookie rather than the gateway's
 * assertion: an account without a role cannot appear in an assertion (see sign-up/session-token-of.ts).
 * Hence @Public for the guard, and a 401 here without a live session.
 */
@Controller('api/auth/role')
export class RoleSelectionController {
  constructor(
    private readonly sessions: SignedUpSessions,
    private readonly users: SignUpUsers,
    private readonly accounts: AccountsService,
    private readonly roleRequests: RoleRequestsService,
  ) {}

  /** GET /api/auth/role: the signed-in account's role, setupComplete and any role waiting for approval. */
  @Public()
  @Get()
  @Header('Cache-Control', 'no-store')
  async current(@SessionToken() token: string | null): Promise<SignUpUserResponse> {
    const { account } = await this.sessions.require(token);
    return { user: await this.users.of(account) };
  }

  /** POST /api/auth/role: only while setupComplete is false. A granted role comes with a new session. */
  @Public()
  @Post()
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  async choose(
    @Body() dto: RoleSelectionDto,
    @SessionToken() token: string | null,
    @RequestIdentity() identity: IdentityClaims,
    @RequestClient() client: SessionClient,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RoleSelectionResponse> {
    const { account } = await this.sessions.require(token);
    const outcome = await this.roleRequests.choose(account, dto.role, client, identity.rid);
    if (outcome === 'linked') await this.sessions.startInPlaceOf(account.id, identity, token, client, response);
    const updated = await this.accounts.findById(account.id);
    if (!updated) throw new Error(`account ${account.id} vanished while choosing its role`);
    return { user: await this.users.of(updated), outcome };
  }
}
