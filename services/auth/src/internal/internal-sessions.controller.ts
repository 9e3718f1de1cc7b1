import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import type { VerifiedAccount } from '@irrigo/contracts';
import { DomainException, Internal, type IdentifiedRequest } from '@irrigo/nest-kit';
import { SessionsService } from '../sessions/sessions.service.js';
import { ResolveSessionDto } from './dto/resolve-session.dto.js';

/** Only the gateway turns cookies into identities; no other service has a reason to hold a session token. */
const SESSION_RESOLVERS = ['gateway'];

export interface ResolveSessionResponse {
  /** Role null for an account that has none yet; the gateway forwards it as it is and services decide. */
  user: VerifiedAccount | null;
}

@Controller('internal/sessions')
export class InternalSessionsController {
  constructor(private readonly sessions: SessionsService) {}

  /** POST /internal/sessions/resolve: the gateway asks who a session cookie belongs to. */
  @Internal()
  @Post('resolve')
  @HttpCode(HttpStatus.OK)
  async resolve(@Body() dto: ResolveSessionDto, @Req() request: IdentifiedRequest): Promise<ResolveSessionResponse> {
    if (!request.serviceCaller || !SESSION_RESOLVERS.includes(request.serviceCaller)) throw DomainException.forbidden();
    return { user: await this.sessions.resolve(dto.token) };
  }
}
