import { Controller, Header, HttpCode, HttpStatus, Post, Res, UseGuards } from '@nestjs/common';
import type { AdminLoginResponse, EmailAdminLoginResponse, IdentityClaims, TechnicianLoginResponse } from '@irrigo/contracts';
import { ApiErrors, Public, RequestIdentity } from '@irrigo/nest-kit';
import type { Response } from 'express';
import { RequestClient } from '../sessions/request-client.decorator.js';
import { setSessionCookie } from '../sessions/session-cookie.js';
import { SessionsService, type SessionClient } from '../sessions/sessions.service.js';
import { LoginDto } from './dto/login.dto.js';
import { LoginsService, type SignedIn } from './logins.service.js';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RoleHolder } from '../accounts/accounts.service.js';
import { CredentialsAccount, OfficeCredentialsGuard, TechnicianCredentialsGuard } from './credentials.guard.js';
import { TechnicianSignInSchema } from '../accounts/dto/account.responses.js';
import { AdminLoginResponseSchema, EmailAdminLoginResponseSchema } from './dto/login.responses.js';

/**
 * The sign-in forms: the office login and the technician login, each also reachable from /email-auth. Each
 * route is @Public() (the gateway's assertion, nobody signed in yet) and its credentials go through Passport
 * (OfficeCredentialsGuard, TechnicianCredentialsGuard: LoginDto, limits, password, portal); the route gets the
 * account and starts the session.
 */
@ApiTags('sign-in')
@Controller('api')
export class LoginsController {
  constructor(
    private readonly logins: LoginsService,
    private readonly sessions: SessionsService,
  ) {}

  /** POST /api/admin/login: office roles (admin, manager, supervisor). */
  @Public()
  @UseGuards(OfficeCredentialsGuard)
  @Post('admin/login')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Office sign-in (admin, manager, supervisor)', description: 'Sets the session cookie and ends the browser’s previous session.' })
  @ApiOkResponse({ description: 'Signed in; the session cookie is set', type: AdminLoginResponseSchema })
  @ApiBody({ type: LoginDto })
  @ApiErrors('INVALID_CREDENTIALS', 'RATE_LIMITED')
  async adminLogin(
    @CredentialsAccount() account: RoleHolder,
    @RequestIdentity() identity: IdentityClaims,
    @RequestClient() client: SessionClient,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminLoginResponse> {
    return this.withCookie(response, identity, await this.logins.adminLogin(account, client, identity.rid));
  }

  /** POST /api/email-auth/admin/login: the same office sign-in, answered with `name` (spec §7). */
  @Public()
  @UseGuards(OfficeCredentialsGuard)
  @Post('email-auth/admin/login')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Office sign-in from /email-auth', description: 'The same office sign-in, answered with `name`.' })
  @ApiOkResponse({ description: 'Signed in; the session cookie is set', type: EmailAdminLoginResponseSchema })
  @ApiBody({ type: LoginDto })
  @ApiErrors('INVALID_CREDENTIALS', 'RATE_LIMITED')
  async emailAdminLogin(
    @CredentialsAccount() account: RoleHolder,
    @RequestIdentity() identity: IdentityClaims,
    @RequestClient() client: SessionClient,
    @Res({ passthrough: true }) response: Response,
  ): Promise<EmailAdminLoginResponse> {
    return this.withCookie(response, identity, await this.logins.emailAdminLogin(account, client));
  }

  /** POST /api/auth/technician/login */
  @Public()
  @UseGuards(TechnicianCredentialsGuard)
  @Post('auth/technician/login')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Technician sign-in', description: 'Sets the session cookie and ends the browser’s previous session.' })
  @ApiOkResponse({ description: 'Signed in; the session cookie is set', type: TechnicianSignInSchema })
  @ApiBody({ type: LoginDto })
  @ApiErrors('INVALID_CREDENTIALS', 'RATE_LIMITED')
  async technicianLogin(
    @CredentialsAccount() account: RoleHolder,
    @RequestIdentity() identity: IdentityClaims,
    @RequestClient() client: SessionClient,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TechnicianLoginResponse> {
    return this.withCookie(response, identity, await this.logins.technicianLogin(account, client));
  }

  /** POST /api/email-auth/technician/login: the technician sign-in from /email-auth. */
  @Public()
  @UseGuards(TechnicianCredentialsGuard)
  @Post('email-auth/technician/login')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Technician sign-in from /email-auth' })
  @ApiOkResponse({ description: 'Signed in; the session cookie is set', type: TechnicianSignInSchema })
  @ApiBody({ type: LoginDto })
  @ApiErrors('INVALID_CREDENTIALS', 'RATE_LIMITED')
  async emailTechnicianLogin(
    @CredentialsAccount() account: RoleHolder,
    @RequestIdentity() identity: IdentityClaims,
    @RequestClient() client: SessionClient,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TechnicianLoginResponse> {
    return this.technicianLogin(account, identity, client, response);
  }

  /** The browser's previous session, if any, ends here: its cookie is about to be replaced. */
  private async withCookie<T>(response: Response, identity: IdentityClaims, signedIn: SignedIn<T>): Promise<T> {
    if (identity.usr) await this.sessions.revoke(identity.usr.sessionId);
    setSessionCookie(response, signedIn.token, { secure: identity.https, maxAgeMs: this.sessions.lifetime.absoluteMs });
    return signedIn.body;
  }
}
