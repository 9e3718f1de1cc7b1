import { Body, Controller, Get, Header, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import type { AdminExistsResponse, AdminSetupResponse, IdentityClaims } from '@irrigo/contracts';
import { ApiErrors, Public, RequestIdentity } from '@irrigo/nest-kit';
import type { Response } from 'express';
import { RequestClient } from '../sessions/request-client.decorator.js';
import { setSessionCookie } from '../sessions/session-cookie.js';
import { SessionsService, type SessionClient } from '../sessions/sessions.service.js';
import { AdminSetupService } from './admin-setup.service.js';
import { AdminSetupDto } from './dto/admin-setup.dto.js';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminExistsResponseSchema, AdminSetupResponseSchema } from '../logins/dto/login.responses.js';

@ApiTags('setup')
@Controller('api/admin')
export class AdminSetupController {
  constructor(
    private readonly setup: AdminSetupService,
    private readonly sessions: SessionsService,
  ) {}

  /** GET /api/admin/exists: whether the one-time setup has been done. */
  @Public()
  @Get('exists')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Has the first administrator been set up?' })
  @ApiOkResponse({ description: 'Whether setup is done', type: AdminExistsResponseSchema })
  async exists(): Promise<AdminExistsResponse> {
    return { exists: await this.setup.isComplete() };
  }

  /** POST /api/admin/setup: creates the organization and its first admin, and signs that admin in. */
  @Public()
  @Post('setup')
  @HttpCode(HttpStatus.CREATED)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One-time setup: the first administrator and the organization', description: 'Signs the administrator in (session cookie set).' })
  @ApiCreatedResponse({ description: 'The administrator, signed in', type: AdminSetupResponseSchema })
  @ApiErrors('ADMIN_ALREADY_EXISTS', 'PASSWORD_TOO_WEAK', 'PASSWORD_TOO_COMMON', 'UPSTREAM_UNAVAILABLE', 'RATE_LIMITED')
  async setUp(
    @Body() dto: AdminSetupDto,
    @RequestIdentity() identity: IdentityClaims,
    @RequestClient() client: SessionClient,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminSetupResponse> {
    const { admin, token } = await this.setup.setUp(dto, client, identity.rid);
    setSessionCookie(response, token, { secure: identity.https, maxAgeMs: this.sessions.lifetime.absoluteMs });
    return { id: admin.id, email: admin.email, fullName: admin.fullName };
  }
}
