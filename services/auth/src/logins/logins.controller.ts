import { Body, Controller, Header, Headers, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import type { AdminLoginResponse, IdentityClaims, TechnicianLoginResponse } from '@irrigo/contracts';
import { Public, RequestIdentity } from '@irrigo/nest-kit';
import type { Response } from 'express';
import { setSessionCookie } from '../sessions/session-cookie.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { LoginDto } from './dto/login.dto.js';
import { LoginsService, type SignedIn } from './logins.service.js';

@Controller('api')
export class LoginsController {
  constructor(
    private readonly logins: LoginsService,
    private readonly sessions: SessionsService,
  ) {}

  /** POST /api/admin/login: office roles (admin, manager, supervisor). */
  @Public()
  @Post('admin/login')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  async adminLogin(
    @Body() dto: LoginDto,
    @RequestIdentity() identity: IdentityClaims,
    @Headers('user-agent') userAgent: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminLoginResponse> {
    return this.withCookie(response, identity, await this.logins.adminLogin(dto, { ip: identity.ip, userAgent }, identity.rid));
  }

  /** POST /api/auth/technician/login */
  @Public()
  @Post('auth/technician/login')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  async technicianLogin(
    @Body() dto: LoginDto,
    @RequestIdentity() identity: IdentityClaims,
    @Headers('user-agent') userAgent: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TechnicianLoginResponse> {
    return this.withCookie(response, identity, await this.logins.technicianLogin(dto, { ip: identity.ip, userAgent }));
  }

  /** The browser's previous session, if any, ends here: its cookie is about to be replaced. */
  private async withCookie<T>(response: Response, identity: IdentityClaims, signedIn: SignedIn<T>): Promise<T> {
    if (identity.usr) await this.sessions.revoke(identity.usr.sessionId);
    setSessionCookie(response, signedIn.token, { secure: identity.https, maxAgeMs: this.sessions.lifetime.absoluteMs });
    return signedIn.body;
  }
}
